/** Page views (counted for anyone) and mission control's report and property setting. */
import Router from '@koa/router';
import type { Database } from '../platform/db';
import { authenticate, type AuthState } from '../auth';
import { COUNTERS } from '../platform/limits/actionLimits';
import { rateLimit } from '../platform/limits/rateLimit';
import { bodyOf } from '../platform/http/body';
import {
  analyticsReport,
  analyticsSettings,
  countPageView,
  saveAnalyticsSettings,
} from './analyticsService';

export function analyticsRoutes(
  db: Database,
  secret: Uint8Array,
  publicUrl: string,
): Router<AuthState> {
  const router = new Router<AuthState>();
  const signedIn = authenticate(db, secret);

  router.post('/api/analytics/pageview', rateLimit(COUNTERS.pageView), async (ctx) => {
    await countPageView(db, secret, publicUrl, bodyOf(ctx.request), ctx.get('authorization'));
    ctx.status = 204;
  });

  router.get('/api/master/analytics', signedIn, async (ctx) => {
    ctx.body = { data: await analyticsReport(db, ctx.state.user, ctx.query) };
  });

  router.get('/api/master/analytics/property', signedIn, async (ctx) => {
    ctx.body = { data: await analyticsSettings(db, ctx.state.user) };
  });

  router.patch('/api/master/analytics/property', signedIn, async (ctx) => {
    const data = await saveAnalyticsSettings(db, ctx.state.user, bodyOf(ctx.request));
    ctx.body = { data, message: 'Analytics property saved' };
  });

  return router;
}

import Router from '@koa/router';
import type { Config } from '../config';
import type { Database } from '../db';
import { authenticate } from '../middleware/authenticate';
import { requireSubscription, type AccessState } from '../middleware/requireSubscription';
import { activityChoices, selectForUser } from './selectService';

export function selectRoutes(
  db: Database,
  secret: Uint8Array,
  config: Config,
): Router<AccessState> {
  const router = new Router<AccessState>();
  // The activity picker's search: any signed-in user (a lower plan sees the page, then upgrades).
  router.get('/api/select/activities', authenticate(db, secret), (ctx) => {
    ctx.body = { data: activityChoices(ctx.query.q) };
  });
  router.get(
    '/api/select',
    authenticate(db, secret),
    requireSubscription(config.proAccountId),
    async (ctx) => {
      ctx.set('Cache-Control', 'private, no-cache');
      ctx.body = { data: await selectForUser(db, ctx.state.user, ctx.state.access, ctx.query) };
    },
  );
  return router;
}

import Router from '@koa/router';
import type { Config } from '../platform/config';
import type { Database } from '../platform/db';
import { authenticate } from '../auth';
import { bodyOf } from '../platform/http/body';
import { LIMITS, perUserLimit } from '../platform/limits/actionLimits';
import { requireSubscription, type AccessState, type TierGate } from '../billing';
import { deleteHome, listHomes, saveHome } from './homesService';

/** A house's natal chart is a practitioner's tool: the Pro tier (docs/decisions.md). */
export const HOMES_GATE: TierGate = {
  tier: 3,
  plan: 'pro',
  message: 'Flying-star house charts are part of the Pro Plan',
};

/** GET /api/homes, PUT and DELETE /api/homes/:subject (`me` or a person's id). */
export function homeRoutes(db: Database, secret: Uint8Array, config: Config): Router<AccessState> {
  const router = new Router<AccessState>();
  const signedIn = [authenticate(db, secret), requireSubscription(config.proAccountId, HOMES_GATE)];
  // Each answer computes charts: counted per user like the almanac's (issue 42).
  const counted = perUserLimit(LIMITS.homes, config.computeLimits.charts);

  router.get('/api/homes', ...signedIn, counted, async (ctx) => {
    ctx.body = { data: await listHomes(db, ctx.state.user, ctx.query.date) };
  });

  router.put('/api/homes/:subject', ...signedIn, counted, async (ctx) => {
    const body = bodyOf(ctx.request);
    ctx.body = {
      data: await saveHome(db, ctx.state.user, ctx.params.subject, body, ctx.query.date),
    };
  });

  router.delete('/api/homes/:subject', ...signedIn, async (ctx) => {
    await deleteHome(db, ctx.state.user, ctx.params.subject);
    ctx.body = { message: 'Home removed' };
  });

  return router;
}

import Router from '@koa/router';
import type { Config } from '../config';
import type { Database } from '../db';
import { authenticate } from '../middleware/authenticate';
import { requireSubscription, type AccessState } from '../middleware/requireSubscription';
import { selectForUser } from './selectService';

export function selectRoutes(
  db: Database,
  secret: Uint8Array,
  config: Config,
): Router<AccessState> {
  const router = new Router<AccessState>();
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

/** An account's API keys (issue 36): GET/POST /api/account/keys, DELETE /api/account/keys/:id. */
import Router from '@koa/router';
import type { Config } from '../platform/config';
import type { Database } from '../platform/db';
import { bodyOf } from '../platform/http/body';
import { authenticate, notImpersonating } from '../auth';
import { requireSubscription, type AccessState } from '../billing';
import { createKey, KEYS_GATE, listKeys, revokeKey } from './keysService';
import type { UseLedger } from './useLedger';

/** `uses` is flushed before the list is read, so a key's count includes its latest calls. */
export function keyRoutes(
  db: Database,
  secret: Uint8Array,
  config: Config,
  uses: UseLedger,
): Router<AccessState> {
  const router = new Router<AccessState>();
  const subscribed = [
    authenticate(db, secret),
    requireSubscription(config.proAccountId, KEYS_GATE),
  ] as const;

  router.get('/api/account/keys', ...subscribed, async (ctx) => {
    await uses.flush();
    ctx.body = { data: await listKeys(db, ctx.state.user) };
  });

  router.post('/api/account/keys', ...subscribed, notImpersonating, async (ctx) => {
    ctx.status = 201;
    ctx.body = {
      data: await createKey(db, ctx.state.user, bodyOf(ctx.request)),
      message: 'Copy your key now: it will not be shown again',
    };
  });

  router.delete('/api/account/keys/:id', ...subscribed, async (ctx) => {
    await revokeKey(db, ctx.state.user, ctx.params.id);
    ctx.body = { message: 'API key revoked' };
  });

  return router;
}

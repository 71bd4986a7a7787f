/** The video addresses: read by anyone (home page, dashboard), set by the operator. */
import Router from '@koa/router';
import type { Database } from '../platform/db';
import { authenticate, type AuthState } from '../auth';
import { bodyOf } from '../platform/http/body';
import { saveVideoAddresses, videoAddresses } from './videoService';

export function videoRoutes(db: Database, secret: Uint8Array): Router<AuthState> {
  const router = new Router<AuthState>();
  const signedIn = authenticate(db, secret);

  router.get('/api/videos', async (ctx) => {
    ctx.body = { data: await videoAddresses(db) };
  });

  router.patch('/api/master/videos', signedIn, async (ctx) => {
    const data = await saveVideoAddresses(db, ctx.state.user, bodyOf(ctx.request));
    ctx.body = { data, message: 'Video addresses saved' };
  });

  return router;
}

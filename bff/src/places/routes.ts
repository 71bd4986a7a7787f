/** Birth place search for the profile form (signed-in users). */
import Router from '@koa/router';
import type { Database } from '../platform/db';
import { authenticate, type AuthState } from '../auth';
import { searchPlaces } from './placeSearch';

export function placeRoutes(db: Database, secret: Uint8Array): Router<AuthState> {
  const router = new Router<AuthState>();
  router.get('/api/places', authenticate(db, secret), (ctx) => {
    ctx.body = { data: searchPlaces(ctx.query.q) };
  });
  return router;
}

/**
 * The words of every school option for the web app's "Your school" card: the engine is not
 * bundled into the browser, so its `SCHOOL_OPTIONS` travel over HTTP rather than being copied.
 */
import Router from '@koa/router';
import { SCHOOL_OPTIONS } from '@tongshu/engine';
import type { Database } from '../platform/db';
import { authenticate, type AuthState } from '../auth';

export function schoolOptionRoutes(db: Database, secret: Uint8Array): Router<AuthState> {
  const router = new Router<AuthState>();
  router.get('/api/schools/options', authenticate(db, secret), (ctx) => {
    ctx.body = { data: SCHOOL_OPTIONS };
  });
  return router;
}

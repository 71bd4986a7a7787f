/** Sign-up, sign-in and the signed-in user's record (spec section 7). */
import Router from '@koa/router';
import type { Database } from '../db';
import { authenticate, type AuthState } from '../middleware/authenticate';
import { signUp } from '../services/accountService';
import { signIn } from '../services/authService';
import { permissionsOf } from '../services/roles';
import { issueToken } from '../services/sessions';
import { updateUser, userView } from '../services/userService';

type Body = Record<string, unknown>;

function bodyOf(request: object): Body {
  const body = (request as { body?: unknown }).body;
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Body) : {};
}

export function authRoutes(db: Database, secret: Uint8Array): Router<AuthState> {
  const router = new Router<AuthState>();
  const signedIn = authenticate(db, secret);

  router.post('/api/account', async (ctx) => {
    const user = await signUp(db, bodyOf(ctx.request));
    ctx.status = 201;
    ctx.body = { data: { ...userView(user), token: await issueToken(secret, user.id) } };
  });

  router.post('/api/user/auth', async (ctx) => {
    const user = await signIn(db, bodyOf(ctx.request));
    ctx.body = { data: { ...userView(user), token: await issueToken(secret, user.id) } };
  });

  router.get('/api/user', signedIn, (ctx) => {
    ctx.body = { data: userView(ctx.state.user) };
  });

  router.patch('/api/user', signedIn, async (ctx) => {
    const user = await updateUser(db, ctx.state.user, bodyOf(ctx.request));
    ctx.body = { data: userView(user) };
  });

  router.get('/api/user/permissions', signedIn, (ctx) => {
    ctx.body = { data: permissionsOf(ctx.state.user.permission) };
  });

  return router;
}

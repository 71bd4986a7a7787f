/** Sign-in (password, magic link), password reset and change, signing out everywhere (spec section 7). */
import Router from '@koa/router';
import type { Database } from '../platform/db';
import { bodyOf } from '../platform/http/body';
import type { Config } from '../platform/config';
import type { Mailer } from '../platform/mail/mailer';
import { COUNTERS } from '../platform/limits/actionLimits';
import { rateLimit } from '../platform/limits/rateLimit';
import { userView } from '../accounts';
import { authenticate, type AuthState } from './authenticate';
import { signInLimit } from './signInLimit';
import { MAGIC_SENT, requestMagicLink, verifyMagicLink } from './magicLinkService';
import { changePassword, requestPasswordReset, RESET_SENT, resetPassword } from './passwordService';
import { signIn } from './authService';
import { issueToken } from './sessions';
import { SIGNED_OUT_EVERYWHERE, signOutEverywhere } from './endSessions';

export function authRoutes(
  db: Database,
  secret: Uint8Array,
  config: Config,
  mailer: Mailer,
): Router<AuthState> {
  const router = new Router<AuthState>();
  const signedIn = authenticate(db, secret);
  const signInLimited = signInLimit();
  router.post('/api/user/auth', signInLimited, async (ctx) => {
    const user = await signIn(db, bodyOf(ctx.request), ctx.ip);
    ctx.body = { data: { ...userView(user), token: await issueToken(secret, user) } };
  });

  router.post('/api/user/auth/magic', rateLimit(COUNTERS.magicRequest), async (ctx) => {
    await requestMagicLink(db, mailer, config.publicUrl, bodyOf(ctx.request));
    ctx.body = { message: MAGIC_SENT };
  });

  router.post('/api/user/auth/magic/verify', rateLimit(COUNTERS.magicVerify), async (ctx) => {
    const user = await verifyMagicLink(db, bodyOf(ctx.request), ctx.ip);
    ctx.body = { data: { ...userView(user), token: await issueToken(secret, user) } };
  });

  router.post('/api/user/password/reset/request', rateLimit(COUNTERS.resetRequest), async (ctx) => {
    await requestPasswordReset(db, mailer, config.publicUrl, bodyOf(ctx.request));
    ctx.body = { message: RESET_SENT };
  });

  router.post('/api/user/password/reset', rateLimit(COUNTERS.reset), async (ctx) => {
    await resetPassword(db, bodyOf(ctx.request));
    ctx.body = { message: 'Your password has been reset, please sign in' };
  });

  router.patch('/api/user/password', signedIn, async (ctx) => {
    const user = await changePassword(db, ctx.state.user, bodyOf(ctx.request));
    // Every other session ended with the change; this device goes on with a new token.
    ctx.body = {
      message: 'Your password has been changed',
      data: { token: await issueToken(secret, user) },
    };
  });

  router.post('/api/user/signout', signedIn, async (ctx) => {
    await signOutEverywhere(db, ctx.state.user);
    ctx.body = { message: SIGNED_OUT_EVERYWHERE };
  });

  return router;
}

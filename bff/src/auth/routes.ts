/** Sign-in (password, magic link), password reset and change, signing out everywhere (spec section 7). */
import Router from '@koa/router';
import type { Database } from '../platform/db';
import { bodyOf } from '../platform/http/body';
import type { Config } from '../platform/config';
import type { Mailer } from '../platform/mail/mailer';
import { COUNTERS } from '../platform/limits/actionLimits';
import { rateLimit } from '../platform/limits/rateLimit';
import type { User } from '../models/User';
import { authenticate, type AuthState } from './authenticate';
import { notImpersonating } from './impersonation';
import { signInLimit } from './signInLimit';
import { MAGIC_SENT, requestMagicLink, verifyMagicLink } from './magicLinkService';
import { changePassword, requestPasswordReset, RESET_SENT, resetPassword } from './passwordService';
import { signIn } from './authService';
import { issueToken } from './sessions';
import {
  type KeyRevoker,
  keysRevokedToo,
  keysToo,
  SIGNED_OUT_EVERYWHERE,
  signOutEverywhere,
} from './endSessions';

const PASSWORD_CHANGED = 'Your password has been changed';

/**
 * What the sign-in routes need from the capabilities above auth, which auth cannot import
 * (imports run accounts -> billing -> auth; docs/architecture.md): app.ts passes them.
 */
export interface AboveAuth {
  /** The user's record as GET /api/user answers it (accounts). */
  readonly userView: (user: User) => Record<string, unknown>;
  /** Revokes the API keys a user made (keys). */
  readonly revokeKeys: KeyRevoker;
}

/** The answer's message: `done`, and the keys revoked with it when the user asked. */
const saying = (done: string, asked: boolean, revoked: number) =>
  asked ? keysRevokedToo(done, revoked) : done;

export function authRoutes(
  db: Database,
  secret: Uint8Array,
  config: Config,
  mailer: Mailer,
  { userView, revokeKeys }: AboveAuth,
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

  router.patch('/api/user/password', signedIn, notImpersonating, async (ctx) => {
    const body = bodyOf(ctx.request);
    const asked = keysToo(body);
    const changed = await changePassword(db, ctx.state.user, body, asked ? revokeKeys : undefined);
    // Every other session ended with the change; this device goes on with a new token.
    ctx.body = {
      message: saying(PASSWORD_CHANGED, asked, changed.revoked),
      data: { token: await issueToken(secret, changed.user), revoked_keys: changed.revoked },
    };
  });

  router.post('/api/user/signout', signedIn, async (ctx) => {
    const asked = keysToo(bodyOf(ctx.request));
    const revoked = await signOutEverywhere(db, ctx.state.user, asked ? revokeKeys : undefined);
    ctx.body = {
      message: saying(SIGNED_OUT_EVERYWHERE, asked, revoked),
      data: { revoked_keys: revoked },
    };
  });

  return router;
}

/**
 * Sign-up, the signed-in user's record, the account and its users: invites, edits, removal,
 * closing, email change confirmation, permissions (spec section 7).
 */
import Router from '@koa/router';
import type { Database } from '../platform/db';
import { type PaymentProvider, answerPayment } from '../billing';
import { bodyOf } from '../platform/http/body';
import type { Config } from '../platform/config';
import { sendOrLog, type Mailer } from '../platform/mail/mailer';
import { accountMails } from './mails';
import { COUNTERS, inviteCharges } from '../platform/limits/actionLimits';
import { rateLimit } from '../platform/limits/rateLimit';
import { issueToken, notImpersonating, permissionsOf, type AuthState } from '../auth';
import { signUp } from './accountService';
import { mailingRouter } from './mailOut';
import {
  acceptInvite,
  closeAccount,
  deleteAccountUser,
  invite,
  inviteesOf,
  listAccountUsers,
  patchUser,
  updateOwnerProfile,
} from './teamService';
import { userView, type Saved } from './userService';
import { changerOf, confirmEmailChange } from './emailChange';

export function accountRoutes(
  db: Database,
  secret: Uint8Array,
  config: Config,
  mailer: Mailer,
  provider: PaymentProvider | null,
): Router<AuthState> {
  const { router, signedIn, spend, out } = mailingRouter(db, secret, config.publicUrl, mailer);
  const changer = (state: AuthState) => changerOf(state.user, state.impersonator);

  /**
   * One's own record after a save: a moved sign-in ended every session, this device's too, so it
   * goes on with a new token (as after a password change).
   */
  const ownRecord = async (state: AuthState, { user, message }: Saved) => {
    const renewed = user.session_generation !== state.user.session_generation;
    const token = renewed ? { token: await issueToken(secret, user) } : {};
    return { data: { ...userView(user), ...token }, ...(message && { message }) };
  };

  router.post('/api/account', rateLimit(COUNTERS.signUp), async (ctx) => {
    // The referral cookie set by a ?ref= visit stands in when the form sends no reference_code.
    const body = bodyOf(ctx.request);
    const cookie = ctx.cookies.get('referral_code');
    const { user, outcome, welcome } = await signUp(
      db,
      provider,
      body.reference_code || !cookie ? body : { ...body, reference_code: cookie },
    );
    await answerPayment(ctx, outcome, async () => {
      if (welcome)
        await sendOrLog(mailer, accountMails.welcome(user.email, user.name, config.publicUrl));
      ctx.status = 201;
      ctx.body = { data: { ...userView(user), token: await issueToken(secret, user) } };
    });
  });

  router.get('/api/user', signedIn, (ctx) => {
    // `token` is the session the request carried, not a renewed one: a renewal would let a
    // one-hour impersonation session extend itself (docs/security.md).
    ctx.body = { data: { ...userView(ctx.state.user), token: ctx.state.token } };
  });

  router.patch('/api/user', signedIn, async (ctx) => {
    const { user } = ctx.state;
    const saved = await patchUser(db, out(ctx), changer(ctx.state), user, bodyOf(ctx.request));
    // Someone else's record answers what the Users table shows of them, nothing private.
    ctx.body =
      'member' in saved
        ? { data: saved.member, message: saved.message }
        : await ownRecord(ctx.state, saved);
  });

  router.post('/api/user', rateLimit(COUNTERS.acceptInvite), async (ctx) => {
    const user = await acceptInvite(db, bodyOf(ctx.request));
    ctx.status = 201;
    ctx.body = { data: { ...userView(user), token: await issueToken(secret, user) } };
  });

  router.delete('/api/user', signedIn, async (ctx) => {
    await deleteAccountUser(db, ctx.state.user, bodyOf(ctx.request));
    ctx.body = { message: 'User removed' };
  });

  router.patch('/api/account', signedIn, async (ctx) => {
    const { user } = ctx.state;
    const body = bodyOf(ctx.request);
    const saved = await updateOwnerProfile(db, out(ctx), changer(ctx.state), user, body);
    ctx.body = await ownRecord(ctx.state, saved);
  });

  router.delete('/api/account', signedIn, async (ctx) => {
    await closeAccount(db, provider, ctx.state.user);
    ctx.body = { message: 'Your account has been closed' };
  });

  router.get('/api/account/users', signedIn, async (ctx) => {
    ctx.body = { data: await listAccountUsers(db, ctx.state.user) };
  });

  router.post('/api/invite', signedIn, notImpersonating, async (ctx) => {
    const invited = inviteesOf(ctx.state.user, bodyOf(ctx.request));
    // Counted by addresses, not requests: one request may invite twenty.
    await spend(ctx, inviteCharges(ctx, invited));
    await invite(db, mailer, config.publicUrl, ctx.state.user, invited);
    ctx.body = { data: { invited }, message: `Invite sent to ${invited.join(', ')}` };
  });

  router.post('/api/user/email/confirm', rateLimit(COUNTERS.emailConfirm), async (ctx) => {
    const address = await confirmEmailChange(db, mailer, bodyOf(ctx.request));
    ctx.body = { message: `You now sign in with ${address}. Please sign in again.` };
  });

  router.get('/api/user/permissions', signedIn, (ctx) => {
    ctx.body = { data: permissionsOf(ctx.state.user.permission) };
  });

  return router;
}

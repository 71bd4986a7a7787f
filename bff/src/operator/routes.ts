/**
 * Mission control (master) and the smaller signed-in calls around it (spec section 7): feedback,
 * referral breakdown, account metrics, operator lists and edits, impersonation, contact and help
 * mail, getting-started progress. Roles are checked in the services.
 */
import Router from '@koa/router';
import type { Middleware } from 'koa';
import type { PaymentProvider } from '../billing';
import type { Config } from '../platform/config';
import type { Database } from '../platform/db';
import type { Mailer } from '../platform/mail/mailer';
import type { AuthState } from '../auth';
import { COUNTERS } from '../platform/limits/actionLimits';
import { rateLimit } from '../platform/limits/rateLimit';
import {
  addFeedback,
  deleteFeedback,
  feedbackMetrics,
  feedbackView,
  listFeedback,
} from './feedbackService';
import {
  deleteAccount,
  deleteUserAsMaster,
  impersonate,
  listAccounts,
  listUsers,
  updateAccount,
  updateUserAsMaster,
} from './masterService';
import { accountGrowth, accountMetrics, progressOf } from './metricsService';
import { referralBreakdown } from './referralService';
import { contactMail, deliver, helpMail, isHelpRequest, MESSAGE_SENT } from './supportMailService';
import { mailingRouter, userView } from '../accounts';
import { bodyOf } from '../platform/http/body';

export function operatorRoutes(
  db: Database,
  secret: Uint8Array,
  config: Config,
  mailer: Mailer,
  provider: PaymentProvider | null,
): Router<AuthState> {
  const { router, signedIn, out } = mailingRouter(db, secret, config.publicUrl, mailer);
  // Contact is open to everyone; help names the signed-in user, so only help needs the token.
  const signedInForHelp: Middleware<AuthState> = (ctx, next) =>
    isHelpRequest(bodyOf(ctx.request)) ? signedIn(ctx, next) : next();
  // Contact is counted per client address, help per signed-in user (whatever sender either names).
  const contactLimited = rateLimit(COUNTERS.contact);
  const helpLimited = rateLimit(COUNTERS.help);
  const mailLimited: Middleware<AuthState> = (ctx, next) =>
    isHelpRequest(bodyOf(ctx.request)) ? helpLimited(ctx, next) : contactLimited(ctx, next);

  router.get('/api/referral/breakdown', signedIn, async (ctx) => {
    ctx.body = { data: await referralBreakdown(db, ctx.state.user) };
  });

  router.post('/api/feedback', signedIn, rateLimit(COUNTERS.feedback), async (ctx) => {
    const feedback = await addFeedback(db, ctx.state.user, bodyOf(ctx.request));
    ctx.status = 201;
    ctx.body = { message: 'Thank you for your feedback!', data: feedbackView(feedback) };
  });

  router.get('/api/feedback', signedIn, async (ctx) => {
    ctx.body = { data: await listFeedback(db, ctx.state.user) };
  });

  // `reload` is the dashboard's cache breaker: counts are always read fresh, so it is ignored.
  router.get('/api/feedback/metrics', signedIn, async (ctx) => {
    ctx.body = { data: await feedbackMetrics(db, ctx.state.user) };
  });

  router.delete('/api/feedback/:id', signedIn, async (ctx) => {
    await deleteFeedback(db, ctx.state.user, ctx.params.id as string);
    ctx.body = { message: 'Feedback deleted' };
  });

  router.get('/api/metrics/accounts', signedIn, async (ctx) => {
    ctx.body = { data: await accountMetrics(db, ctx.state.user) };
  });

  router.get('/api/metrics/accounts/growth', signedIn, async (ctx) => {
    ctx.body = { data: await accountGrowth(db, ctx.state.user) };
  });

  router.get('/api/master/accounts', signedIn, async (ctx) => {
    ctx.body = { data: await listAccounts(db, ctx.state.user) };
  });

  router.get('/api/master/users', signedIn, async (ctx) => {
    ctx.body = { data: await listUsers(db, ctx.state.user) };
  });

  router.patch('/api/master/account', signedIn, async (ctx) => {
    const body = bodyOf(ctx.request);
    const { account, message } = await updateAccount(db, out(ctx), provider, ctx.state.user, body);
    ctx.body = { data: account, message };
  });

  router.delete('/api/master/account', signedIn, async (ctx) => {
    await deleteAccount(db, provider, ctx.state.user, bodyOf(ctx.request));
    ctx.body = { message: 'Account deleted' };
  });

  router.patch('/api/master/user', signedIn, async (ctx) => {
    const { user, message } = await updateUserAsMaster(
      db,
      out(ctx),
      ctx.state.user,
      bodyOf(ctx.request),
    );
    ctx.body = { data: user, message };
  });

  router.delete('/api/master/user', signedIn, async (ctx) => {
    await deleteUserAsMaster(db, ctx.state.user, bodyOf(ctx.request));
    ctx.body = { message: 'User deleted' };
  });

  router.post('/api/master/user/impersonate', signedIn, async (ctx) => {
    const { token, user } = await impersonate(db, secret, ctx.state.user, bodyOf(ctx.request));
    ctx.body = { data: { token, user: userView(user) } };
  });

  router.post('/api/utility/mail', signedInForHelp, mailLimited, async (ctx) => {
    const body = bodyOf(ctx.request);
    const mail = isHelpRequest(body)
      ? helpMail(config.supportEmail, ctx.state.user, body)
      : contactMail(config.supportEmail, body);
    await deliver(mailer, mail);
    ctx.body = { message: MESSAGE_SENT };
  });

  router.get('/api/demo/progress', signedIn, async (ctx) => {
    ctx.body = { data: await progressOf(db, ctx.state.user) };
  });

  return router;
}

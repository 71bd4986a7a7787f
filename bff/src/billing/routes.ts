/** Plans, subscription, plan change, upgrade, card (spec section 7) and the provider's webhook. */
import Router from '@koa/router';
import { applyEvent } from './events';
import type { PaymentProvider } from './paymentProvider';
import type { Database } from '../platform/db';
import { notFound } from '../platform/errors';
import { authenticate, type AuthState } from '../auth';
import { billingMode, changePlan, plansFor, subscriptionOf, updateCard } from './billingService';
import { planView } from '@tongshu/data';
import { rawBodyOf } from '../platform/http/requestBody';
import { bodyOf } from '../platform/http/body';
import { answerPayment } from './payment';

export const WEBHOOK_PATH = '/api/billing/webhook';

export function billingRoutes(
  db: Database,
  secret: Uint8Array,
  provider: PaymentProvider | null,
): Router<AuthState> {
  const router = new Router<AuthState>();
  const signedIn = authenticate(db, secret);

  // Public: the sign-up pages need the card form before anyone is signed in, whatever key the
  // web app was built with.
  router.get('/api/billing/config', (ctx) => {
    ctx.body = { data: billingMode(provider) };
  });

  router.get('/api/account/plans', signedIn, async (ctx) => {
    ctx.body = { data: await plansFor(db, provider, ctx.state.user) };
  });

  router.get('/api/account/subscription', signedIn, async (ctx) => {
    ctx.body = { data: await subscriptionOf(db, provider, ctx.state.user) };
  });

  for (const [method, path] of [
    ['patch', '/api/account/plan'],
    ['post', '/api/account/upgrade'],
  ] as const) {
    router[method](path, signedIn, async (ctx) => {
      const change = await changePlan(db, provider, ctx.state.user, bodyOf(ctx.request));
      await answerPayment(ctx, change.outcome, () => {
        ctx.body = { data: { plan: planView(change.plan) }, message: change.message };
      });
    });
  }

  router.patch('/api/account/card', signedIn, async (ctx) => {
    const outcome = await updateCard(db, provider, ctx.state.user, bodyOf(ctx.request));
    await answerPayment(ctx, outcome, () => {
      ctx.body = { message: 'Your card has been updated' };
    });
  });

  router.post(WEBHOOK_PATH, async (ctx) => {
    if (!provider) throw notFound();
    const event = provider.verifyEvent(rawBodyOf(ctx.request), ctx.get('stripe-signature'));
    ctx.body = { received: true, result: await applyEvent(db, provider, event) };
  });

  return router;
}

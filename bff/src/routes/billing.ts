/** Plans, subscription, plan change, upgrade and card (spec section 7), offline billing for now. */
import Router from '@koa/router';
import type { Database } from '../db';
import { authenticate, type AuthState } from '../middleware/authenticate';
import { changePlan, plansFor, subscriptionOf, updateCard } from '../services/billingService';
import { bodyOf } from './body';

export function billingRoutes(db: Database, secret: Uint8Array): Router<AuthState> {
  const router = new Router<AuthState>();
  const signedIn = authenticate(db, secret);

  router.get('/api/account/plans', signedIn, async (ctx) => {
    ctx.body = { data: await plansFor(db, ctx.state.user) };
  });

  router.get('/api/account/subscription', signedIn, async (ctx) => {
    ctx.body = { data: await subscriptionOf(db, ctx.state.user) };
  });

  router.patch('/api/account/plan', signedIn, async (ctx) => {
    const result = await changePlan(db, ctx.state.user, bodyOf(ctx.request));
    ctx.body = { data: result, message: result.message };
  });

  router.post('/api/account/upgrade', signedIn, async (ctx) => {
    const result = await changePlan(db, ctx.state.user, bodyOf(ctx.request));
    ctx.body = { data: result, message: result.message };
  });

  router.patch('/api/account/card', signedIn, (ctx) => {
    updateCard(ctx.state.user);
  });

  return router;
}

/**
 * Plans and subscriptions. Without STRIPE_SECRET_KEY billing is "offline": a plan is assigned
 * without charging (an active subscription, or trialing for a trial plan), and every answer says
 * so. The Stripe adapter for charging is not built yet (issue 7).
 */
import { randomUUID } from 'node:crypto';
import { plans, type Plan } from '@tongshu/data';
import type { Database } from '../db';
import { badInput } from '../errors';
import { Account } from '../models/Account';
import type { User } from '../models/User';
import { requireRole } from './roles';

export const OFFLINE_NOTICE = 'Billing is offline: plans are assigned without charging any card.';

/** What GET /api/account/plans lists for a plan (spec section 7). */
export function planView(plan: Plan) {
  const price = plan.price / 100;
  const days = plan.interval === 'year' ? 365 : 30;
  return {
    id: plan.id,
    name: plan.name,
    tag: plan.tag,
    price,
    interval: plan.interval,
    per_day_cost: Math.round((price / days) * 100) / 100,
    currency: { name: plan.currency },
    hidden: plan.hidden,
  };
}

export function findPlan(id: unknown): Plan {
  const plan = plans.find((p) => p.id === id);
  if (!plan) throw badInput('Please select an option', 'plan');
  return plan;
}

/** Trials (free plans a year long) start as trialing; everything else is active at once. */
function statusFor(plan: Plan): 'active' | 'trialing' {
  return plan.id === 't365' ? 'trialing' : 'active';
}

function periodEnd(plan: Plan, from = Date.now()): string {
  const days = plan.interval === 'year' ? 365 : 30;
  return new Date(from + days * 86400000).toISOString();
}

/** Records the account's plan with an offline subscription, replacing any earlier one. */
export async function assignPlanOffline(
  db: Database,
  accountId: string,
  plan: Plan,
): Promise<void> {
  await db.knex.transaction(async (trx) => {
    await Account.query(trx).patch({ plan: plan.id }).where({ id: accountId });
    await trx('subscriptions').where({ account_id: accountId }).delete();
    await trx('subscriptions').insert({
      id: `offline_${randomUUID()}`,
      account_id: accountId,
      plan: plan.id,
      status: statusFor(plan),
      stripe_customer_id: null,
      current_period_end: periodEnd(plan),
      date_created: new Date().toISOString(),
    });
  });
}

export async function plansFor(db: Database, user: User) {
  const account = await Account.query(db.knex).findById(user.account_id);
  return {
    plans: plans.map(planView),
    active: account?.plan ?? 'free',
    billing: 'offline',
    message: OFFLINE_NOTICE,
  };
}

export async function subscriptionOf(db: Database, user: User) {
  const row = await db
    .knex('subscriptions')
    .where({ account_id: user.account_id })
    .orderBy('date_created', 'desc')
    .first();
  return {
    status: row?.status ?? 'none',
    plan: row?.plan ?? null,
    current_period_end: row?.current_period_end ?? null,
    billing: 'offline',
    message: OFFLINE_NOTICE,
  };
}

/** PATCH /api/account/plan and POST /api/account/upgrade (owner only). */
export async function changePlan(db: Database, owner: User, body: Record<string, unknown>) {
  requireRole(owner.permission, 'owner');
  const plan = findPlan(body.plan);
  await assignPlanOffline(db, owner.account_id, plan);
  return {
    plan: planView(plan),
    billing: 'offline',
    message: `${plan.name} is now active. ${OFFLINE_NOTICE}`,
  };
}

/** PATCH /api/account/card: there is no card while billing is offline. */
export function updateCard(owner: User): never {
  requireRole(owner.permission, 'owner');
  throw badInput('Billing is offline: there is no card to update.', 'token');
}

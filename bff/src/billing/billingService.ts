/**
 * Plans and subscriptions (spec sections 4, 6 and 7). With a payment provider configured, paid
 * plans are charged through it (billing/checkout.ts); without one billing is "offline": a plan is
 * assigned without charging and every answer says so. Free plans and the t365 trial never need
 * the provider.
 */
import { planView, plans, type Plan } from '@tongshu/data';
import {
  cancelAtProvider,
  CARD_DETAILS,
  replaceCard,
  resumePending,
  subscribe,
  type Payer,
  type PaymentOutcome,
} from './checkout';
import type { PaymentProvider } from './paymentProvider';
import { ACCOUNT_CANCELLED, statusMessage } from './statusMessages';
import { rowOf, saveRow } from './subscriptionRows';
import type { Database } from '../platform/db';
import { badInput, forbidden, notFound } from '../platform/errors';
import { Account } from '../models/Account';
import type { User } from '../models/User';
import type { Knex } from 'knex';
import { audit } from '../platform/auditLog';
import { requireRole } from '../auth';

export const OFFLINE_NOTICE = 'Billing is offline: plans are assigned without charging any card.';

export function findPlan(id: unknown): Plan {
  const plan = plans.find((p) => p.id === id);
  if (!plan) throw badInput('Please select an option', 'plan');
  return plan;
}

/** The provider, when this plan is charged through it. */
export function chargedThrough(
  provider: PaymentProvider | null,
  plan: Plan,
): PaymentProvider | null {
  return plan.price > 0 ? provider : null;
}

/** The card field of a form: a payment method id from the card form, if any. */
export function cardOf(body: Record<string, unknown>): string | undefined {
  const token = body.token;
  if (token === undefined || token === null || token === '') return undefined;
  if (typeof token !== 'string' || token.length > 255) throw badInput(CARD_DETAILS, 'token');
  return token;
}

/** Whether a form is the resend after the customer authorised a payment with their bank. */
export function isPaymentRetry(body: Record<string, unknown>): boolean {
  return typeof body.payment_intent === 'string' && body.payment_intent !== '';
}

function periodEnd(plan: Plan, from = Date.now()): string {
  const days = plan.interval === 'year' ? 365 : 30;
  return new Date(from + days * 86400000).toISOString();
}

/** Assigns a plan without charging: offline billing, free plans and the t365 trial. */
export async function assignPlanLocally(knex: Knex, accountId: string, plan: Plan): Promise<void> {
  await knex.transaction(async (trx) => {
    await Account.query(trx).patch({ plan: plan.id }).where({ id: accountId });
    await saveRow(trx, accountId, {
      plan: plan.id,
      status: plan.id === 't365' ? 'trialing' : 'active',
      stripe_subscription_id: null,
      pending_subscription_id: null,
      payment_state: null,
      current_period_end: periodEnd(plan),
    });
  });
}

/** Offline or card billing, the publishable key of the card form, and the offline notice. */
export function billingMode(provider: PaymentProvider | null) {
  return provider
    ? { billing: 'stripe' as const, message: null, publishable_key: provider.publishableKey }
    : { billing: 'offline' as const, message: OFFLINE_NOTICE, publishable_key: null };
}

async function accountOf(db: Database, user: User): Promise<Account> {
  const account = await Account.query(db.knex).findById(user.account_id);
  if (!account) throw notFound();
  return account;
}

export async function payerOf(db: Database, owner: User): Promise<Payer> {
  const account = await accountOf(db, owner);
  return { accountId: account.id, email: owner.email, name: account.name };
}

export async function plansFor(db: Database, provider: PaymentProvider | null, user: User) {
  const account = await accountOf(db, user);
  return { plans: plans.map(planView), active: account.plan, ...billingMode(provider) };
}

export async function subscriptionOf(db: Database, provider: PaymentProvider | null, user: User) {
  const row = await rowOf(db.knex, user.account_id);
  const active = Boolean(Number((await accountOf(db, user)).active));
  const status = active ? (row?.status ?? 'none') : ACCOUNT_CANCELLED;
  return {
    status,
    account_active: active,
    plan: row?.plan ?? null,
    current_period_end: row?.current_period_end ?? null,
    payment_state: row?.payment_state ?? null,
    status_message: statusMessage(status),
    ...billingMode(provider),
  };
}

export interface PlanChange {
  readonly plan: Plan;
  readonly outcome: PaymentOutcome;
  readonly message: string;
}

/** PATCH /api/account/plan and POST /api/account/upgrade (owner only). */
export async function changePlan(
  db: Database,
  provider: PaymentProvider | null,
  owner: User,
  body: Record<string, unknown>,
): Promise<PlanChange> {
  requireRole(owner.permission, 'owner');
  const plan = findPlan(body.plan);
  // The year's trial is for new accounts only (its own sign-up page).
  if (plan.id === 't365') throw badInput('Please select an option', 'plan');
  const account = await accountOf(db, owner);
  if (!Number(account.active)) throw forbidden(statusMessage(ACCOUNT_CANCELLED) ?? undefined);
  const before = account.plan;
  const payer = await payerOf(db, owner);
  const charging = chargedThrough(provider, plan);
  let outcome: PaymentOutcome = { kind: 'done' };
  if (charging && isPaymentRetry(body)) {
    outcome = await resumePending(db, charging, payer.accountId);
  } else if (charging) {
    outcome = await subscribe(db, charging, payer, plan, cardOf(body));
  } else {
    if (provider) await cancelAtProvider(provider, await rowOf(db.knex, payer.accountId));
    await assignPlanLocally(db.knex, payer.accountId, plan);
  }
  await audit(db.knex, {
    actorId: owner.id,
    action: 'billing.plan_change',
    targetId: payer.accountId,
    detail: {
      before,
      after: plan.id,
      outcome: outcome.kind,
      billing: billingMode(provider).billing,
    },
  });
  const notice = provider ? '' : ` ${OFFLINE_NOTICE}`;
  return { plan, outcome, message: `${plan.name} is now active.${notice}` };
}

/** PATCH /api/account/card (owner only): a new card; an overdue payment is retried with it. */
export async function updateCard(
  db: Database,
  provider: PaymentProvider | null,
  owner: User,
  body: Record<string, unknown>,
): Promise<PaymentOutcome> {
  requireRole(owner.permission, 'owner');
  if (!provider) throw badInput('Billing is offline: there is no card to update.', 'token');
  const payer = await payerOf(db, owner);
  let outcome: PaymentOutcome;
  if (isPaymentRetry(body)) {
    outcome = await resumePending(db, provider, payer.accountId);
  } else {
    const card = cardOf(body);
    if (!card) throw badInput(CARD_DETAILS, 'token');
    outcome = await replaceCard(db, provider, payer, card);
  }
  // The card itself stays with the provider: the trail says who changed it and how it went.
  await audit(db.knex, {
    actorId: owner.id,
    action: 'billing.card_update',
    targetId: payer.accountId,
    detail: { outcome: outcome.kind },
  });
  return outcome;
}

/** Stops charging an account that is being closed; throws (and nothing closes) if it cannot. */
export async function stopBilling(
  db: Database,
  provider: PaymentProvider | null,
  accountId: string,
): Promise<void> {
  if (provider) await cancelAtProvider(provider, await rowOf(db.knex, accountId));
}

/** The account's one subscription row: read, patch, and record what the provider reports. */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { Account } from '../models/Account';
import { Subscription, type PaymentState } from '../models/Subscription';
import type { ProviderSubscription } from './paymentProvider';

export type SubscriptionPatch = Partial<Omit<Subscription, 'id' | 'account_id' | 'date_created'>>;

export async function rowOf(knex: Knex, accountId: string): Promise<Subscription | undefined> {
  return Subscription.query(knex).findOne({ account_id: accountId });
}

/** Patches the account's row, creating it when the account has none yet. */
export async function saveRow(knex: Knex, accountId: string, patch: SubscriptionPatch) {
  const updated = await Subscription.query(knex).patch(patch).where({ account_id: accountId });
  if (updated === 0) {
    await Subscription.query(knex).insert({
      id: randomUUID(),
      account_id: accountId,
      plan: 'free',
      status: 'incomplete',
      date_created: new Date().toISOString(),
      ...patch,
    });
  }
}

/** The banner a provider status calls for, keeping a more precise state already known. */
export function paymentStateFor(status: string, known: PaymentState | null): PaymentState | null {
  if (status === 'canceled' || status === 'incomplete_expired') return 'canceled';
  if (status === 'past_due' || status === 'unpaid') return known ?? 'requires_payment_method';
  if (status === 'incomplete') return known;
  return null;
}

/**
 * Makes a provider subscription the account's live one and its plan the account's plan (after a
 * successful payment, a confirmed 3-D Secure, or a webhook that reports it).
 */
export async function recordLive(
  knex: Knex,
  accountId: string,
  subscription: ProviderSubscription,
  eventAt?: number,
): Promise<void> {
  const plan = subscription.planId ?? undefined;
  await knex.transaction(async (trx) => {
    await saveRow(trx, accountId, {
      ...(plan ? { plan } : {}),
      status: subscription.status,
      stripe_customer_id: subscription.customerId,
      stripe_subscription_id: subscription.id,
      pending_subscription_id: null,
      payment_state: paymentStateFor(subscription.status, null),
      current_period_end: subscription.currentPeriodEnd,
      ...(eventAt !== undefined ? { event_at: eventAt } : {}),
    });
    if (plan) await Account.query(trx).patch({ plan }).where({ id: accountId });
  });
}

/**
 * Paying for a plan through the provider, so that no path leaves a charged card without a
 * subscription or a subscription without an account:
 * - the account exists (in our database) before anything is created at the provider;
 * - a failure before any charge undoes what the provider holds (subscription, customer);
 * - a failure after a successful charge keeps the subscription: it carries the account id in its
 *   metadata and the provider's webhook records it on the account (see events.ts).
 */
import type { Plan } from '@tongshu/data';
import type { Database } from '../platform/db';
import { Subscription } from '../models/Subscription';
import { CardError, type PaymentProvider, type ProviderSubscription } from './paymentProvider';
import { recordLive, rowOf, saveRow } from './subscriptionRows';
import { log } from '../platform/log/logger';

export const CARD_DETAILS = 'Please provide valid credit card details';

/** Done, or the customer's bank wants them to authorise the payment (3-D Secure). */
export type PaymentOutcome =
  { readonly kind: 'done' } | { readonly kind: 'action'; readonly clientSecret: string };

export interface Payer {
  readonly accountId: string;
  readonly email: string;
  readonly name: string;
}

const OWING = new Set(['past_due', 'unpaid', 'incomplete']);
const LIVE = new Set(['active', 'trialing', 'past_due', 'unpaid', 'incomplete', 'paused']);

export async function customerOf(
  db: Database,
  provider: PaymentProvider,
  payer: Payer,
): Promise<string> {
  const row = await rowOf(db.knex, payer.accountId);
  if (row?.stripe_customer_id) return row.stripe_customer_id;
  const customerId = await provider.createCustomer(payer.accountId, payer.email, payer.name);
  await saveRow(db.knex, payer.accountId, { stripe_customer_id: customerId });
  return customerId;
}

/** Records a paid subscription, or parks one waiting for 3-D Secure, or reports the decline. */
async function settle(
  db: Database,
  accountId: string,
  subscription: ProviderSubscription,
): Promise<PaymentOutcome> {
  if (
    (subscription.status === 'active' || subscription.status === 'trialing') &&
    !subscription.pendingUpdate
  ) {
    await recordLive(db.knex, accountId, subscription);
    return { kind: 'done' };
  }
  if (subscription.payment.state === 'requires_action' && subscription.payment.clientSecret) {
    await saveRow(db.knex, accountId, { pending_subscription_id: subscription.id });
    return { kind: 'action', clientSecret: subscription.payment.clientSecret };
  }
  throw new CardError(subscription.payment.error ?? CARD_DETAILS);
}

/**
 * Puts the account on a paid plan: a new subscription, or a plan change of the live one (which
 * waits for its payment). `card` is a payment method id from the card form.
 */
export async function subscribe(
  db: Database,
  provider: PaymentProvider,
  payer: Payer,
  plan: Plan,
  card: string | undefined,
): Promise<PaymentOutcome> {
  const customerId = await customerOf(db, provider, payer);
  if (card) await provider.attachCard(customerId, card);
  const row = await rowOf(db.knex, payer.accountId);
  const live =
    row?.stripe_subscription_id && LIVE.has(row.status) ? row.stripe_subscription_id : null;
  if (live) return settle(db, payer.accountId, await provider.changePlan(live, plan.id));
  const created = await provider.createSubscription({
    customerId,
    accountId: payer.accountId,
    planId: plan.id,
    trialDays: 0,
  });
  try {
    return await settle(db, payer.accountId, created);
  } catch (error) {
    // Nothing was charged unless it is active: a declined or unrecorded unpaid one must go.
    if (created.status !== 'active' && created.status !== 'trialing') {
      await provider.cancelSubscription(created.id).catch(logUndo);
    }
    throw error;
  }
}

/** A new default card; a subscription behind on its payments retries its open invoice with it. */
export async function replaceCard(
  db: Database,
  provider: PaymentProvider,
  payer: Payer,
  card: string,
): Promise<PaymentOutcome> {
  const customerId = await customerOf(db, provider, payer);
  await provider.attachCard(customerId, card);
  const row = await rowOf(db.knex, payer.accountId);
  if (!row?.stripe_subscription_id || !OWING.has(row.status)) return { kind: 'done' };
  return settle(db, payer.accountId, await provider.payLatestInvoice(row.stripe_subscription_id));
}

/** After the customer authorised a payment with their bank: records it once the provider has. */
export async function resumePending(
  db: Database,
  provider: PaymentProvider,
  accountId: string,
): Promise<PaymentOutcome> {
  const row = await rowOf(db.knex, accountId);
  if (!row?.pending_subscription_id) {
    if (row && (row.status === 'active' || row.status === 'trialing')) return { kind: 'done' };
    throw new CardError(CARD_DETAILS);
  }
  return settle(db, accountId, await provider.retrieveSubscription(row.pending_subscription_id));
}

/** Cancels what the account pays through (closing an account; moving to the free plan). */
export async function cancelAtProvider(
  provider: PaymentProvider,
  row: Subscription | undefined,
): Promise<void> {
  for (const id of new Set([row?.stripe_subscription_id, row?.pending_subscription_id])) {
    if (id) await provider.cancelSubscription(id);
  }
}

/** Undoes a sign-up whose payment failed: the provider's objects first, then the account. */
export async function discardAtProvider(
  db: Database,
  provider: PaymentProvider,
  accountId: string,
): Promise<void> {
  const row = await rowOf(db.knex, accountId).catch(() => undefined);
  await cancelAtProvider(provider, row).catch(logUndo);
  if (row?.stripe_customer_id) await provider.deleteCustomer(row.stripe_customer_id).catch(logUndo);
}

function logUndo(error: unknown): void {
  log.error({ err: error }, 'billing: could not undo at the provider');
}

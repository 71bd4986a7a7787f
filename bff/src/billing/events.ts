/**
 * Applies the provider's webhook events to the subscription rows. Each event id is applied at
 * most once (replays are acknowledged and ignored) and an event older than the last one applied
 * to a row changes nothing (the provider does not promise order). A subscription that names an
 * account we no longer have is cancelled: nobody is charged for an account that does not exist.
 */
import type { Knex } from 'knex';
import type { Database } from '../platform/db';
import { Account } from '../models/Account';
import { audit, PROVIDER } from '../platform/auditLog';
import { allowsAccess, Subscription } from '../models/Subscription';
import type { PaymentProvider, ProviderEvent, ProviderSubscription } from './paymentProvider';
import { paymentStateFor, recordLive, saveRow } from './subscriptionRows';

export type EventResult = 'applied' | 'duplicate' | 'ignored' | 'stale' | 'orphan';

async function rowFor(trx: Knex, subscription: ProviderSubscription) {
  return (
    (await Subscription.query(trx)
      .where({ stripe_subscription_id: subscription.id })
      .orWhere({ pending_subscription_id: subscription.id })
      .first()) ??
    (subscription.accountId
      ? await Subscription.query(trx).findOne({ account_id: subscription.accountId })
      : undefined)
  );
}

interface Status {
  readonly status: string;
  readonly plan: string;
  readonly payment_state: string | null;
}

/** Audits what an event changed on an account's subscription (nothing changed: no entry). */
async function auditChange(trx: Knex, row: Subscription, event: ProviderEvent, after: Status) {
  const before: Status = { status: row.status, plan: row.plan, payment_state: row.payment_state };
  if (JSON.stringify(before) === JSON.stringify(after)) return;
  await audit(trx, {
    actorId: PROVIDER,
    action: 'billing.status_change',
    targetId: row.account_id,
    detail: { event_id: event.id, event_type: event.type, before, after },
  });
}

function isStale(row: Subscription, event: ProviderEvent): boolean {
  return row.event_at !== null && event.created < Number(row.event_at);
}

async function applySubscriptionEvent(
  trx: Knex,
  event: ProviderEvent,
  subscription: ProviderSubscription,
): Promise<EventResult> {
  const row = await rowFor(trx, subscription);
  if (!row) {
    const account = subscription.accountId
      ? await Account.query(trx).findById(subscription.accountId)
      : undefined;
    return account ? 'ignored' : 'orphan';
  }
  if (isStale(row, event)) return 'stale';
  const status = event.type === 'customer.subscription.deleted' ? 'canceled' : subscription.status;
  if (subscription.id === row.stripe_subscription_id) {
    const plan =
      !subscription.pendingUpdate && subscription.planId ? subscription.planId : row.plan;
    const paymentState = paymentStateFor(status, row.payment_state);
    await saveRow(trx, row.account_id, {
      status,
      plan,
      current_period_end: subscription.currentPeriodEnd,
      payment_state: paymentState,
      event_at: event.created,
    });
    await Account.query(trx).patch({ plan }).where({ id: row.account_id });
    await auditChange(trx, row, event, { status, plan, payment_state: paymentState });
    return 'applied';
  }
  // A paid subscription the account has not recorded: the 3-D Secure one, or one whose recording
  // failed after the charge. Adopted unless the account already pays through another.
  const adoptable = allowsAccess(status) && !subscription.pendingUpdate;
  if (adoptable && (!row.stripe_subscription_id || !allowsAccess(row.status))) {
    await recordLive(trx, row.account_id, { ...subscription, status }, event.created);
    await auditChange(trx, row, event, {
      status,
      plan: subscription.planId ?? row.plan,
      payment_state: paymentStateFor(status, null),
    });
    return 'applied';
  }
  return 'ignored';
}

async function applyInvoiceEvent(
  trx: Knex,
  event: ProviderEvent,
  subscriptionId: string,
): Promise<EventResult> {
  const row = await Subscription.query(trx).findOne({ stripe_subscription_id: subscriptionId });
  if (!row) return 'ignored';
  if (isStale(row, event)) return 'stale';
  const patch =
    event.type === 'invoice.payment_failed'
      ? {
          status: allowsAccess(row.status) ? 'past_due' : row.status,
          payment_state: 'requires_payment_method' as const,
        }
      : event.type === 'invoice.payment_action_required'
        ? { payment_state: 'requires_action' as const }
        : event.type === 'invoice.paid' || event.type === 'invoice.payment_succeeded'
          ? { status: allowsAccess(row.status) ? row.status : 'active', payment_state: null }
          : undefined;
  if (!patch) return 'ignored';
  await saveRow(trx, row.account_id, { ...patch, event_at: event.created });
  await auditChange(trx, row, event, {
    status: patch.status ?? row.status,
    plan: row.plan,
    payment_state: patch.payment_state,
  });
  return 'applied';
}

function isDuplicateKey(error: unknown): boolean {
  const { code } = error as { code?: string };
  return code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

export async function applyEvent(
  db: Database,
  provider: PaymentProvider,
  event: ProviderEvent,
): Promise<EventResult> {
  let result: EventResult;
  try {
    result = await db.knex.transaction(async (trx) => {
      await trx('billing_events').insert({
        id: event.id,
        type: event.type,
        received_at: new Date().toISOString(),
      });
      if (event.subscription && event.type.startsWith('customer.subscription.')) {
        return applySubscriptionEvent(trx, event, event.subscription);
      }
      if (event.invoiceSubscriptionId && event.type.startsWith('invoice.')) {
        return applyInvoiceEvent(trx, event, event.invoiceSubscriptionId);
      }
      return 'ignored';
    });
  } catch (error) {
    if (isDuplicateKey(error)) return 'duplicate';
    throw error;
  }
  const ended = ['canceled', 'incomplete_expired'];
  if (result === 'orphan' && event.subscription && !ended.includes(event.subscription.status)) {
    await provider.cancelSubscription(event.subscription.id);
  }
  return result;
}

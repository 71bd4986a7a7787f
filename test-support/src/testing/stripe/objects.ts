/** Ids, time, Stripe's test cards and the Stripe objects: each exported type is what its factory builds. */
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { DECLINE, invalid, type ErrorBody } from './errors';
import { bool, int, mergeMetadata, obj, required, str, type Json, type Params } from './params';

export const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const token = (length: number) =>
  Array.from(randomBytes(length), (b) => ALPHABET.charAt(b % ALPHABET.length)).join('');
export const newId = (prefix: string) => `${prefix}_${token(14)}`;
export const now = () => Math.floor(Date.now() / 1000);
export const DAY = 86_400;
export const INTERVAL_DAYS: Record<string, number> = { day: 1, week: 7, month: 30, year: 365 };
export function periodEnd(start: number, { recurring }: FakePrice): number {
  const days = INTERVAL_DAYS[recurring?.interval ?? 'month'] ?? 30;
  return start + days * DAY * (recurring?.interval_count ?? 1);
}

export type ChargeOutcome = 'succeeded' | 'declined' | 'requires_action' | 'no_payment_method';
export type TestCard = { brand: string; last4: string; charge: ChargeOutcome | 'attach_declined' };
/** Stripe's magic test payment methods (https://docs.stripe.com/testing#cards). */
export const TEST_CARDS = new Map<string, TestCard>([
  ['pm_card_visa', { brand: 'visa', last4: '4242', charge: 'succeeded' }],
  ['pm_card_mastercard', { brand: 'mastercard', last4: '4444', charge: 'succeeded' }],
  ['pm_card_chargeDeclined', { brand: 'visa', last4: '0002', charge: 'attach_declined' }],
  ['pm_card_chargeCustomerFail', { brand: 'visa', last4: '0341', charge: 'declined' }],
  ['pm_card_authenticationRequired', { brand: 'visa', last4: '3184', charge: 'requires_action' }],
]);
export function outcomeOf(pm: string | null): ChargeOutcome {
  const charge = pm === null ? 'no_payment_method' : (TEST_CARDS.get(pm)?.charge ?? 'succeeded');
  return charge === 'attach_declined' ? 'declined' : charge;
}

export type FakeList<T> = { object: 'list'; data: T[]; has_more: boolean; url: string };
export function list<T>(url: string, data: T[] = []): FakeList<T> {
  return { object: 'list', data, has_more: false, url };
}

export function newCustomer(p: Params) {
  return {
    id: newId('cus'),
    object: 'customer' as const,
    created: now(),
    email: str(p, 'email') || null,
    name: str(p, 'name') || null,
    metadata: mergeMetadata({}, p.metadata),
    invoice_settings: { default_payment_method: null as string | null },
    deleted: undefined as true | undefined,
  };
}
export type FakeCustomer = ReturnType<typeof newCustomer>;

export function newPaymentMethod(id: string, customer: string, { brand, last4 }: TestCard) {
  const card = { brand, last4, exp_month: 12, exp_year: new Date().getFullYear() + 3 };
  return { id, object: 'payment_method' as const, type: 'card' as const, customer, card };
}
export type FakePaymentMethod = ReturnType<typeof newPaymentMethod>;

export function newPrice(p: Params, product: string) {
  const recurring = obj(p, 'recurring');
  const interval = str(recurring, 'interval');
  if (interval !== undefined && !(interval in INTERVAL_DAYS)) {
    throw invalid(`Invalid recurring[interval]: ${interval}`, 'recurring[interval]');
  }
  return {
    id: newId('price'),
    object: 'price' as const,
    active: true,
    created: now(),
    currency: required(p, 'currency').toLowerCase(),
    unit_amount: int(p, 'unit_amount') ?? fail(invalid('Missing required param: unit_amount.')),
    type: interval ? ('recurring' as const) : ('one_time' as const),
    recurring: interval
      ? { interval, interval_count: int(recurring, 'interval_count') ?? 1 }
      : null,
    lookup_key: str(p, 'lookup_key') || null,
    product,
    metadata: mergeMetadata({}, p.metadata),
  };
}
export type FakePrice = ReturnType<typeof newPrice>;

export function newItem(subscription: string, price: FakePrice, start: number, end?: number) {
  return {
    id: newId('si'),
    object: 'subscription_item' as const,
    subscription,
    price,
    quantity: 1,
    current_period_start: start,
    current_period_end: end ?? periodEnd(start, price),
  };
}
export type FakeSubscriptionItem = ReturnType<typeof newItem>;

export type SubscriptionStatus = 'incomplete' | 'trialing' | 'active' | 'past_due' | 'canceled';
export type PendingUpdate = { expires_at: number; subscription_items: FakeSubscriptionItem[] };
export function newSubscription(
  customer: string,
  p: Params,
  pm: string | null,
  trialEnd: number | null,
) {
  const id = newId('sub');
  return {
    id,
    object: 'subscription' as const,
    customer,
    status: 'incomplete' as SubscriptionStatus,
    created: now(),
    metadata: mergeMetadata({}, p.metadata),
    cancel_at_period_end: bool(p, 'cancel_at_period_end') ?? false,
    canceled_at: null as number | null,
    ended_at: null as number | null,
    trial_end: trialEnd,
    default_payment_method: pm,
    pending_update: null as PendingUpdate | null,
    items: list<FakeSubscriptionItem>(`/v1/subscription_items?subscription=${id}`),
    latest_invoice: null as string | null,
  };
}
export type FakeSubscription = ReturnType<typeof newSubscription>;

export function newInvoice(sub: FakeSubscription, amount: number, billingReason: string) {
  return {
    id: newId('in'),
    object: 'invoice' as const,
    customer: sub.customer,
    status: 'open' as 'draft' | 'open' | 'paid' | 'void',
    amount_due: amount,
    amount_paid: 0,
    amount_remaining: amount,
    currency: sub.items.data[0]?.price.currency ?? 'usd',
    attempt_count: 0,
    billing_reason: billingReason,
    created: now(),
    parent: { type: 'subscription_details', subscription_details: { subscription: sub.id } },
    // Includable fields: sent only when `expand` names them, as the real API does.
    confirmation_secret: null as { type: 'payment_intent'; client_secret: string } | null,
    payments: list<FakeInvoicePayment>('/v1/invoice_payments'),
  };
}
export type FakeInvoice = ReturnType<typeof newInvoice>;

export function newInvoicePayment(invoice: string, amount: number, paymentIntent: string) {
  return {
    id: newId('inpay'),
    object: 'invoice_payment' as const,
    invoice,
    amount_requested: amount,
    payment: { type: 'payment_intent' as const, payment_intent: paymentIntent },
    status: 'open' as 'open' | 'paid',
  };
}
export type FakeInvoicePayment = ReturnType<typeof newInvoicePayment>;

export type IntentStatus = 'requires_payment_method' | 'requires_confirmation' | 'requires_action';
export function newPaymentIntent({ amount_due, currency, customer }: FakeInvoice) {
  const id = newId('pi');
  return {
    id,
    object: 'payment_intent' as const,
    amount: amount_due,
    currency,
    customer,
    status: 'requires_payment_method' as IntentStatus | 'succeeded',
    client_secret: `${id}_secret_${token(24)}`,
    last_payment_error: null as ErrorBody | null,
    next_action: null as { type: 'use_stripe_sdk'; use_stripe_sdk: Json } | null,
    payment_method: null as string | null,
    created: now(),
  };
}
export type FakePaymentIntent = ReturnType<typeof newPaymentIntent>;

export function newEvent(type: string, object: unknown, previousAttributes?: Json) {
  return {
    id: newId('evt'),
    object: 'event' as const,
    type,
    created: now(),
    api_version: Stripe.API_VERSION,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: structuredClone(object), previous_attributes: previousAttributes },
  };
}
export type StripeEvent = ReturnType<typeof newEvent>;

// ---------- helpers ----------

export const subscriptionOf = (invoice: FakeInvoice) =>
  invoice.parent.subscription_details.subscription;
export const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function renderCustomer(customer: FakeCustomer): object {
  return customer.deleted ? { id: customer.id, object: 'customer', deleted: true } : customer;
}

/** The paths requested under `field`, relative to it, or undefined when it is not expanded. */
export function expansion(expand: string[], field: string): string[] | undefined {
  const hits = expand.filter((path) => path === field || path.startsWith(`${field}.`));
  return hits.length ? hits.map((path) => path.slice(field.length + 1)).filter(Boolean) : undefined;
}

/** Stripe rejects expansions of fields that are not expandable, e.g. basil's removed ones. */
export function rejectUnexpandable(expand: string[], allowed: string[]): void {
  const bad = expand.find((path) => !allowed.some((a) => path === a || path.startsWith(`${a}.`)));
  if (bad !== undefined) throw invalid(`This property cannot be expanded (${bad}).`, 'expand');
}

export function charge(
  inv: FakeInvoice,
  pi: FakePaymentIntent,
  pm: string | null,
  outcome = outcomeOf(pm),
) {
  pi.status = 'requires_payment_method';
  pi.payment_method = pm;
  pi.next_action = pi.last_payment_error = null;
  if (outcome === 'no_payment_method') return outcome;
  inv.attempt_count += 1;
  if (outcome === 'succeeded') {
    markPaid(inv, pi);
  } else if (outcome === 'requires_action') {
    pi.status = 'requires_action';
    pi.next_action = {
      type: 'use_stripe_sdk',
      use_stripe_sdk: { type: 'three_d_secure_redirect' },
    };
  } else {
    // A failed attempt detaches the payment method from the intent, as Stripe does.
    pi.payment_method = null;
    pi.last_payment_error = { ...DECLINE };
  }
  return outcome;
}

export function markPaid(invoice: FakeInvoice, pi?: FakePaymentIntent): void {
  invoice.status = 'paid';
  invoice.amount_paid = invoice.amount_due;
  invoice.amount_remaining = 0;
  for (const row of invoice.payments.data) row.status = 'paid';
  if (pi) pi.status = 'succeeded';
}

/**
 * A local HTTP server speaking the subset of the Stripe v1 API the billing adapter uses, so tests
 * drive the real `stripe` SDK: form-encoded requests, Stripe-shaped JSON and errors, idempotency
 * keys, Stripe's magic test payment methods and includable/expandable invoice fields.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

type Params = Record<string, unknown>;
type Json = Record<string, unknown>;
type ErrorBody = { type: string; message: string } & Partial<Record<ErrorField, string>>;
type ErrorField = 'code' | 'decline_code' | 'param';
export type InjectedError = { status?: number; type?: string; code?: string; message?: string };

export interface FakeStripe {
  readonly port: number;
  readonly secretKey: string;
  readonly webhookSecret: string;
  readonly customers: Map<string, FakeCustomer>;
  /** Attached payment methods by customer id, then payment method id. */
  readonly paymentMethods: Map<string, Map<string, FakePaymentMethod>>;
  readonly prices: Map<string, FakePrice>;
  readonly subscriptions: Map<string, FakeSubscription>;
  readonly invoices: Map<string, FakeInvoice>;
  readonly paymentIntents: Map<string, FakePaymentIntent>;
  /** Every request received: method, path (without query), parsed params. */
  readonly requests: { method: string; path: string; params: Params }[];
  /** The next `times` requests matching method + path prefix fail (default 500 api_error). */
  failNext(method: string, pathPrefix: string, error?: InjectedError, times?: number): void;
  /** Runs `hook` once, after the next matching request is handled and before it is answered. */
  onceAfter(method: string, pathPrefix: string, hook: () => Promise<void> | void): void;
  /** What Stripe.js does once the customer passes 3-D Secure; returns the events Stripe sends. */
  confirmPaymentIntent(id: string): StripeEvent[];
  /** A renewal whose charge is declined: a new open invoice and a past_due subscription. */
  failRenewal(subscriptionId: string): StripeEvent[];
  /** An event carrying a snapshot of `object`, shaped as Stripe delivers it to webhooks. */
  event(type: string, object: unknown, previousAttributes?: Json): StripeEvent;
  /** The raw payload and a valid `Stripe-Signature` header for `event`. */
  signed(event: StripeEvent): { payload: string; header: string };
  close(): Promise<void>;
}

// ---------- request parameters ----------

/** Parses Stripe's form encoding (`items[0][price]=x`, `lookup_keys[]=a`) into objects and arrays. */
export function parseForm(text: string): Params {
  const root: Params = {};
  const decode = (s: string) => decodeURIComponent(s.replace(/\+/g, ' '));
  for (const pair of text.split('&').filter(Boolean)) {
    const [rawKey = '', ...rawValue] = pair.split('=');
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(decode(rawKey));
    if (!match?.[1]) continue;
    const brackets = Array.from((match[2] ?? '').matchAll(/\[([^[\]]*)\]/g), (m) => m[1] ?? '');
    assign(root, [match[1], ...brackets], decode(rawValue.join('=')));
  }
  return root;
}

function assign(target: Params | unknown[], path: string[], value: string): void {
  const [head = '', ...rest] = path;
  const slots = target as Params;
  const key = Array.isArray(target) && head === '' ? String(target.length) : head;
  if (rest.length === 0) {
    slots[key] = value;
    return;
  }
  if (typeof slots[key] !== 'object' || slots[key] === null) {
    slots[key] = /^\d*$/.test(rest[0] ?? '') ? [] : {};
  }
  assign(slots[key] as Params, rest, value);
}

const str = (p: Params, key: string) => (typeof p[key] === 'string' ? String(p[key]) : undefined);
const obj = (p: Params, key: string) => (typeof p[key] === 'object' ? (p[key] as Params) : {});
const strings = (p: Params, key: string) =>
  Object.values(obj(p, key)).filter((v): v is string => typeof v === 'string');
const bool = (p: Params, key: string) => (p[key] === undefined ? undefined : p[key] === 'true');
const required = (p: Params, key: string, param = key): string =>
  str(p, key) || fail(invalid(`Missing required param: ${param}.`, param, 'parameter_missing'));
function int(p: Params, key: string): number | undefined {
  const value = str(p, key);
  if (value === undefined) return undefined;
  return /^-?\d+$/.test(value) ? Number(value) : fail(invalid(`Invalid integer: ${value}`, key));
}
function oneOf<T extends string>(p: Params, key: string, allowed: readonly T[]): T {
  const value = (str(p, key) ?? allowed[0]) as T;
  if (allowed.includes(value)) return value;
  throw invalid(`Invalid ${key}: must be one of ${allowed.join(', ')}`, key);
}
/** Stripe merges metadata: an empty value deletes a key, an empty `metadata` clears them all. */
function mergeMetadata(current: Record<string, string>, update: unknown): Record<string, string> {
  if (update === '') return {};
  const next = { ...current };
  for (const [key, value] of Object.entries(typeof update === 'object' ? (update ?? {}) : {})) {
    if (value === '') delete next[key];
    else next[key] = String(value);
  }
  return next;
}
const firstItem = (p: Params) => obj(obj(p, 'items'), '0');

// ---------- errors ----------

class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.message);
  }
}
const fail = (error: StripeFailure): never => {
  throw error;
};
const invalid = (message: string, param?: string, code?: string) =>
  new StripeFailure(400, { type: 'invalid_request_error', message, param, code });
/** Unknown ids in the URL are 404s; unknown ids in the parameters are 400s naming the parameter. */
const missing = (noun: string, id: string, param?: string) =>
  new StripeFailure(param ? 400 : 404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${noun}: '${id}'`,
    param: param ?? 'id',
  });
const DECLINE: ErrorBody = {
  type: 'card_error',
  code: 'card_declined',
  decline_code: 'generic_decline',
  message: 'Your card was declined.',
};
const REQUIRES_ACTION: ErrorBody = {
  type: 'card_error',
  code: 'invoice_payment_intent_requires_action',
  message: 'This payment requires additional user action before it can be completed.',
};
const paymentFailure = (outcome: ChargeOutcome) =>
  outcome === 'no_payment_method'
    ? invalid('This customer has no attached payment source or default payment method.')
    : new StripeFailure(402, outcome === 'requires_action' ? REQUIRES_ACTION : DECLINE);
const errorType = (status: number) =>
  status === 402 ? 'card_error' : status < 500 ? 'invalid_request_error' : 'api_error';
function find<T>(map: Map<string, T>, id: string, noun: string, param?: string): T {
  return map.get(id) ?? fail(missing(noun, id, param));
}

// ---------- ids, time, test cards ----------

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const token = (length: number) =>
  Array.from(randomBytes(length), (b) => ALPHABET.charAt(b % ALPHABET.length)).join('');
const newId = (prefix: string) => `${prefix}_${token(14)}`;
const now = () => Math.floor(Date.now() / 1000);
const DAY = 86_400;
const INTERVAL_DAYS: Record<string, number> = { day: 1, week: 7, month: 30, year: 365 };
function periodEnd(start: number, { recurring }: FakePrice): number {
  const days = INTERVAL_DAYS[recurring?.interval ?? 'month'] ?? 30;
  return start + days * DAY * (recurring?.interval_count ?? 1);
}

type ChargeOutcome = 'succeeded' | 'declined' | 'requires_action' | 'no_payment_method';
type TestCard = { brand: string; last4: string; charge: ChargeOutcome | 'attach_declined' };
/** Stripe's magic test payment methods (https://docs.stripe.com/testing#cards). */
const TEST_CARDS = new Map<string, TestCard>([
  ['pm_card_visa', { brand: 'visa', last4: '4242', charge: 'succeeded' }],
  ['pm_card_mastercard', { brand: 'mastercard', last4: '4444', charge: 'succeeded' }],
  ['pm_card_chargeDeclined', { brand: 'visa', last4: '0002', charge: 'attach_declined' }],
  ['pm_card_chargeCustomerFail', { brand: 'visa', last4: '0341', charge: 'declined' }],
  ['pm_card_authenticationRequired', { brand: 'visa', last4: '3184', charge: 'requires_action' }],
]);
function outcomeOf(pm: string | null): ChargeOutcome {
  const charge = pm === null ? 'no_payment_method' : (TEST_CARDS.get(pm)?.charge ?? 'succeeded');
  return charge === 'attach_declined' ? 'declined' : charge;
}

// ---------- Stripe objects: each exported type is what its factory builds ----------

export type FakeList<T> = { object: 'list'; data: T[]; has_more: boolean; url: string };
function list<T>(url: string, data: T[] = []): FakeList<T> {
  return { object: 'list', data, has_more: false, url };
}

function newCustomer(p: Params) {
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

function newPaymentMethod(id: string, customer: string, { brand, last4 }: TestCard) {
  const card = { brand, last4, exp_month: 12, exp_year: new Date().getFullYear() + 3 };
  return { id, object: 'payment_method' as const, type: 'card' as const, customer, card };
}
export type FakePaymentMethod = ReturnType<typeof newPaymentMethod>;

function newPrice(p: Params, product: string) {
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

function newItem(subscription: string, price: FakePrice, start: number, end?: number) {
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

type SubscriptionStatus = 'incomplete' | 'trialing' | 'active' | 'past_due' | 'canceled';
type PendingUpdate = { expires_at: number; subscription_items: FakeSubscriptionItem[] };
function newSubscription(customer: string, p: Params, pm: string | null, trialEnd: number | null) {
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

function newInvoice(sub: FakeSubscription, amount: number, billingReason: string) {
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

function newInvoicePayment(invoice: string, amount: number, paymentIntent: string) {
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

type IntentStatus = 'requires_payment_method' | 'requires_confirmation' | 'requires_action';
function newPaymentIntent({ amount_due, currency, customer }: FakeInvoice) {
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

function newEvent(type: string, object: unknown, previousAttributes?: Json) {
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

// ---------- the server ----------

type Handler = (params: Params, id: string) => unknown;
type Reply = { status: number; payload: string; replayed?: boolean };
type Rule<T> = { method: string; prefix: string; value: T };
const ON_CREATE = ['allow_incomplete', 'error_if_incomplete', 'default_incomplete'] as const;
const ON_UPDATE = ['allow_incomplete', 'pending_if_incomplete', 'error_if_incomplete'] as const;
const ITEM_PRICE = 'items[0][price]';

class FakeStripeServer implements FakeStripe {
  readonly secretKey = 'sk_test_fake';
  readonly webhookSecret = `whsec_fake_${token(24)}`;
  readonly customers = new Map<string, FakeCustomer>();
  readonly paymentMethods = new Map<string, Map<string, FakePaymentMethod>>();
  readonly prices = new Map<string, FakePrice>();
  readonly subscriptions = new Map<string, FakeSubscription>();
  readonly invoices = new Map<string, FakeInvoice>();
  readonly paymentIntents = new Map<string, FakePaymentIntent>();
  readonly requests: FakeStripe['requests'] = [];
  private readonly failures: Rule<{ error: InjectedError; times: number }>[] = [];
  private readonly hooks: Rule<() => Promise<void> | void>[] = [];
  private readonly idempotent = new Map<string, Reply & { body: string }>();
  readonly server = createServer((req, res) => void this.handle(req, res));

  private readonly routes: Record<string, Handler> = {
    'POST /v1/customers': (p) => this.createCustomer(p),
    'GET /v1/customers/:id': (_, id) => renderCustomer(this.customer(id)),
    'POST /v1/customers/:id': (p, id) => this.updateCustomer(this.liveCustomer(id), p),
    'DELETE /v1/customers/:id': (_, id) => this.deleteCustomer(this.customer(id)),
    'POST /v1/payment_methods/:id/attach': (p, id) => this.attach(id, p),
    'GET /v1/prices': (p) => this.listPrices(p),
    'POST /v1/prices': (p) => this.createPrice(p),
    'GET /v1/prices/:id': (_, id) => find(this.prices, id, 'price'),
    'POST /v1/subscriptions': (p) => this.createSubscription(p),
    'GET /v1/subscriptions/:id': (p, id) => this.renderSubscription(this.subscription(id), p),
    'POST /v1/subscriptions/:id': (p, id) => this.updateSubscription(this.subscription(id), p),
    'DELETE /v1/subscriptions/:id': (p, id) => this.cancelSubscription(this.subscription(id), p),
    'GET /v1/invoices/:id': (p, id) => this.renderInvoice(this.invoice(id), strings(p, 'expand')),
    'POST /v1/invoices/:id/pay': (p, id) => this.payInvoice(this.invoice(id), p),
    'GET /v1/payment_intents/:id': (_, id) => find(this.paymentIntents, id, 'payment_intent'),
  };

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  close(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.close((err) => (err ? reject(err) : resolve()));
      // The SDK keeps connections alive; close() would otherwise wait for them to time out.
      this.server.closeAllConnections();
    });
  }

  failNext(method: string, prefix: string, error: InjectedError = {}, times = 1): void {
    this.failures.push({ method, prefix, value: { error, times } });
  }

  onceAfter(method: string, prefix: string, hook: () => Promise<void> | void): void {
    this.hooks.push({ method, prefix, value: hook });
  }

  // ---------- HTTP ----------

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const reply = await this.respond(req).catch((err: unknown) =>
      toReply(new StripeFailure(500, { type: 'api_error', message: String(err) })),
    );
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (reply.replayed) headers['idempotent-replayed'] = 'true';
    res.writeHead(reply.status, { ...headers, 'request-id': newId('req') });
    res.end(reply.payload);
  }

  private async respond(req: IncomingMessage): Promise<Reply> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const method = req.method ?? 'GET';
    const body = await readBody(req);
    const params = parseForm(method === 'POST' ? body : url.search.slice(1));
    this.requests.push({ method, path: url.pathname, params });
    const authFailure = checkAuth(req.headers.authorization);
    if (authFailure) return toReply(authFailure);
    const key = method === 'POST' ? String(req.headers['idempotency-key'] ?? '') : '';
    const saved = this.idempotent.get(key);
    if (saved) return saved.body === body ? { ...saved, replayed: true } : idempotencyError(key);
    const injected = this.takeFailure(method, url.pathname);
    if (injected) return toReply(injected);
    const reply = this.dispatch(method, url.pathname, params);
    // Stripe keeps the result of a request that ran (even a card error), not of a rejected one.
    const ran = reply.status < 400 || reply.status === 402;
    if (key && ran) this.idempotent.set(key, { ...reply, body });
    await takeRule(this.hooks, method, url.pathname)?.value();
    return reply;
  }

  private takeFailure(method: string, path: string): StripeFailure | undefined {
    const rule = this.failures.find((r) => r.method === method && path.startsWith(r.prefix));
    if (!rule) return undefined;
    if (--rule.value.times <= 0) this.failures.splice(this.failures.indexOf(rule), 1);
    const { status = 500, type, code, message = 'An unknown error occurred.' } = rule.value.error;
    return new StripeFailure(status, { type: type ?? errorType(status), code, message });
  }

  private dispatch(method: string, path: string, params: Params): Reply {
    try {
      for (const [route, handler] of Object.entries(this.routes)) {
        const [verb, pattern = ''] = route.split(' ');
        const match = new RegExp(`^${pattern.replace(':id', '([^/]+)')}$`).exec(path);
        if (verb !== method || !match) continue;
        const payload = JSON.stringify(handler(params, decodeURIComponent(match[1] ?? '')));
        return { status: 200, payload };
      }
      const message = `Unrecognized request URL (${method}: ${path}).`;
      throw new StripeFailure(404, { type: 'invalid_request_error', message });
    } catch (err) {
      if (err instanceof StripeFailure) return toReply(err);
      throw err;
    }
  }

  // ---------- customers, payment methods, prices ----------

  private customer(id: string): FakeCustomer {
    return find(this.customers, id, 'customer');
  }

  private liveCustomer(id: string, param?: string): FakeCustomer {
    const customer = find(this.customers, id, 'customer', param);
    return customer.deleted ? fail(missing('customer', id, param)) : customer;
  }

  /** The payment method named by `p[key]` if `customer` has it attached; empty or absent is null. */
  private attached(customer: string, p: Params, key: string, param = key): string | null {
    const pm = str(p, key);
    if (!pm || this.paymentMethods.get(customer)?.has(pm)) return pm || null;
    const message = `The customer does not have a payment method with the ID ${pm}. The payment method must be attached to the customer.`;
    throw invalid(message, param, 'resource_missing');
  }

  private createCustomer(p: Params): FakeCustomer {
    const customer = newCustomer(p);
    this.customers.set(customer.id, customer);
    this.paymentMethods.set(customer.id, new Map());
    return customer;
  }

  private updateCustomer(customer: FakeCustomer, p: Params): FakeCustomer {
    const settings = obj(p, 'invoice_settings');
    if (settings.default_payment_method !== undefined) {
      const param = 'invoice_settings[default_payment_method]';
      const pm = this.attached(customer.id, settings, 'default_payment_method', param);
      customer.invoice_settings.default_payment_method = pm;
    }
    if (p.email !== undefined) customer.email = str(p, 'email') || null;
    if (p.name !== undefined) customer.name = str(p, 'name') || null;
    customer.metadata = mergeMetadata(customer.metadata, p.metadata);
    return customer;
  }

  private deleteCustomer(customer: FakeCustomer): object {
    customer.deleted = true;
    for (const sub of this.subscriptions.values()) {
      if (sub.customer === customer.id) this.cancelSubscription(sub, {});
    }
    return renderCustomer(customer);
  }

  private attach(pmId: string, p: Params): FakePaymentMethod {
    const card = TEST_CARDS.get(pmId) ?? fail(missing('PaymentMethod', pmId));
    const customer = this.liveCustomer(required(p, 'customer'), 'customer');
    if (card.charge === 'attach_declined') throw new StripeFailure(402, DECLINE);
    // A test id stands for a card the browser created, so many customers may attach the same id.
    const pm = newPaymentMethod(pmId, customer.id, card);
    this.paymentMethods.get(customer.id)?.set(pmId, pm);
    return pm;
  }

  private listPrices(p: Params): FakeList<FakePrice> {
    const [keys, active, limit = 10] = [
      strings(p, 'lookup_keys'),
      bool(p, 'active'),
      int(p, 'limit'),
    ];
    const matching = [...this.prices.values()].filter(
      (price) =>
        (keys.length === 0 || keys.includes(price.lookup_key ?? '')) &&
        (active === undefined || price.active === active),
    );
    return { ...list('/v1/prices', matching.slice(0, limit)), has_more: matching.length > limit };
  }

  private createPrice(p: Params): FakePrice {
    const lookupKey = str(p, 'lookup_key');
    const holder = [...this.prices.values()].find((x) => lookupKey && x.lookup_key === lookupKey);
    if (holder && !bool(p, 'transfer_lookup_key')) {
      throw invalid(`A price (\`${holder.id}\`) already uses that lookup key.`, 'lookup_key');
    }
    const product = str(p, 'product') || (str(obj(p, 'product_data'), 'name') && newId('prod'));
    if (!product) throw invalid('Missing required param: product.', 'product', 'parameter_missing');
    const price = newPrice(p, product);
    if (holder) holder.lookup_key = null;
    this.prices.set(price.id, price);
    return price;
  }

  // ---------- subscriptions ----------

  private subscription(id: string): FakeSubscription {
    return find(this.subscriptions, id, 'subscription');
  }

  private itemPrice(item: Params): FakePrice {
    return find(this.prices, required(item, 'price', ITEM_PRICE), 'price', ITEM_PRICE);
  }

  private defaultPaymentMethod(sub: FakeSubscription): string | null {
    const { invoice_settings } = this.customer(sub.customer);
    return sub.default_payment_method ?? invoice_settings.default_payment_method;
  }

  private renderSubscription(sub: FakeSubscription, p: Params): Json {
    const expand = strings(p, 'expand');
    rejectUnexpandable(expand, ['latest_invoice']);
    const out: Json = structuredClone(sub);
    const nested = expansion(expand, 'latest_invoice');
    if (nested && sub.latest_invoice) {
      out.latest_invoice = this.renderInvoice(this.invoice(sub.latest_invoice), nested);
    }
    return out;
  }

  private createSubscription(p: Params): Json {
    const customer = this.liveCustomer(required(p, 'customer'), 'customer');
    const price = this.itemPrice(firstItem(p));
    if (price.type !== 'recurring') throw invalid('The price must be recurring.', ITEM_PRICE);
    const behavior = oneOf(p, 'payment_behavior', ON_CREATE);
    const pm = this.attached(customer.id, p, 'default_payment_method');
    const trialDays = int(p, 'trial_period_days') ?? 0;
    const trialEnd = trialDays > 0 ? now() + trialDays * DAY : null;
    const sub = newSubscription(customer.id, p, pm, trialEnd);
    sub.items.data.push(newItem(sub.id, price, sub.created, trialEnd ?? undefined));
    const invoice = newInvoice(sub, trialEnd ? 0 : price.unit_amount, 'subscription_create');
    sub.latest_invoice = invoice.id;
    const pi = this.intentFor(invoice);
    if (!pi) {
      sub.status = trialEnd ? 'trialing' : 'active';
    } else if (behavior === 'default_incomplete') {
      // The first payment is left for the frontend to confirm.
      pi.payment_method = this.defaultPaymentMethod(sub);
      pi.status = pi.payment_method ? 'requires_confirmation' : 'requires_payment_method';
    } else {
      const outcome = charge(invoice, pi, this.defaultPaymentMethod(sub));
      if (outcome === 'succeeded') sub.status = 'active';
      else if (behavior === 'error_if_incomplete') throw paymentFailure(outcome);
    }
    this.save(invoice, pi);
    this.subscriptions.set(sub.id, sub);
    return this.renderSubscription(sub, p);
  }

  private updateSubscription(sub: FakeSubscription, p: Params): Json {
    const changes = Object.keys(p).filter((key) => key !== 'metadata' && key !== 'expand');
    if (sub.status === 'canceled' && changes.length > 0) {
      throw invalid('A canceled subscription can only update its metadata.');
    }
    const pmGiven = p.default_payment_method !== undefined;
    const pm = this.attached(sub.customer, p, 'default_payment_method');
    const newPrice = this.requestedPrice(sub, p);
    if (newPrice) {
      const behavior = oneOf(p, 'payment_behavior', ON_UPDATE);
      this.changePrice(sub, newPrice, behavior, pmGiven ? pm : this.defaultPaymentMethod(sub));
    }
    if (pmGiven) sub.default_payment_method = pm;
    sub.metadata = mergeMetadata(sub.metadata, p.metadata);
    sub.cancel_at_period_end = bool(p, 'cancel_at_period_end') ?? sub.cancel_at_period_end;
    return this.renderSubscription(sub, p);
  }

  /** Subscriptions here have one item, so a price change must name it (Stripe would add an item). */
  private requestedPrice(sub: FakeSubscription, p: Params): FakePrice | undefined {
    const [item, current] = [firstItem(p), sub.items.data[0]];
    if (Object.keys(item).length === 0 || !current) return undefined;
    const itemId = required(item, 'id', 'items[0][id]');
    if (itemId !== current.id) throw missing('subscription item', itemId, 'items[0][id]');
    const price = item.price === undefined ? current.price : this.itemPrice(item);
    return price.id === current.price.id ? undefined : price;
  }

  /** Bills the new price in full (no proration) and restarts the period once it is paid. */
  private changePrice(
    sub: FakeSubscription,
    price: FakePrice,
    behavior: string,
    pm: string | null,
  ) {
    const item = { ...newItem(sub.id, price, now()), id: sub.items.data[0]?.id ?? newId('si') };
    if (sub.status === 'trialing') {
      sub.items.data = [{ ...item, current_period_end: sub.trial_end ?? item.current_period_end }];
      return;
    }
    const invoice = newInvoice(sub, price.unit_amount, 'subscription_update');
    const pi = this.intentFor(invoice);
    const outcome = pi ? charge(invoice, pi, pm) : 'succeeded';
    const paid = outcome === 'succeeded';
    if (!paid && behavior === 'error_if_incomplete') throw paymentFailure(outcome);
    this.save(invoice, pi);
    sub.latest_invoice = invoice.id;
    if (!paid && behavior === 'pending_if_incomplete') {
      sub.pending_update = { expires_at: now() + DAY - 3600, subscription_items: [item] };
      return;
    }
    sub.items.data = [item];
    sub.pending_update = null;
    sub.status = paid ? 'active' : 'past_due';
  }

  private cancelSubscription(sub: FakeSubscription, p: Params): Json {
    if (sub.status !== 'canceled') {
      sub.status = 'canceled';
      sub.canceled_at = sub.ended_at = now();
      sub.pending_update = null;
    }
    return this.renderSubscription(sub, p);
  }

  // ---------- invoices and payment intents ----------

  private invoice(id: string): FakeInvoice {
    return find(this.invoices, id, 'invoice');
  }

  private renderInvoice(invoice: FakeInvoice, expand: string[]): Json {
    rejectUnexpandable(expand, ['payments', 'confirmation_secret']);
    const copy: FakeInvoice & Json = structuredClone(invoice);
    const { payments, confirmation_secret, ...out } = copy;
    if (expansion(expand, 'confirmation_secret')) out.confirmation_secret = confirmation_secret;
    const nested = expansion(expand, 'payments');
    if (!nested) return out;
    rejectUnexpandable(nested, ['data.payment.payment_intent']);
    const intent = (id: string) => (nested.length > 0 ? this.paymentIntents.get(id) : id);
    const data = payments.data.map(({ payment, ...row }) => ({
      ...row,
      payment: { ...payment, payment_intent: intent(payment.payment_intent) },
    }));
    return { ...out, payments: { ...payments, data } };
  }

  /** Creates the invoice's payment intent, or marks the invoice paid when there is nothing due. */
  private intentFor(invoice: FakeInvoice): FakePaymentIntent | undefined {
    if (invoice.amount_due === 0) {
      markPaid(invoice);
      return undefined;
    }
    const pi = newPaymentIntent(invoice);
    invoice.confirmation_secret = { type: 'payment_intent', client_secret: pi.client_secret };
    invoice.payments.data.push(newInvoicePayment(invoice.id, invoice.amount_due, pi.id));
    return pi;
  }

  /** Objects are stored once their request succeeds, so a refused request leaves nothing behind. */
  private save(invoice: FakeInvoice, pi?: FakePaymentIntent): void {
    this.invoices.set(invoice.id, invoice);
    if (pi) this.paymentIntents.set(pi.id, pi);
  }

  private payInvoice(invoice: FakeInvoice, p: Params): Json {
    if (invoice.status === 'paid') throw invalid('Invoice is already paid');
    if (invoice.status !== 'open') throw invalid(`This invoice is ${invoice.status}.`);
    const given = this.attached(invoice.customer, p, 'payment_method');
    const pm = given ?? this.defaultPaymentMethod(this.subscription(subscriptionOf(invoice)));
    const intentId = invoice.payments.data[0]?.payment.payment_intent ?? '';
    const outcome = charge(invoice, find(this.paymentIntents, intentId, 'payment_intent'), pm);
    if (outcome !== 'succeeded') throw paymentFailure(outcome);
    this.settle(invoice);
    return this.renderInvoice(invoice, strings(p, 'expand'));
  }

  /** A paid latest invoice activates its subscription and applies any pending update. */
  private settle(invoice: FakeInvoice): void {
    const sub = this.subscriptions.get(subscriptionOf(invoice));
    if (!sub || sub.latest_invoice !== invoice.id) return;
    if (sub.pending_update) sub.items.data = sub.pending_update.subscription_items;
    sub.pending_update = null;
    if (sub.status === 'incomplete' || sub.status === 'past_due') sub.status = 'active';
  }

  // ---------- what happens outside the API ----------

  confirmPaymentIntent(id: string): StripeEvent[] {
    const pi = this.paymentIntents.get(id);
    const invoice = [...this.invoices.values()].find((inv) =>
      inv.payments.data.some((row) => row.payment.payment_intent === id),
    );
    if (!pi || !invoice || !['requires_action', 'requires_confirmation'].includes(pi.status)) {
      throw new Error(`payment intent ${id} cannot be confirmed (${pi?.status ?? 'unknown'})`);
    }
    const sub = this.subscription(subscriptionOf(invoice));
    const before = this.renderSubscription(sub, {});
    pi.next_action = null;
    markPaid(invoice, pi);
    this.settle(invoice);
    return this.events('invoice.paid', invoice, sub, before);
  }

  failRenewal(subscriptionId: string): StripeEvent[] {
    const sub = this.subscription(subscriptionId);
    const item = sub.items.data[0];
    if (!item) throw new Error(`subscription ${subscriptionId} has no item`);
    const before = this.renderSubscription(sub, {});
    item.current_period_start = item.current_period_end;
    item.current_period_end = periodEnd(item.current_period_start, item.price);
    const invoice = newInvoice(sub, item.price.unit_amount, 'subscription_cycle');
    const pi = this.intentFor(invoice);
    if (pi) charge(invoice, pi, this.defaultPaymentMethod(sub), 'declined');
    this.save(invoice, pi);
    sub.latest_invoice = invoice.id;
    sub.status = 'past_due';
    return this.events('invoice.payment_failed', invoice, sub, before);
  }

  private events(type: string, invoice: FakeInvoice, sub: FakeSubscription, before: Json) {
    const after = this.renderSubscription(sub, {});
    const changed = Object.entries(before).filter(([key, value]) => !same(value, after[key]));
    return [
      this.event(type, this.renderInvoice(invoice, [])),
      this.event('customer.subscription.updated', after, Object.fromEntries(changed)),
    ];
  }

  event(type: string, object: unknown, previousAttributes?: Json): StripeEvent {
    return newEvent(type, object, previousAttributes);
  }

  signed(event: StripeEvent): { payload: string; header: string } {
    const payload = JSON.stringify(event, null, 2);
    const secret = this.webhookSecret;
    return { payload, header: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
  }
}

// ---------- helpers ----------

const subscriptionOf = (invoice: FakeInvoice) => invoice.parent.subscription_details.subscription;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function renderCustomer(customer: FakeCustomer): object {
  return customer.deleted ? { id: customer.id, object: 'customer', deleted: true } : customer;
}

/** The paths requested under `field`, relative to it, or undefined when it is not expanded. */
function expansion(expand: string[], field: string): string[] | undefined {
  const hits = expand.filter((path) => path === field || path.startsWith(`${field}.`));
  return hits.length ? hits.map((path) => path.slice(field.length + 1)).filter(Boolean) : undefined;
}

/** Stripe rejects expansions of fields that are not expandable, e.g. basil's removed ones. */
function rejectUnexpandable(expand: string[], allowed: string[]): void {
  const bad = expand.find((path) => !allowed.some((a) => path === a || path.startsWith(`${a}.`)));
  if (bad !== undefined) throw invalid(`This property cannot be expanded (${bad}).`, 'expand');
}

function charge(
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

function markPaid(invoice: FakeInvoice, pi?: FakePaymentIntent): void {
  invoice.status = 'paid';
  invoice.amount_paid = invoice.amount_due;
  invoice.amount_remaining = 0;
  for (const row of invoice.payments.data) row.status = 'paid';
  if (pi) pi.status = 'succeeded';
}

function checkAuth(header: string | undefined): StripeFailure | undefined {
  const key = /^Bearer (\S+)$/.exec(header ?? '')?.[1];
  if (key?.startsWith('sk_test_')) return undefined;
  const message = key
    ? `Invalid API Key provided: ${key.slice(0, 8)}***`
    : 'You did not provide an API key. Provide it in the Authorization header, using Bearer auth.';
  return new StripeFailure(401, { type: 'invalid_request_error', message });
}

function toReply(failure: StripeFailure): Reply {
  return { status: failure.status, payload: JSON.stringify({ error: failure.body }) };
}

function idempotencyError(key: string): Reply {
  const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`;
  return toReply(new StripeFailure(400, { type: 'idempotency_error', message }));
}

function takeRule<T>(rules: Rule<T>[], method: string, path: string): Rule<T> | undefined {
  const index = rules.findIndex((rule) => rule.method === method && path.startsWith(rule.prefix));
  return index < 0 ? undefined : rules.splice(index, 1)[0];
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const fake = new FakeStripeServer();
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  return fake;
}

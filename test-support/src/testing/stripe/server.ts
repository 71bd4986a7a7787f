/** The fake Stripe API: subscriptions, invoices, payment intents and what happens outside the API. */
import Stripe from 'stripe';
import type { FakeStripe } from '../fakeStripe';
import { CustomerBooks } from './books';
import { find, invalid, missing, paymentFailure } from './errors';
import type { Handler } from './httpFake';
import {
  charge,
  expansion,
  markPaid,
  newEvent,
  newId,
  newInvoice,
  newInvoicePayment,
  newItem,
  newPaymentIntent,
  newSubscription,
  now,
  periodEnd,
  rejectUnexpandable,
  renderCustomer,
  same,
  subscriptionOf,
  DAY,
  type FakeInvoice,
  type FakePaymentIntent,
  type FakePrice,
  type FakeSubscription,
  type StripeEvent,
} from './objects';
import {
  bool,
  firstItem,
  int,
  mergeMetadata,
  oneOf,
  required,
  strings,
  type Json,
  type Params,
} from './params';

const ON_CREATE = ['allow_incomplete', 'error_if_incomplete', 'default_incomplete'] as const;
const ON_UPDATE = ['allow_incomplete', 'pending_if_incomplete', 'error_if_incomplete'] as const;
const ITEM_PRICE = 'items[0][price]';

export class FakeStripeServer extends CustomerBooks implements FakeStripe {
  protected readonly routes: Record<string, Handler> = {
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

  protected cancelSubscription(sub: FakeSubscription, p: Params): Json {
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

/** The fake's stores, and its customers, payment methods and prices. */
import { DECLINE, find, fail, invalid, missing, StripeFailure } from './errors';
import { HttpFake } from './httpFake';
import {
  list,
  newId,
  newCustomer,
  newPaymentMethod,
  newPrice,
  renderCustomer,
  TEST_CARDS,
  token,
  type FakeCustomer,
  type FakeInvoice,
  type FakeList,
  type FakePaymentIntent,
  type FakePaymentMethod,
  type FakePrice,
  type FakeSubscription,
} from './objects';
import {
  bool,
  int,
  mergeMetadata,
  obj,
  required,
  str,
  strings,
  type Json,
  type Params,
} from './params';

export abstract class CustomerBooks extends HttpFake {
  /** Deleting a customer cancels their subscriptions (the subclass keeps subscriptions). */
  protected abstract cancelSubscription(sub: FakeSubscription, p: Params): Json;

  readonly secretKey = 'sk_test_fake';
  readonly webhookSecret = `whsec_fake_${token(24)}`;
  readonly customers = new Map<string, FakeCustomer>();
  readonly paymentMethods = new Map<string, Map<string, FakePaymentMethod>>();
  readonly prices = new Map<string, FakePrice>();
  readonly subscriptions = new Map<string, FakeSubscription>();
  readonly invoices = new Map<string, FakeInvoice>();
  readonly paymentIntents = new Map<string, FakePaymentIntent>();

  protected customer(id: string): FakeCustomer {
    return find(this.customers, id, 'customer');
  }

  protected liveCustomer(id: string, param?: string): FakeCustomer {
    const customer = find(this.customers, id, 'customer', param);
    return customer.deleted ? fail(missing('customer', id, param)) : customer;
  }

  /** The payment method named by `p[key]` if `customer` has it attached; empty or absent is null. */
  protected attached(customer: string, p: Params, key: string, param = key): string | null {
    const pm = str(p, key);
    if (!pm || this.paymentMethods.get(customer)?.has(pm)) return pm || null;
    const message = `The customer does not have a payment method with the ID ${pm}. The payment method must be attached to the customer.`;
    throw invalid(message, param, 'resource_missing');
  }

  protected createCustomer(p: Params): FakeCustomer {
    const customer = newCustomer(p);
    this.customers.set(customer.id, customer);
    this.paymentMethods.set(customer.id, new Map());
    return customer;
  }

  protected updateCustomer(customer: FakeCustomer, p: Params): FakeCustomer {
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

  protected deleteCustomer(customer: FakeCustomer): object {
    customer.deleted = true;
    for (const sub of this.subscriptions.values()) {
      if (sub.customer === customer.id) this.cancelSubscription(sub, {});
    }
    return renderCustomer(customer);
  }

  protected attach(pmId: string, p: Params): FakePaymentMethod {
    const card = TEST_CARDS.get(pmId) ?? fail(missing('PaymentMethod', pmId));
    const customer = this.liveCustomer(required(p, 'customer'), 'customer');
    if (card.charge === 'attach_declined') throw new StripeFailure(402, DECLINE);
    // A test id stands for a card the browser created, so many customers may attach the same id.
    const pm = newPaymentMethod(pmId, customer.id, card);
    this.paymentMethods.get(customer.id)?.set(pmId, pm);
    return pm;
  }

  protected listPrices(p: Params): FakeList<FakePrice> {
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

  protected createPrice(p: Params): FakePrice {
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
}

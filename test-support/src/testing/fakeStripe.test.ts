/** Drives the fake only through the real `stripe` SDK, as the billing adapter will. */
import Stripe from 'stripe';
import { parseForm, startFakeStripe, type FakeStripe } from './fakeStripe';

let fake: FakeStripe;
let stripe: Stripe;
let monthly: Stripe.Price;
let yearly: Stripe.Price;

beforeAll(async () => {
  fake = await startFakeStripe();
  stripe = new Stripe(fake.secretKey, {
    host: '127.0.0.1',
    port: fake.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
  const recurring = (interval: 'month' | 'year') => ({ interval });
  monthly = await stripe.prices.create({
    currency: 'eur',
    unit_amount: 500,
    recurring: recurring('month'),
    lookup_key: 'pro_monthly',
    product_data: { name: 'Pro' },
  });
  yearly = await stripe.prices.create({
    currency: 'eur',
    unit_amount: 5000,
    recurring: recurring('year'),
    lookup_key: 'pro_yearly',
    product_data: { name: 'Pro' },
  });
});

afterAll(() => fake.close());

/** A customer whose default payment method is the given test card. */
async function customerWith(pm?: string): Promise<Stripe.Customer> {
  const customer = await stripe.customers.create({ email: 'a@example.com' });
  if (!pm) return customer;
  await stripe.paymentMethods.attach(pm, { customer: customer.id });
  return stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: pm } });
}

function subscribe(customer: string, params: Partial<Stripe.SubscriptionCreateParams> = {}) {
  return stripe.subscriptions.create({
    customer,
    items: [{ price: monthly.id }],
    payment_behavior: 'allow_incomplete',
    expand: ['latest_invoice.payments'],
    ...params,
  });
}

/** The payment intent of a subscription's latest invoice, found the basil way. */
async function latestIntent(sub: Stripe.Subscription): Promise<Stripe.PaymentIntent> {
  const invoice = sub.latest_invoice as Stripe.Invoice;
  const id = invoice.payments?.data[0]?.payment.payment_intent;
  if (typeof id !== 'string') throw new Error('no payment intent');
  return stripe.paymentIntents.retrieve(id);
}

const invoiceOf = (sub: Stripe.Subscription) => sub.latest_invoice as Stripe.Invoice;

test('parseForm reads bracket notation into nested objects and arrays', () => {
  const form = 'items[0][price]=p&expand[0]=a.b&expand[1]=c&metadata[k]=v+w&lookup_keys[]=x';
  expect(parseForm(form)).toEqual({
    items: [{ price: 'p' }],
    expand: ['a.b', 'c'],
    metadata: { k: 'v w' },
    lookup_keys: ['x'],
  });
});

test('customers are created, updated and deleted', async () => {
  const created = await stripe.customers.create({
    email: 'x@example.com',
    name: 'X',
    metadata: { account_id: 'acc_1' },
  });
  expect(created).toMatchObject({ object: 'customer', email: 'x@example.com', name: 'X' });
  const updated = await stripe.customers.update(created.id, {
    email: 'y@example.com',
    metadata: { plan: 'pro' },
  });
  expect(updated.metadata).toEqual({ account_id: 'acc_1', plan: 'pro' });
  await expect(
    stripe.customers.update(created.id, {
      invoice_settings: { default_payment_method: 'pm_card_visa' },
    }),
  ).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);

  const sub = await subscribe((await customerWith('pm_card_visa')).id);
  const owner = sub.customer as string;
  await expect(stripe.customers.del(owner)).resolves.toMatchObject({ id: owner, deleted: true });
  await expect(stripe.customers.retrieve(owner)).resolves.toEqual({
    id: owner,
    object: 'customer',
    deleted: true,
  });
  expect(fake.subscriptions.get(sub.id)?.status).toBe('canceled');
  await expect(stripe.customers.retrieve('cus_nope')).rejects.toMatchObject({
    statusCode: 404,
    code: 'resource_missing',
  });
});

test('attaching a declined card raises a card error', async () => {
  const customer = await customerWith();
  const attach = stripe.paymentMethods.attach('pm_card_chargeDeclined', { customer: customer.id });
  await expect(attach).rejects.toBeInstanceOf(Stripe.errors.StripeCardError);
  await expect(
    stripe.paymentMethods.attach('pm_card_chargeDeclined', { customer: customer.id }),
  ).rejects.toMatchObject({ code: 'card_declined', decline_code: 'generic_decline' });
});

test('prices are found by lookup key and a lookup key moves only when transferred', async () => {
  const found = await stripe.prices.list({ lookup_keys: ['pro_monthly', 'pro_yearly'] });
  expect(found.data.map((price) => price.id).sort()).toEqual([monthly.id, yearly.id].sort());
  const again = { currency: 'eur', unit_amount: 600, lookup_key: 'pro_monthly' };
  await expect(
    stripe.prices.create({ ...again, recurring: { interval: 'month' }, product: 'prod_1' }),
  ).rejects.toMatchObject({ statusCode: 400, param: 'lookup_key' });
  const moved = await stripe.prices.create({
    ...again,
    recurring: { interval: 'month' },
    product: 'prod_1',
    transfer_lookup_key: true,
  });
  const now = await stripe.prices.list({ lookup_keys: ['pro_monthly'] });
  expect(now.data.map((price) => price.id)).toEqual([moved.id]);
  monthly = moved;
});

test('a good card makes the subscription active with a paid invoice', async () => {
  const customer = await customerWith('pm_card_visa');
  const sub = await subscribe(customer.id, { metadata: { account_id: 'acc_2' } });
  expect(sub.status).toBe('active');
  expect(sub.items.data[0]?.price.id).toBe(monthly.id);
  expect(invoiceOf(sub)).toMatchObject({ status: 'paid', amount_paid: monthly.unit_amount });
  expect((await latestIntent(sub)).status).toBe('succeeded');
  const plain = await stripe.subscriptions.retrieve(sub.id);
  expect(typeof plain.latest_invoice).toBe('string');
});

test('3-D Secure leaves the subscription incomplete until the intent is confirmed', async () => {
  const customer = await customerWith('pm_card_authenticationRequired');
  const sub = await subscribe(customer.id);
  expect(sub.status).toBe('incomplete');
  expect(invoiceOf(sub).status).toBe('open');
  const intent = await latestIntent(sub);
  expect(intent.status).toBe('requires_action');
  expect(intent.next_action?.type).toBe('use_stripe_sdk');
  expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_`));
  const expanded = await stripe.subscriptions.retrieve(sub.id, {
    expand: [
      'latest_invoice.confirmation_secret',
      'latest_invoice.payments.data.payment.payment_intent',
    ],
  });
  const invoice = invoiceOf(expanded);
  expect(invoice.confirmation_secret?.client_secret).toBe(intent.client_secret);
  expect(invoice.payments?.data[0]?.payment.payment_intent).toMatchObject({ id: intent.id });
  expect(invoiceOf(sub).confirmation_secret).toBeUndefined();

  const events = fake.confirmPaymentIntent(intent.id);
  expect(events.map((e) => e.type)).toEqual(['invoice.paid', 'customer.subscription.updated']);
  expect(events[1]?.data.previous_attributes).toMatchObject({ status: 'incomplete' });
  expect((await stripe.subscriptions.retrieve(sub.id)).status).toBe('active');
  expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('succeeded');
});

test('a failing card leaves the subscription incomplete, or refuses it with error_if_incomplete', async () => {
  const customer = await customerWith('pm_card_chargeCustomerFail');
  const sub = await subscribe(customer.id);
  expect(sub.status).toBe('incomplete');
  const intent = await latestIntent(sub);
  expect(intent.status).toBe('requires_payment_method');
  expect(intent.last_payment_error).toMatchObject({ type: 'card_error', code: 'card_declined' });

  const before = fake.subscriptions.size;
  await expect(
    subscribe(customer.id, { payment_behavior: 'error_if_incomplete' }),
  ).rejects.toMatchObject({ type: 'StripeCardError', code: 'card_declined' });
  expect(fake.subscriptions.size).toBe(before);
});

test('a trial starts trialing without a charge', async () => {
  const customer = await customerWith();
  const sub = await subscribe(customer.id, { trial_period_days: 14 });
  expect(sub.status).toBe('trialing');
  expect(invoiceOf(sub)).toMatchObject({ status: 'paid', amount_due: 0 });
  expect(invoiceOf(sub).payments?.data).toEqual([]);
});

test('a price change needing 3-D Secure stays pending until confirmed', async () => {
  const customer = await customerWith('pm_card_visa');
  const sub = await subscribe(customer.id);
  await stripe.paymentMethods.attach('pm_card_authenticationRequired', { customer: customer.id });
  const item = sub.items.data[0];
  const updated = await stripe.subscriptions.update(sub.id, {
    items: [{ id: item?.id, price: yearly.id }],
    proration_behavior: 'always_invoice',
    payment_behavior: 'pending_if_incomplete',
    default_payment_method: 'pm_card_authenticationRequired',
    expand: ['latest_invoice.payments'],
  });
  expect(updated.status).toBe('active');
  expect(updated.items.data[0]?.price.id).toBe(monthly.id);
  expect(updated.pending_update?.subscription_items?.[0]?.price.id).toBe(yearly.id);
  expect(invoiceOf(updated)).toMatchObject({ status: 'open', amount_due: 5000 });

  fake.confirmPaymentIntent((await latestIntent(updated)).id);
  const applied = await stripe.subscriptions.retrieve(sub.id);
  expect(applied.items.data[0]?.price.id).toBe(yearly.id);
  expect(applied.items.data[0]?.id).toBe(item?.id);
  expect(applied.pending_update).toBeNull();
});

test('a failed renewal is past_due until the invoice is paid with a good card', async () => {
  const customer = await customerWith('pm_card_visa');
  const sub = await subscribe(customer.id);
  const events = fake.failRenewal(sub.id);
  expect(events.map((e) => e.type)).toEqual([
    'invoice.payment_failed',
    'customer.subscription.updated',
  ]);
  const renewed = await stripe.subscriptions.retrieve(sub.id, { expand: ['latest_invoice'] });
  expect(renewed.status).toBe('past_due');
  expect(invoiceOf(renewed)).toMatchObject({ status: 'open', attempt_count: 1 });

  await stripe.paymentMethods.attach('pm_card_mastercard', { customer: customer.id });
  const invoiceId = invoiceOf(renewed).id ?? '';
  const paid = await stripe.invoices.pay(invoiceId, { payment_method: 'pm_card_mastercard' });
  expect(paid.status).toBe('paid');
  expect((await stripe.subscriptions.retrieve(sub.id)).status).toBe('active');
  await expect(stripe.invoices.pay(invoiceId)).rejects.toMatchObject({
    statusCode: 400,
    message: 'Invoice is already paid',
  });
});

test('paying with a card that needs 3-D Secure is refused with requires_action', async () => {
  const customer = await customerWith('pm_card_authenticationRequired');
  const sub = await subscribe(customer.id);
  const pay = stripe.invoices.pay(invoiceOf(sub).id ?? '');
  await expect(pay).rejects.toMatchObject({ code: 'invoice_payment_intent_requires_action' });
});

test('a repeated idempotency key replays the first response', async () => {
  const options = { idempotencyKey: 'signup-1' };
  const first = await stripe.customers.create({ email: 'once@example.com' }, options);
  const second = await stripe.customers.create({ email: 'once@example.com' }, options);
  expect(second.id).toBe(first.id);
  await expect(
    stripe.customers.create({ email: 'other@example.com' }, options),
  ).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
});

test('failNext makes the next matching request fail once', async () => {
  const customer = await customerWith('pm_card_visa');
  fake.failNext('POST', '/v1/subscriptions');
  await expect(subscribe(customer.id)).rejects.toBeInstanceOf(Stripe.errors.StripeAPIError);
  await expect(subscribe(customer.id)).resolves.toMatchObject({ status: 'active' });
});

test('onceAfter runs its hook after the request is handled, once', async () => {
  const seen: number[] = [];
  fake.onceAfter('POST', '/v1/customers', () => {
    seen.push(fake.customers.size);
  });
  await stripe.customers.create({ email: 'hook@example.com' });
  await stripe.customers.create({ email: 'hook@example.com' });
  expect(seen).toHaveLength(1);
  expect(fake.customers.size).toBe((seen[0] ?? 0) + 1);
});

test('requests are recorded with their form-encoded parameters', async () => {
  const customer = await customerWith('pm_card_visa');
  await subscribe(customer.id, { metadata: { account_id: 'acc_9' } });
  const last = fake.requests.at(-1);
  expect(last).toMatchObject({ method: 'POST', path: '/v1/subscriptions' });
  expect(last?.params).toMatchObject({
    items: [{ price: monthly.id }],
    metadata: { account_id: 'acc_9' },
    expand: ['latest_invoice.payments'],
  });
});

test('unknown routes, bad keys and removed expansions fail like Stripe', async () => {
  const wrongKey = new Stripe('sk_live_nope', {
    host: '127.0.0.1',
    port: fake.port,
    protocol: 'http',
  });
  await expect(wrongKey.customers.create({})).rejects.toBeInstanceOf(
    Stripe.errors.StripeAuthenticationError,
  );
  await expect(stripe.charges.list()).rejects.toMatchObject({ statusCode: 404 });
  const customer = await customerWith('pm_card_visa');
  await expect(
    subscribe(customer.id, { expand: ['latest_invoice.payment_intent'] }),
  ).rejects.toMatchObject({ statusCode: 400, param: 'expand' });
});

test('signed events verify with the webhook secret and tampering is detected', () => {
  const event = fake.event('invoice.paid', { id: 'in_1', object: 'invoice' });
  const { payload, header } = fake.signed(event);
  const verified = stripe.webhooks.constructEvent(payload, header, fake.webhookSecret);
  expect(verified).toMatchObject({ id: event.id, type: 'invoice.paid', object: 'event' });
  const tampered = payload.replace('in_1', 'in_2');
  expect(() => stripe.webhooks.constructEvent(tampered, header, fake.webhookSecret)).toThrow(
    Stripe.errors.StripeSignatureVerificationError,
  );
});

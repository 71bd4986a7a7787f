/**
 * Card billing through the real `stripe` SDK against the local Stripe-compatible server
 * (testing/fakeStripe.ts): sign-up and upgrade charges, 3-D Secure, declined cards, card updates,
 * renewals that fail, webhooks (replayed, stale, forged), and faults between the steps. After
 * every fault the invariant holds: no charged card without a subscription on an account, and no
 * live subscription without an account.
 */
import {
  startFakeStripe,
  type FakeStripe,
  type StripeEvent,
  startTestServer,
  uniqueEmail,
  type TestServer,
  signUpRequest,
} from '@tongshu/test-support/server';
import { GLITCH } from '../platform/middleware/errors';
import { PAYMENTS_DOWN } from './paymentProvider';

const VISA = 'pm_card_visa';
const DECLINED = 'pm_card_chargeDeclined';
const CHARGE_FAILS = 'pm_card_chargeCustomerFail';
const THREE_D_SECURE = 'pm_card_authenticationRequired';

describe(`Stripe billing on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  let fake: FakeStripe;
  let server: TestServer;
  beforeAll(async () => {
    fake = await startFakeStripe();
    server = await startTestServer({
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_tongshu',
      STRIPE_API_URL: `http://127.0.0.1:${fake.port}`,
    });
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });

  const form = (plan: string, token?: string) => ({
    name: 'Payer',
    email: uniqueEmail(`stripe-${plan}`),
    password: 'Secret123',
    plan,
    ...(token ? { token } : {}),
  });

  async function accountOf(email: string) {
    const user = await server.db.knex('users').where({ email }).first();
    if (!user) return undefined;
    const subscription = await server.db
      .knex('subscriptions')
      .where({ account_id: user.account_id })
      .first();
    return { user, subscription };
  }

  function customerOf(accountId: string) {
    return [...fake.customers.values()].find((c) => c.metadata.account_id === accountId);
  }

  function subscriptionsOf(accountId: string) {
    return [...fake.subscriptions.values()].filter((s) => s.metadata.account_id === accountId);
  }

  async function deliver(event: StripeEvent) {
    const { payload, header } = fake.signed(event);
    return server.request
      .post('/api/billing/webhook')
      .set('content-type', 'application/json')
      .set('stripe-signature', header)
      .send(payload);
  }

  /** Every live subscription at the provider belongs to an account that records it. */
  async function expectConsistent() {
    for (const subscription of fake.subscriptions.values()) {
      if (subscription.status === 'canceled' || subscription.status === 'incomplete') continue;
      const row = await server.db
        .knex('subscriptions')
        .where({ stripe_subscription_id: subscription.id })
        .first();
      expect({ id: subscription.id, recorded: Boolean(row) }).toEqual({
        id: subscription.id,
        recorded: true,
      });
    }
  }

  async function signedUp(plan: string, card = VISA) {
    const body = form(plan, card);
    const created = await signUpRequest(server, body);
    expect(created.status).toBe(201);
    const { token, account_id: accountId } = created.body.data;
    return { token: token as string, accountId: accountId as string, body };
  }

  it('tells anyone, signed in or not, the card form key (GET /api/billing/config)', async () => {
    expect(await server.call('GET', '/api/billing/config')).toEqual({
      status: 200,
      body: { data: { billing: 'stripe', message: null, publishable_key: 'pk_test_tongshu' } },
    });
  });

  it('charges a paid sign-up and opens the app', async () => {
    const { token, accountId } = await signedUp('pro');
    const subscription = await server.call('GET', '/api/account/subscription', undefined, token);
    expect(subscription.body.data).toMatchObject({
      status: 'active',
      plan: 'pro',
      payment_state: null,
      billing: 'stripe',
      message: null,
      publishable_key: 'pk_test_tongshu',
    });
    const [paid] = subscriptionsOf(accountId);
    expect(paid?.status).toBe('active');
    expect(paid?.items.data[0]?.price.lookup_key).toBe('tongshu_pro');
    expect(customerOf(accountId)?.invoice_settings.default_payment_method).toBe(VISA);
    expect((await server.call('GET', '/api/tongshu/get/20261122', undefined, token)).status).toBe(
      200,
    );
    const plans = await server.call('GET', '/api/account/plans', undefined, token);
    expect(plans.body.data).toMatchObject({ billing: 'stripe', active: 'pro', message: null });
    await expectConsistent();
  });

  it('asks for a card on paid plans and charges nothing without one', async () => {
    const body = form('simple');
    const customers = fake.customers.size;
    const refused = await signUpRequest(server, body);
    expect(refused).toEqual({
      status: 400,
      body: { message: 'Please provide valid credit card details', inputError: 'token' },
    });
    expect(await accountOf(body.email)).toBeUndefined();
    expect(fake.customers.size).toBe(customers);
  });

  it.each([
    ['declined when attached', DECLINED],
    ['declined when charged', CHARGE_FAILS],
  ])('shows a card %s under the card field and keeps nothing', async (_, card) => {
    const body = form('pro', card);
    const refused = await signUpRequest(server, body);
    expect(refused).toEqual({
      status: 400,
      body: { message: 'Your card was declined.', inputError: 'token' },
    });
    expect(await accountOf(body.email)).toBeUndefined();
    const customer = [...fake.customers.values()].find((c) => c.email === body.email);
    expect(customer?.deleted).toBe(true);
    for (const subscription of fake.subscriptions.values()) {
      if (subscription.customer === customer?.id) expect(subscription.status).toBe('canceled');
    }
    // The same person can try again with another card.
    expect((await signUpRequest(server, { ...body, token: VISA })).status).toBe(201);
  });

  it('asks the bank to authorise (3-D Secure), then accepts the confirmed resend', async () => {
    const body = form('pro', THREE_D_SECURE);
    const first = await signUpRequest(server, body);
    expect(first.status).toBe(202);
    expect(first.body).toMatchObject({
      requires_payment_action: true,
      message: 'Please authorise the payment with your bank to continue.',
    });
    const clientSecret = first.body.client_secret as string;
    const intent = clientSecret.slice(0, clientSecret.indexOf('_secret_'));
    expect(fake.paymentIntents.get(intent)?.status).toBe('requires_action');
    const waiting = await accountOf(body.email);
    expect(waiting?.subscription.status).toBe('incomplete');

    // Resent before the bank said yes: still waiting.
    const early = await signUpRequest(server, { ...body, payment_intent: intent });
    expect(early.status).toBe(202);

    const events = fake.confirmPaymentIntent(intent);
    const confirmed = await signUpRequest(server, {
      ...body,
      payment_intent: intent,
    });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.data.token).toEqual(expect.any(String));
    const active = await accountOf(body.email);
    expect(active?.subscription).toMatchObject({ status: 'active', plan: 'pro' });
    for (const event of events) expect((await deliver(event)).status).toBe(200);
    expect((await accountOf(body.email))?.subscription.status).toBe('active');

    // A resend with a wrong password does not sign anyone in.
    const wrong = await signUpRequest(server, {
      ...body,
      password: 'Wrong1234',
      payment_intent: intent,
    });
    expect(wrong.status).toBe(400);
    await expectConsistent();
  });

  it('moves an account to past_due on a failed renewal, shows the banner state, and recovers with a new card', async () => {
    const { token, accountId } = await signedUp('simple');
    const [subscription] = subscriptionsOf(accountId);
    const events = fake.failRenewal(subscription?.id ?? '');
    for (const event of events) {
      const delivered = await deliver(event);
      expect(delivered.status).toBe(200);
      expect(delivered.body.result).toBe('applied');
    }
    const state = await server.call('GET', '/api/account/subscription', undefined, token);
    expect(state.body.data).toMatchObject({
      status: 'past_due',
      payment_state: 'requires_payment_method',
      status_message: 'Your latest payment failed. Please update your card and it will be retried.',
    });
    const gated = await server.call('GET', '/api/tongshu/get/20261122', undefined, token);
    expect(gated.status).toBe(402);
    expect(gated.body).toMatchObject({ plan: 'simple', status: 'past_due' });

    const declined = await server.call(
      'PATCH',
      '/api/account/card',
      { token: CHARGE_FAILS },
      token,
    );
    expect(declined.status).toBe(400);
    expect(declined.body.inputError).toBe('token');
    const updated = await server.call('PATCH', '/api/account/card', { token: VISA }, token);
    expect(updated).toEqual({ status: 200, body: { message: 'Your card has been updated' } });
    const after = await server.call('GET', '/api/account/subscription', undefined, token);
    expect(after.body.data).toMatchObject({ status: 'active', payment_state: null });
    expect((await server.call('GET', '/api/tongshu/get/20261122', undefined, token)).status).toBe(
      200,
    );

    // The same events again: acknowledged, ignored.
    for (const event of events) {
      const replayed = await deliver(event);
      expect(replayed.status).toBe(200);
      expect(replayed.body.result).toBe('duplicate');
    }
    expect((await accountOf(await emailOf(accountId)))?.subscription.status).toBe('active');
  });

  async function emailOf(accountId: string): Promise<string> {
    const user = await server.db.knex('users').where({ account_id: accountId }).first();
    return user.email as string;
  }

  it('ignores an event older than the last one applied', async () => {
    const { accountId } = await signedUp('tongshu');
    const [subscription] = subscriptionsOf(accountId);
    const late = fake.event('invoice.payment_failed', {
      object: 'invoice',
      id: 'in_late',
      parent: { subscription_details: { subscription: subscription?.id } },
    });
    const newer = fake.event('invoice.paid', {
      object: 'invoice',
      id: 'in_newer',
      parent: { subscription_details: { subscription: subscription?.id } },
    });
    expect((await deliver({ ...newer, created: newer.created + 10 })).body.result).toBe('applied');
    expect((await deliver(late)).body.result).toBe('stale');
    expect((await accountOf(await emailOf(accountId)))?.subscription.status).toBe('active');
  });

  it('refuses forged, unsigned and re-signed webhooks and changes nothing', async () => {
    const { accountId } = await signedUp('pro');
    const [subscription] = subscriptionsOf(accountId);
    const event = fake.event('customer.subscription.deleted', {
      ...subscription,
      status: 'canceled',
    });
    const { payload, header } = fake.signed(event);
    const attempts = [
      { payload: payload.replace('canceled', 'cancelled'), header },
      { payload, header: header.replace(/v1=[0-9a-f]+/, `v1=${'0'.repeat(64)}`) },
      { payload, header: '' },
      { payload, header: `t=${Math.floor(Date.now() / 1000) - 3600},v1=${'1'.repeat(64)}` },
    ];
    for (const attempt of attempts) {
      const refused = await server.request
        .post('/api/billing/webhook')
        .set('content-type', 'application/json')
        .set('stripe-signature', attempt.header)
        .send(attempt.payload);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ message: 'The webhook signature does not verify' });
    }
    expect((await accountOf(await emailOf(accountId)))?.subscription.status).toBe('active');
  });

  it('answers 503 when the provider fails after the customer was created, and undoes the customer', async () => {
    const body = form('pro', VISA);
    // The SDK retries twice: fail all three attempts.
    fake.failNext('POST', '/v1/subscriptions', { status: 500 }, 3);
    const failed = await signUpRequest(server, body);
    expect(failed).toEqual({ status: 503, body: { message: PAYMENTS_DOWN } });
    expect(await accountOf(body.email)).toBeUndefined();
    const customer = [...fake.customers.values()].find((c) => c.email === body.email);
    expect(customer?.deleted).toBe(true);
    await expectConsistent();
  });

  it('keeps a charged subscription when the database fails after it was created, and the webhook records it', async () => {
    const body = form('pro', VISA);
    const { knex } = server.db;
    fake.onceAfter('POST', '/v1/subscriptions', async () => {
      await knex.schema.renameTable('subscriptions', 'subscriptions_away');
    });
    const failed = await signUpRequest(server, body);
    await knex.schema.renameTable('subscriptions_away', 'subscriptions');
    expect(failed).toEqual({ status: 500, body: { message: GLITCH } });

    const account = await accountOf(body.email);
    expect(account?.subscription.status).toBe('incomplete');
    const [charged] = subscriptionsOf(account?.user.account_id);
    expect(charged?.status).toBe('active');

    const delivered = await deliver(fake.event('customer.subscription.created', charged));
    expect(delivered.body.result).toBe('applied');
    expect((await accountOf(body.email))?.subscription).toMatchObject({
      status: 'active',
      plan: 'pro',
      stripe_subscription_id: charged?.id,
    });
    await expectConsistent();
  });

  it('cancels a live subscription whose account no longer exists', async () => {
    const { accountId, token } = await signedUp('tongshu');
    const [subscription] = subscriptionsOf(accountId);
    await server.db.knex('accounts').where({ id: accountId }).delete();
    expect(token).toBeTruthy();
    const delivered = await deliver(fake.event('customer.subscription.updated', subscription));
    expect(delivered.body.result).toBe('orphan');
    expect(fake.subscriptions.get(subscription?.id ?? '')?.status).toBe('canceled');
  });

  it('upgrades with the card on file, and waits for 3-D Secure on the old plan', async () => {
    const { token, accountId } = await signedUp('tongshu');
    const upgraded = await server.call('POST', '/api/account/upgrade', { plan: 'simple' }, token);
    expect(upgraded.status).toBe(200);
    expect(upgraded.body.message).toBe('Simple Plan is now active.');
    const [subscription] = subscriptionsOf(accountId);
    expect(subscription?.items.data[0]?.price.lookup_key).toBe('tongshu_simple');

    const card = await server.call('PATCH', '/api/account/card', { token: THREE_D_SECURE }, token);
    expect(card.status).toBe(200);
    const asked = await server.call('POST', '/api/account/upgrade', { plan: 'pro' }, token);
    expect(asked.status).toBe(202);
    expect(
      (await server.call('GET', '/api/account/subscription', undefined, token)).body.data.plan,
    ).toBe('simple');
    const secret = asked.body.client_secret as string;
    fake.confirmPaymentIntent(secret.slice(0, secret.indexOf('_secret_')));
    const done = await server.call(
      'POST',
      '/api/account/upgrade',
      { plan: 'pro', payment_intent: secret.slice(0, secret.indexOf('_secret_')) },
      token,
    );
    expect(done.status).toBe(200);
    const state = await server.call('GET', '/api/account/subscription', undefined, token);
    expect(state.body.data).toMatchObject({ plan: 'pro', status: 'active' });
    expect(subscriptionsOf(accountId)).toHaveLength(1);
  });

  it('cancels at the provider when moving to the free plan and when the account closes', async () => {
    const first = await signedUp('pro');
    const free = await server.call('PATCH', '/api/account/plan', { plan: 'free' }, first.token);
    expect(free.status).toBe(200);
    expect(subscriptionsOf(first.accountId).map((s) => s.status)).toEqual(['canceled']);
    const state = await server.call('GET', '/api/account/subscription', undefined, first.token);
    expect(state.body.data).toMatchObject({ plan: 'free', status: 'active' });

    const second = await signedUp('simple');
    fake.failNext('DELETE', '/v1/subscriptions', { status: 500 }, 3);
    const kept = await server.call('DELETE', '/api/account', undefined, second.token);
    expect(kept.status).toBe(503);
    expect(await emailOf(second.accountId)).toBe(second.body.email);
    const closed = await server.call('DELETE', '/api/account', undefined, second.token);
    expect(closed.status).toBe(200);
    expect(subscriptionsOf(second.accountId).map((s) => s.status)).toEqual(['canceled']);
    expect(await accountOf(second.body.email)).toBeUndefined();
  });

  it('keeps the banner states true: requires_action, then canceled', async () => {
    const { token, accountId } = await signedUp('pro');
    const [subscription] = subscriptionsOf(accountId);
    const invoice = {
      object: 'invoice',
      id: 'in_action',
      parent: { subscription_details: { subscription: subscription?.id } },
    };
    await deliver(fake.event('invoice.payment_action_required', invoice));
    const action = await server.call('GET', '/api/account/subscription', undefined, token);
    expect(action.body.data.payment_state).toBe('requires_action');
    const deleted = fake.event('customer.subscription.deleted', {
      ...subscription,
      status: 'canceled',
    });
    expect((await deliver({ ...deleted, created: deleted.created + 5 })).body.result).toBe(
      'applied',
    );
    const canceled = await server.call('GET', '/api/account/subscription', undefined, token);
    expect(canceled.body.data).toMatchObject({ status: 'canceled', payment_state: 'canceled' });
    const gated = await server.call('GET', '/api/tongshu/get/20261122', undefined, token);
    expect(gated.status).toBe(402);
  });
});

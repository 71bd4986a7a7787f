/**
 * Forged payment-provider webhooks against the running bff, billed through the local Stripe
 * server (bff/src/testing/fakeStripe.ts signs events as Stripe does): unsigned, wrongly signed,
 * re-signed, tampered, stale and replayed events change nothing; the genuine one is applied once
 * and audited. Also the billing audit trail: plan change and card update.
 */
import { createHmac } from 'node:crypto';
import { startFakeStripe, type FakeStripe } from '@tongshu/test-support/server';
import { backend, createStore, startBff, type Bff, type Store } from '../support/bffProcess';
import { PASSWORD, uniqueEmail } from '../support/people';
import { Tally } from '../support/tally';

const tally = new Tally(__filename);
const BAD_SIGNATURE = 'The webhook signature does not verify';

/** A Stripe-Signature header for `payload` signed with `secret` at `timestamp` (seconds). */
function signature(payload: string, secret: string, timestamp: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

describe(`webhook forgery (${backend})`, () => {
  let store: Store;
  let fake: FakeStripe;
  let bff: Bff;

  beforeAll(async () => {
    store = await createStore();
    fake = await startFakeStripe();
    bff = await startBff({
      store,
      env: {
        STRIPE_SECRET_KEY: fake.secretKey,
        STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
        STRIPE_API_URL: `http://127.0.0.1:${fake.port}`,
      },
    });
  }, 30000);

  afterAll(async () => {
    await bff?.stop();
    await fake?.close();
    await store?.close();
    tally.report();
  });

  const deliver = (payload: string, header?: string, type = 'application/json') =>
    bff.raw({
      method: 'POST',
      path: '/api/billing/webhook',
      body: payload,
      headers: {
        'content-type': type,
        ...(header === undefined ? {} : { 'stripe-signature': header }),
      },
    });

  async function subscriptionRow(accountId: string) {
    return store.db().knex('subscriptions').where({ account_id: accountId }).first();
  }

  it('applies only the genuine event, once, and audits the status it changed', async () => {
    const email = uniqueEmail('payer');
    const created = await bff.call('POST', '/api/account', {
      name: 'Payer',
      email,
      password: PASSWORD,
      plan: 'pro',
      token: 'pm_card_visa',
    });
    expect(created.status).toBe(201);
    const { account_id: accountId, token } = created.json.data as {
      account_id: string;
      token: string;
    };
    const [subscription] = [...fake.subscriptions.values()].filter(
      (s) => s.metadata.account_id === accountId,
    );
    expect((await subscriptionRow(accountId))?.status).toBe('active');

    const event = fake.event('customer.subscription.deleted', {
      ...subscription,
      status: 'canceled',
    });
    const { payload, header } = fake.signed(event);
    const now = Math.floor(Date.now() / 1000);
    const forgeries: [string, string, string | undefined, string?][] = [
      ['no signature', payload, undefined],
      ['empty signature', payload, ''],
      ['garbage', payload, 'garbage'],
      ['wrong secret', payload, signature(payload, 'whsec_guessed', now)],
      ['tampered payload', payload.replace('"canceled"', '"cancelled"'), header],
      ['reformatted payload', JSON.stringify(JSON.parse(payload)), header],
      ['zeroed v1', payload, header.replace(/v1=[0-9a-f]+/, `v1=${'0'.repeat(64)}`)],
      ['v0 only', payload, header.replace('v1=', 'v0=')],
      ['stale by 10 minutes', payload, signature(payload, fake.webhookSecret, now - 600)],
      ['from the future', payload, signature(payload, fake.webhookSecret, now + 600)],
      ['text/plain body', payload, header, 'text/plain'],
      ['oversized', `${payload}${' '.repeat(101 * 1024)}`, header],
    ];
    for (const [label, body, sig, type] of forgeries) {
      tally.input();
      const answer = await deliver(body, sig, type);
      const wanted = label === 'oversized' ? 413 : 400;
      expect({ label, status: answer.status }).toEqual({ label, status: wanted });
      if (wanted === 400) expect(answer.json.message).toBe(BAD_SIGNATURE);
      tally.refused();
    }
    expect((await subscriptionRow(accountId))?.status).toBe('active');
    expect((await bff.call('GET', '/api/tongshu/get/20261122', undefined, token)).status).toBe(200);
    const none = await store
      .db()
      .knex('audit_log')
      .where({ action: 'billing.status_change', target_id: accountId });
    expect(none).toHaveLength(0);

    const genuine = await deliver(payload, header);
    expect(genuine.json).toEqual({ received: true, result: 'applied' });
    const replayed = await deliver(payload, header);
    expect(replayed.json).toEqual({ received: true, result: 'duplicate' });
    tally.input(2);
    tally.refused();
    expect((await subscriptionRow(accountId))?.status).toBe('canceled');
    expect((await bff.call('GET', '/api/tongshu/get/20261122', undefined, token)).status).toBe(402);
    const audited = await store
      .db()
      .knex('audit_log')
      .where({ action: 'billing.status_change', target_id: accountId });
    expect(audited).toHaveLength(1);
    expect(audited[0].actor_id).toBe('stripe');
    expect(JSON.parse(audited[0].detail)).toMatchObject({
      event_id: event.id,
      event_type: 'customer.subscription.deleted',
      before: { status: 'active', plan: 'pro' },
      after: { status: 'canceled', payment_state: 'canceled' },
    });
  });

  it('audits plan changes and card updates without the card', async () => {
    const created = await bff.call('POST', '/api/account', {
      name: 'Changer',
      email: uniqueEmail('changer'),
      password: PASSWORD,
      plan: 'tongshu',
      token: 'pm_card_visa',
    });
    const { account_id: accountId, token } = created.json.data as {
      account_id: string;
      token: string;
    };
    expect(
      (await bff.call('PATCH', '/api/account/card', { token: 'pm_card_mastercard' }, token)).status,
    ).toBe(200);
    expect((await bff.call('POST', '/api/account/upgrade', { plan: 'pro' }, token)).status).toBe(
      200,
    );
    tally.input(2);
    const rows = await store
      .db()
      .knex('audit_log')
      .where({ target_id: accountId })
      .orderBy('date_created');
    const actions = rows.map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['billing.card_update', 'billing.plan_change']));
    const change = rows.find((row) => row.action === 'billing.plan_change');
    expect(JSON.parse(change.detail)).toEqual({
      before: 'tongshu',
      after: 'pro',
      outcome: 'done',
      billing: 'stripe',
    });
    expect(rows.map((row) => row.detail).join()).not.toContain('pm_card');
  });
});

/** Offline billing: plans, the subscription each sign-up gets, plan changes (owner only). */
import { createToken } from '../auth';
import { startTestServer, uniqueEmail, type TestServer } from '@tongshu/test-support/server';

describe(`offline billing on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const signUp = async (plan?: string) =>
    (
      await server.call('POST', '/api/account', {
        name: 'Pay',
        email: uniqueEmail('pay'),
        password: 'Secret123',
        ...(plan ? { plan } : {}),
      })
    ).body.data;

  it('lists the catalogue with per-day costs and currency, the active plan, and says billing is offline', async () => {
    const owner = await signUp('simple');
    const { body } = await server.call('GET', '/api/account/plans', undefined, owner.token);
    expect(body.data.active).toBe('simple');
    expect(body.data.billing).toBe('offline');
    expect(body.data.message).toBe(
      'Billing is offline: plans are assigned without charging any card.',
    );
    expect(body.data.plans.find((p: { id: string }) => p.id === 'pro')).toEqual({
      id: 'pro',
      name: 'Pro Plan',
      tag: null,
      price: 19.99,
      interval: 'month',
      per_day_cost: 0.67,
      currency: { name: 'usd' },
      hidden: false,
    });
    expect(
      body.data.plans
        .filter((p: { hidden: boolean }) => p.hidden)
        .map((p: { tag: string }) => p.tag),
    ).toEqual(['ssu', 't365']);
  });

  it('says billing is offline to a visitor (GET /api/billing/config)', async () => {
    const { status, body } = await server.call('GET', '/api/billing/config');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ billing: 'offline', publishable_key: null });
  });

  it('gives every sign-up a subscription: active for paid plans, trialing for the one-year trial', async () => {
    const paid = await signUp('PRO');
    expect(
      (await server.call('GET', '/api/account/subscription', undefined, paid.token)).body.data,
    ).toMatchObject({ status: 'active', plan: 'pro', billing: 'offline' });
    const trial = await signUp('t365');
    const subscription = (
      await server.call('GET', '/api/account/subscription', undefined, trial.token)
    ).body.data;
    expect(subscription).toMatchObject({ status: 'trialing', plan: 't365' });
    const days = (Date.parse(subscription.current_period_end) - Date.now()) / 86400000;
    expect(Math.round(days)).toBe(365);
    const unknown = await server.call('POST', '/api/account', {
      name: 'X',
      email: uniqueEmail('x'),
      password: 'Secret123',
      plan: 'gold',
    });
    expect(unknown).toEqual({
      status: 400,
      body: { message: 'Please select an option', inputError: 'plan' },
    });
  });

  it('lets the owner change or upgrade the plan without charging, and refuses a card update offline', async () => {
    const owner = await signUp();
    const changed = await server.call(
      'PATCH',
      '/api/account/plan',
      { plan: 'tongshu' },
      owner.token,
    );
    expect(changed.body.message).toBe(
      'Tong Shu Plan is now active. Billing is offline: plans are assigned without charging any card.',
    );
    const upgraded = await server.call(
      'POST',
      '/api/account/upgrade',
      { plan: 'pro', token: 'tok_ignored' },
      owner.token,
    );
    expect(upgraded.body.data.plan.id).toBe('pro');
    expect(
      (await server.call('GET', '/api/account/plans', undefined, owner.token)).body.data.active,
    ).toBe('pro');
    const rows = await server.db.knex('subscriptions').where({ account_id: owner.account_id });
    expect(rows).toHaveLength(1);
    expect(await server.call('PATCH', '/api/account/card', { token: 'tok' }, owner.token)).toEqual({
      status: 400,
      body: { message: 'Billing is offline: there is no card to update.', inputError: 'token' },
    });
  });

  it('keeps billing to the owner', async () => {
    const owner = await signUp();
    const email = uniqueEmail('member');
    const inviteId = await createToken(server.db, 'invite', { accountId: owner.account_id, email });
    const member = (
      await server.call('POST', '/api/user', { name: 'M', email, password: 'Secret123', inviteId })
    ).body.data;
    expect(
      (await server.call('PATCH', '/api/account/plan', { plan: 'pro' }, member.token)).status,
    ).toBe(403);
    expect(
      (await server.call('POST', '/api/account/upgrade', { plan: 'pro' }, member.token)).status,
    ).toBe(403);
    expect(
      (await server.call('PATCH', '/api/account/card', { token: 't' }, member.token)).status,
    ).toBe(403);
    expect((await server.call('GET', '/api/account/plans')).status).toBe(401);
  });
});

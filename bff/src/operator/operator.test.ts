/**
 * Mission control (spec sections 2, 6 and 7): feedback dashboard, account metrics, operator lists,
 * edits and deletes, impersonation and the audit trail; every non-master role is refused.
 */
import { decodeJwt } from 'jose';
import type { PaymentProvider } from '../billing';
import { User } from '../models/User';
import { deleteAccount, updateAccount } from './masterService';
import { lastMonths } from './metricsService';
import { createToken } from '../auth';
import { freshAddress } from '@tongshu/test-support';
import {
  startTestServer,
  uniqueEmail,
  type TestServer,
  signUpRequest,
} from '@tongshu/test-support/server';

interface Person {
  readonly token: string;
  readonly id: string;
  readonly account_id: string;
  readonly email: string;
}

const MASTER_ROUTES: [string, string][] = [
  ['GET', '/api/feedback'],
  ['GET', '/api/feedback/metrics?reload=1'],
  ['DELETE', '/api/feedback/some-id'],
  ['GET', '/api/metrics/accounts'],
  ['GET', '/api/metrics/accounts/growth'],
  ['GET', '/api/master/accounts'],
  ['GET', '/api/master/users'],
  ['PATCH', '/api/master/account'],
  ['DELETE', '/api/master/account'],
  ['PATCH', '/api/master/user'],
  ['DELETE', '/api/master/user'],
  ['POST', '/api/master/user/impersonate'],
];

describe(`mission control on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  let server: TestServer;
  let master: Person;
  let owner: Person;
  let admin: Person;
  let user: Person;

  const call = (method: string, url: string, body: unknown, who: Person) =>
    server.call(method, url, body, who.token);

  async function signUp(plan = 'free'): Promise<Person> {
    const created = await signUpRequest(server, {
      name: 'Owner',
      email: uniqueEmail('owner'),
      password: 'Secret123',
      plan,
    });
    expect(created.status).toBe(201);
    return created.body.data;
  }

  /** A user invited into `into`'s account, with `permission` set in the database. */
  async function join(into: Person, permission = 'user'): Promise<Person> {
    const email = uniqueEmail(permission);
    const inviteId = await createToken(server.db, 'invite', { accountId: into.account_id, email });
    // Each newcomer from an address of their own: accepting invites is limited per address.
    const joined = await server.call(
      'POST',
      '/api/user',
      { name: 'Member', email, password: 'Secret123', inviteId },
      undefined,
      freshAddress(),
    );
    await server.db.knex('users').where({ id: joined.body.data.id }).update({ permission });
    return joined.body.data;
  }

  async function promoteToMaster(person: Person): Promise<Person> {
    await server.db.knex('users').where({ id: person.id }).update({ permission: 'master' });
    return person;
  }

  const userRow = (id: string) => User.query(server.db.knex).findById(id);
  const auditOf = (targetId: string) =>
    server.db.knex('audit_log').where({ target_id: targetId }).orderBy('date_created');

  beforeAll(async () => {
    server = await startTestServer();
    master = await promoteToMaster(await signUp());
    owner = await signUp();
    admin = await join(owner, 'admin');
    user = await join(owner, 'user');
  });
  afterAll(() => server.close());

  it.each(MASTER_ROUTES)('%s %s without a token is 401', async (method, url) => {
    expect((await server.call(method, url, method === 'GET' ? undefined : {})).status).toBe(401);
  });

  it.each(MASTER_ROUTES)('%s %s is refused to user, admin and owner', async (method, url) => {
    const body = method === 'GET' ? undefined : { id: user.id };
    for (const who of [user, admin, owner]) {
      expect(await call(method, url, body, who)).toEqual({
        status: 403,
        body: { message: 'You do not have permission to do that' },
      });
    }
  });

  describe('feedback dashboard', () => {
    it('lists feedback newest first with its author, who may since have been deleted', async () => {
      const author = await join(owner);
      const first = await call('POST', '/api/feedback', { rating: 'frown' }, author);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const second = await call('POST', '/api/feedback', { rating: 'meh', comment: 'ok' }, author);
      let list = (await call('GET', '/api/feedback', undefined, master)).body.data;
      expect(list.slice(0, 2)).toEqual([
        {
          id: second.body.data.id,
          rating: 'neutral',
          comment: 'ok',
          date_created: second.body.data.date_created,
          user_id: author.id,
          name: 'Member',
          email: author.email,
        },
        expect.objectContaining({ id: first.body.data.id, rating: 'negative', comment: null }),
      ]);
      await server.db.knex('users').where({ id: author.id }).delete();
      list = (await call('GET', '/api/feedback', undefined, master)).body.data;
      expect(list[0]).toMatchObject({ id: second.body.data.id, user_id: null, name: null });
      expect(list[0].email).toBeNull();
    });

    it('counts the three bands and ignores reload', async () => {
      const before = (await call('GET', '/api/feedback/metrics', undefined, master)).body.data;
      for (const rating of ['smile', 'positive', 'negative'])
        await call('POST', '/api/feedback', { rating }, user);
      const after = await call('GET', '/api/feedback/metrics?reload=true', undefined, master);
      expect(after.body.data).toEqual({
        positive: before.positive + 2,
        neutral: before.neutral,
        negative: before.negative + 1,
        total: before.total + 3,
      });
    });

    it('deletes a feedback item once; unknown ids are 404', async () => {
      const posted = await call('POST', '/api/feedback', { rating: 'smile' }, user);
      const url = `/api/feedback/${posted.body.data.id}`;
      expect(await call('DELETE', url, undefined, master)).toEqual({
        status: 200,
        body: { message: 'Feedback deleted' },
      });
      expect(await call('DELETE', url, undefined, master)).toEqual({
        status: 404,
        body: { message: 'Feedback not found' },
      });
    });
  });

  describe('account metrics', () => {
    const metrics = async () =>
      (await call('GET', '/api/metrics/accounts', undefined, master)).body.data;

    it('counts customer accounts: active, churned and neither', async () => {
      const before = await metrics();
      await signUp('pro');
      const canceled = await signUp();
      const closed = await signUp();
      const overdue = await signUp();
      await server.db
        .knex('subscriptions')
        .where({ account_id: canceled.account_id })
        .update({ status: 'canceled' });
      await server.db.knex('accounts').where({ id: closed.account_id }).update({ active: 0 });
      await server.db
        .knex('subscriptions')
        .where({ account_id: overdue.account_id })
        .update({ status: 'past_due' });
      // The operator's own account is not a customer.
      await promoteToMaster(await join(await signUp()));
      expect(await metrics()).toEqual({
        totalAccounts: before.totalAccounts + 4,
        activeAccounts: before.activeAccounts + 1,
        churnedAccounts: before.churnedAccounts + 2,
      });
    });

    it('gives a 12-month growth series with new and running totals', async () => {
      const growth = async () =>
        (await call('GET', '/api/metrics/accounts/growth', undefined, master)).body.data as {
          month: string;
          newAccounts: number;
          totalAccounts: number;
        }[];
      const before = await growth();
      expect(before.map((row) => row.month)).toEqual(lastMonths(12));
      expect(before[11]?.month).toBe(new Date().toISOString().slice(0, 7));
      const now = new Date();
      const backdate = async (monthsAgo: number) => {
        const created = await signUp();
        const when = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 15));
        await server.db
          .knex('accounts')
          .where({ id: created.account_id })
          .update({ date_created: when.toISOString() });
      };
      await backdate(3);
      await backdate(24);
      const after = await growth();
      after.forEach((row, i) => {
        const old = before[i] as (typeof before)[number];
        expect(row.newAccounts - old.newAccounts).toBe(i === 8 ? 1 : 0);
        expect(row.totalAccounts - old.totalAccounts).toBe(i >= 8 ? 2 : 1);
        if (i > 0) expect(row.totalAccounts).toBe(after[i - 1]!.totalAccounts + row.newAccounts);
      });
    });
  });

  describe('operator lists', () => {
    it('lists accounts with owner email, user count and subscription status', async () => {
      const { body } = await call('GET', '/api/master/accounts', undefined, master);
      const row = body.data.find((a: { id: string }) => a.id === owner.account_id);
      expect(row).toEqual({
        id: owner.account_id,
        name: 'Owner',
        plan: 'free',
        active: 1,
        date_created: expect.any(String),
        email: owner.email,
        user_count: 3,
        status: 'active',
        operator: false,
      });
      const mine = body.data.find((a: { id: string }) => a.id === master.account_id);
      expect(mine.email).toBe(master.email);
    });

    it("marks the operator's own account, so the list agrees with Total Accounts", async () => {
      const { body } = await call('GET', '/api/master/accounts', undefined, master);
      const accounts = body.data as { id: string; operator: boolean }[];
      const operators = accounts.filter((a) => a.operator).map((a) => a.id);
      expect(operators).toContain(master.account_id);
      expect(operators).not.toContain(owner.account_id);
      const metrics = (await call('GET', '/api/metrics/accounts', undefined, master)).body.data;
      expect(accounts.filter((a) => !a.operator)).toHaveLength(metrics.totalAccounts);
    });

    it('lists users with their account, role, team flag and dates', async () => {
      await server.call('POST', '/api/user/auth', { email: admin.email, password: 'Secret123' });
      const { body } = await call('GET', '/api/master/users', undefined, master);
      const row = body.data.find((u: { id: string }) => u.id === admin.id);
      expect(row).toEqual({
        id: admin.id,
        account_id: owner.account_id,
        name: 'Member',
        email: admin.email,
        permission: 'admin',
        internal_team: false,
        reference_code: null,
        enable_support: false,
        last_login: expect.any(String),
        date_created: expect.any(String),
      });
      expect(Object.keys(row)).not.toContain('password_hash');
    });
  });

  describe('account edits', () => {
    it.each([
      [{ plan: 'free', active: 1 }, 'Please enter a valid email address', 'email'],
      [{ email: 'x@example.com', plan: 'gold', active: 1 }, 'Please select an option', 'plan'],
      [{ email: 'x@example.com', plan: 'free' }, 'Please select an option', 'active'],
      [
        { email: 'x@example.com', plan: 'free', active: 'maybe' },
        'Please select an option',
        'active',
      ],
    ])('PATCH %j answers "%s"', async (fields, message, inputError) => {
      const body = { id: owner.account_id, ...fields };
      expect(await call('PATCH', '/api/master/account', body, master)).toEqual({
        status: 400,
        body: { message, inputError },
      });
    });

    it('answers 404 for an unknown account and 409 for an email someone else has', async () => {
      const edit = { email: uniqueEmail('n'), plan: 'free', active: 1 };
      expect(
        (await call('PATCH', '/api/master/account', { id: 'nope', ...edit }, master)).status,
      ).toBe(404);
      const taken = { id: owner.account_id, ...edit, email: user.email };
      expect(await call('PATCH', '/api/master/account', taken, master)).toEqual({
        status: 409,
        body: { message: 'An account with this email already exists', inputError: 'email' },
      });
    });

    it('asks the owner to confirm a new email, comps a new plan and cancels the account, audited', async () => {
      const customer = await signUp();
      const email = uniqueEmail('renamed');
      const edit = { id: customer.account_id, email, plan: 'pro', active: false };
      const saved = await call('PATCH', '/api/master/account', edit, master);
      // The sign-in stays the owner's until they confirm from it (docs/security.md, issue 32).
      expect(saved.body).toEqual({
        message: `Owner keeps signing in with ${customer.email} until they confirm ${email} from there: we mailed them a link.`,
        data: expect.objectContaining({
          plan: 'pro',
          active: 0,
          email: customer.email,
          status: 'active',
        }),
      });
      expect((await userRow(customer.id))?.email).toBe(customer.email);
      const asked = await server.db
        .knex('tokens')
        .where({ kind: 'email_change', user_id: customer.id })
        .whereNull('used_at');
      expect(asked.map((t: { email: string }) => t.email)).toEqual([email]);
      const subscription = await server.db
        .knex('subscriptions')
        .where({ account_id: customer.account_id })
        .first();
      expect(subscription).toMatchObject({ plan: 'pro', status: 'active' });
      const [entry] = await auditOf(customer.account_id);
      expect(entry).toMatchObject({ actor_id: master.id, action: 'account.update' });
      expect(JSON.parse(entry.detail)).toEqual({
        before: { plan: 'free', active: 1 },
        after: { plan: 'pro', active: 0 },
      });
      const [ask] = await auditOf(customer.id);
      expect(ask).toMatchObject({ actor_id: master.id, action: 'user.email_change_asked' });
      expect(JSON.parse(ask.detail)).toEqual({ before: customer.email, after: email });
    });

    it('stops billing before a plan change or a cancel, and changes nothing if that fails', async () => {
      const customer = await signUp('pro');
      await server.db
        .knex('subscriptions')
        .where({ account_id: customer.account_id })
        .update({ stripe_subscription_id: `sub_${customer.id}` });
      const cancelled: string[] = [];
      let failing = true;
      const provider = {
        cancelSubscription: async (id: string) => {
          if (failing) throw new Error('provider down');
          cancelled.push(id);
        },
      } as unknown as PaymentProvider;
      const operator = (await userRow(master.id)) as User;
      const same = { id: customer.account_id, email: customer.email, plan: 'pro', active: 1 };
      // The email stays, so nothing is mailed.
      const out = { mailer: { send: () => Promise.reject(new Error('no mail')) }, publicUrl: '' };
      await updateAccount(server.db, out, provider, operator, same);
      expect(cancelled).toEqual([]);
      const edit = { ...same, plan: 'simple' };
      await expect(updateAccount(server.db, out, provider, operator, edit)).rejects.toThrow(
        'provider down',
      );
      expect(
        (await server.db.knex('accounts').where({ id: customer.account_id }).first()).plan,
      ).toBe('pro');
      failing = false;
      await updateAccount(server.db, out, provider, operator, edit);
      expect(cancelled).toEqual([`sub_${customer.id}`]);
      // Cancelling the account stops charges too, once.
      await server.db
        .knex('subscriptions')
        .where({ account_id: customer.account_id })
        .update({ stripe_subscription_id: 'sub_again' });
      await updateAccount(server.db, out, provider, operator, { ...edit, active: 0 });
      await updateAccount(server.db, out, provider, operator, { ...edit, active: 0 });
      expect(cancelled).toEqual([`sub_${customer.id}`, 'sub_again']);
    });
  });

  describe('account deletes', () => {
    it('deletes an account with its users, audited; never the operator own', async () => {
      const customer = await signUp();
      const member = await join(customer);
      expect(
        await call('DELETE', '/api/master/account', { id: master.account_id }, master),
      ).toEqual({ status: 400, body: { message: 'You cannot delete your own account' } });
      expect((await call('DELETE', '/api/master/account', { id: 'nope' }, master)).status).toBe(
        404,
      );
      expect(
        await call('DELETE', '/api/master/account', { id: customer.account_id }, master),
      ).toEqual({ status: 200, body: { message: 'Account deleted' } });
      expect((await call('GET', '/api/user', undefined, member)).status).toBe(401);
      expect(await userRow(customer.id)).toBeUndefined();
      const [entry] = await auditOf(customer.account_id);
      expect(entry).toMatchObject({ actor_id: master.id, action: 'account.delete' });
      expect(JSON.parse(entry.detail)).toMatchObject({ email: customer.email, plan: 'free' });
    });

    it('keeps the account when billing cannot be stopped', async () => {
      const customer = await signUp('pro');
      await server.db
        .knex('subscriptions')
        .where({ account_id: customer.account_id })
        .update({ stripe_subscription_id: `sub_${customer.id}` });
      const provider = {
        cancelSubscription: () => Promise.reject(new Error('provider down')),
      } as unknown as PaymentProvider;
      const operator = (await userRow(master.id)) as User;
      await expect(
        deleteAccount(server.db, provider, operator, { id: customer.account_id }),
      ).rejects.toThrow('provider down');
      expect(await userRow(customer.id)).toBeDefined();
      expect(await auditOf(customer.account_id)).toEqual([]);
    });
  });

  describe('user edits', () => {
    const edit = (target: Person, fields: Record<string, unknown> = {}) => ({
      id: target.id,
      account_id: target.account_id,
      name: 'Edited',
      email: target.email,
      permission: 'user',
      ...fields,
    });

    it.each([
      [{ name: '' }, 'Please enter your name', 'name'],
      [{ email: 'bad' }, 'Please enter a valid email address', 'email'],
      [{ permission: 'master' }, 'Please select an option', 'permission'],
      [{ permission: 'boss' }, 'Please select an option', 'permission'],
      [{ account_id: 'elsewhere' }, 'A user cannot be moved to another account', 'account_id'],
    ])('PATCH %j answers "%s"', async (fields, message, inputError) => {
      expect(await call('PATCH', '/api/master/user', edit(user, fields), master)).toEqual({
        status: 400,
        body: { message, inputError },
      });
    });

    it('answers 404, 403 for an operator and 409 for a taken email', async () => {
      expect((await call('PATCH', '/api/master/user', { id: 'nope' }, master)).status).toBe(404);
      const other = await promoteToMaster(await join(await signUp()));
      expect(await call('PATCH', '/api/master/user', edit(other), master)).toEqual({
        status: 403,
        body: { message: 'Operators cannot be edited here' },
      });
      expect(
        (await call('PATCH', '/api/master/user', edit(user, { email: admin.email }), master))
          .status,
      ).toBe(409);
    });

    it('edits name, email and role, keeping an owner on every account; audited', async () => {
      const boss = await signUp();
      const member = await join(boss);
      expect(await call('PATCH', '/api/master/user', edit(boss), master)).toEqual({
        status: 400,
        body: {
          message: 'An account needs an owner: make another user the owner first',
          inputError: 'permission',
        },
      });
      const email = uniqueEmail('promoted');
      const promoted = await call(
        'PATCH',
        '/api/master/user',
        edit(member, { email, name: 'New Owner', permission: 'owner' }),
        master,
      );
      // The role and name change at once; the email waits for the user's confirmation.
      expect(promoted.body).toEqual({
        message: `Member keeps signing in with ${member.email} until they confirm ${email} from there: we mailed them a link.`,
        data: expect.objectContaining({
          id: member.id,
          name: 'New Owner',
          email: member.email,
          permission: 'owner',
        }),
      });
      expect((await call('PATCH', '/api/master/user', edit(boss), master)).status).toBe(200);
      expect((await userRow(boss.id))?.permission).toBe('user');
      const entries = await auditOf(member.id);
      expect(entries.map((e: { action: string }) => e.action).sort()).toEqual([
        'user.email_change_asked',
        'user.update',
      ]);
      const update = entries.find((e: { action: string }) => e.action === 'user.update');
      expect(JSON.parse(update.detail)).toEqual({
        before: { name: 'Member', permission: 'user' },
        after: { name: 'New Owner', permission: 'owner' },
      });
    });
  });

  describe("user edits: the operator's flags", () => {
    const flags = (target: Person, fields: Record<string, unknown>) => ({
      id: target.id,
      name: 'Member',
      email: target.email,
      permission: 'user',
      ...fields,
    });
    const referralMessage = 'Please enter a referral code of 3 to 32 letters, digits, - or _';

    it.each([
      [{ internal_team: 'yes' }, 'Please select an option', 'internal_team'],
      [{ internal_team: null }, 'Please select an option', 'internal_team'],
      [{ reference_code: 'ab' }, referralMessage, 'reference_code'],
      [{ reference_code: 'a'.repeat(33) }, referralMessage, 'reference_code'],
      [{ reference_code: 'has space' }, referralMessage, 'reference_code'],
      [{ reference_code: 42 }, referralMessage, 'reference_code'],
    ])('PATCH %j answers "%s"', async (fields, message, inputError) => {
      const member = await join(owner);
      expect(await call('PATCH', '/api/master/user', flags(member, fields), master)).toEqual({
        status: 400,
        body: { message, inputError },
      });
    });

    it('grants internal team and a trimmed referral code, audited; absent fields stay', async () => {
      const member = await join(owner);
      const code = `ref_${member.id.slice(0, 8)}`;
      const granted = await call(
        'PATCH',
        '/api/master/user',
        flags(member, { internal_team: 'true', reference_code: ` ${code} ` }),
        master,
      );
      expect(granted.body.data).toMatchObject({ internal_team: true, reference_code: code });
      const renamed = await call(
        'PATCH',
        '/api/master/user',
        flags(member, { name: 'Renamed' }),
        master,
      );
      expect(renamed.body.data).toMatchObject({ internal_team: true, reference_code: code });
      const [grant, rename] = (await auditOf(member.id)).map((e: { detail: string }) =>
        JSON.parse(e.detail),
      );
      expect(grant).toEqual({
        before: {
          name: 'Member',
          permission: 'user',
          internal_team: false,
          reference_code: null,
        },
        after: {
          name: 'Member',
          permission: 'user',
          internal_team: true,
          reference_code: code,
        },
      });
      expect(Object.keys(rename.before)).toEqual(['name', 'permission']);
      const { body } = await server.call('GET', '/api/referral/breakdown', undefined, member.token);
      expect(body).toEqual({ data: [] });
    });

    it('revokes with 0 and clears the code with "" or null', async () => {
      const member = await join(owner);
      const code = `ref-${member.id.slice(0, 8)}`;
      await call(
        'PATCH',
        '/api/master/user',
        flags(member, { internal_team: 1, reference_code: code }),
        master,
      );
      await call(
        'PATCH',
        '/api/master/user',
        flags(member, { internal_team: 0, reference_code: '' }),
        master,
      );
      expect(await userRow(member.id)).toMatchObject({ reference_code: null });
      expect(Boolean((await userRow(member.id))?.internal_team)).toBe(false);
      await call('PATCH', '/api/master/user', flags(member, { reference_code: code }), master);
      const cleared = await call(
        'PATCH',
        '/api/master/user',
        flags(member, { reference_code: null }),
        master,
      );
      expect(cleared.body.data.reference_code).toBeNull();
    });

    it("answers 409 for another user's code, and keeps one's own", async () => {
      const [first, second] = [await join(owner), await join(owner)];
      const code = `ref${first.id.slice(0, 8)}`;
      expect(
        (await call('PATCH', '/api/master/user', flags(first, { reference_code: code }), master))
          .status,
      ).toBe(200);
      expect(
        (await call('PATCH', '/api/master/user', flags(first, { reference_code: code }), master))
          .status,
      ).toBe(200);
      expect(
        await call('PATCH', '/api/master/user', flags(second, { reference_code: code }), master),
      ).toEqual({
        status: 409,
        body: { message: 'This referral code is already taken', inputError: 'reference_code' },
      });
    });
  });

  describe('user deletes', () => {
    it('refuses oneself, operators, unknown ids and a stale account', async () => {
      expect(await call('DELETE', '/api/master/user', { id: master.id }, master)).toEqual({
        status: 400,
        body: { message: 'You cannot delete yourself' },
      });
      const other = await promoteToMaster(await join(await signUp()));
      expect((await call('DELETE', '/api/master/user', { id: other.id }, master)).status).toBe(403);
      expect((await call('DELETE', '/api/master/user', { id: 'nope' }, master)).status).toBe(404);
      const stale = { id: user.id, account: master.account_id };
      expect((await call('DELETE', '/api/master/user', stale, master)).status).toBe(404);
    });

    it("refuses an account's last owner", async () => {
      const alone = await signUp();
      expect(await call('DELETE', '/api/master/user', { id: alone.id }, master)).toEqual({
        status: 400,
        body: { message: 'This is the only user of the account: delete the account instead' },
      });
      await join(alone);
      expect(await call('DELETE', '/api/master/user', { id: alone.id }, master)).toEqual({
        status: 400,
        body: {
          message: 'This is the last owner of the account: make another user the owner first',
        },
      });
    });

    it('deletes a user, audited; a second owner may go', async () => {
      const boss = await signUp();
      const second = await join(boss, 'owner');
      const body = { id: second.id, account: boss.account_id };
      expect(await call('DELETE', '/api/master/user', body, master)).toEqual({
        status: 200,
        body: { message: 'User deleted' },
      });
      expect(await userRow(second.id)).toBeUndefined();
      const [entry] = await auditOf(second.id);
      expect(entry).toMatchObject({ actor_id: master.id, action: 'user.delete' });
      expect(JSON.parse(entry.detail)).toEqual({
        account_id: boss.account_id,
        email: second.email,
        permission: 'owner',
      });
    });
  });

  describe('impersonation', () => {
    it('hands out a one-hour session for the user and writes the audit row', async () => {
      const started = Math.floor(Date.now() / 1000);
      const { status, body } = await call(
        'POST',
        '/api/master/user/impersonate',
        { id: user.id },
        master,
      );
      expect(status).toBe(200);
      expect(body.data.user).toMatchObject({ id: user.id, email: user.email, permission: 'user' });
      const claims = decodeJwt(body.data.token);
      expect(claims).toMatchObject({ sub: user.id, imp: master.id });
      expect((claims.exp as number) - (claims.iat as number)).toBe(3600);
      expect(Math.abs((claims.exp as number) - started - 3600)).toBeLessThanOrEqual(5);
      const me = await server.call('GET', '/api/user', undefined, body.data.token);
      expect(me.body.data).toMatchObject({ id: user.id, email: user.email });
      const [entry] = await auditOf(user.id);
      expect(entry).toMatchObject({ actor_id: master.id, action: 'user.impersonate' });
      expect(JSON.parse(entry.detail)).toEqual({
        account_id: user.account_id,
        enable_support: false,
        expires_at: new Date((claims.exp as number) * 1000).toISOString(),
      });
    });

    it('refuses operators and unknown users', async () => {
      const other = await promoteToMaster(await join(await signUp()));
      expect(await call('POST', '/api/master/user/impersonate', { id: other.id }, master)).toEqual({
        status: 403,
        body: { message: 'Operators cannot be impersonated here' },
      });
      expect(await call('POST', '/api/master/user/impersonate', {}, master)).toEqual({
        status: 404,
        body: { message: 'User not found' },
      });
    });
  });
});

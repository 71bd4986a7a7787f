/**
 * Caps and credentials against two bff processes on one database (and one Redis where
 * REDIS_URL names it), as production runs them (issue 42):
 * - 12 concurrent adds over both processes never take a user past 50 people, nor an account
 *   past 20 API keys: the cap is counted inside the transaction that inserts;
 * - an impersonation session cannot make a lasting credential (an API key, a password, an
 *   invite): 403, nothing stored; whatever it does is audited with the operator as the actor,
 *   naming the user;
 * - "sign out everywhere" and a password change revoke the user's API keys when asked, and only
 *   then.
 */
import { randomBytes } from 'node:crypto';
import { backend, createStore, startBff, type Bff, type Store } from '../support/bffProcess';
import type { RawResponse } from '../support/http';
import { operator, PASSWORD, signUp, type Person } from '../support/people';
import { Tally } from '../support/tally';

const tally = new Tally(__filename);
// Two processes, a few dozen creates and three sign-ups, on a machine running other suites.
jest.setTimeout(60000);
const MAX_PEOPLE = 50;
const MAX_KEYS = 20;
const CONCURRENT = 12;
const CLIENT = { gender: 0, birth_date: '1988-11-02', birth_time: '08:00' };
const NOT_WHILE_IMPERSONATING =
  'Support cannot make API keys, passwords or invites while signed in as a user: only the user can';
const ALMANAC = '/api/v1/almanac/2026-11-22?zone=Europe/Berlin';

describe(`caps and credentials on two ${backend} processes`, () => {
  let store: Store;
  let one: Bff;
  let two: Bff;
  let master: Person;

  beforeAll(async () => {
    store = await createStore();
    const jwtSecret = randomBytes(32).toString('hex');
    const env = {
      REDIS_URL: process.env.REDIS_URL ?? '',
      REDIS_PREFIX: `tongshu-test-${randomBytes(4).toString('hex')}:`,
    };
    // The first migrates and prints the operator's password; the second joins its database.
    one = await startBff({ store, jwtSecret, env });
    two = await startBff({ store, jwtSecret, env });
    master = await operator(one);
  }, 60000);

  afterAll(async () => {
    await Promise.all([one, two].map((bff) => bff?.stop()));
    await store?.close();
    tally.report();
  });

  /** `count` calls at once, spread over both processes in turn. */
  function atOnce(count: number, call: (bff: Bff, i: number) => Promise<RawResponse>) {
    tally.input(count);
    return Promise.all(Array.from({ length: count }, (_, i) => call(i % 2 ? two : one, i)));
  }

  const statuses = (answers: readonly { status: number }[]) =>
    answers.map((answer) => answer.status).sort();

  async function makeKey(owner: Person, name: string): Promise<{ id: string; key: string }> {
    const made = await one.call('POST', '/api/account/keys', { name }, owner.token);
    if (made.status !== 201) throw new Error(`key: ${made.status} ${made.text}`);
    return { id: String(made.json.data.id), key: String(made.json.data.key) };
  }

  async function impersonate(person: Person): Promise<string> {
    const answer = await one.call(
      'POST',
      '/api/master/user/impersonate',
      { id: person.id },
      master.token,
    );
    expect(answer.status).toBe(200);
    return String(answer.json.data.token);
  }

  it(`holds ${MAX_PEOPLE} people per user under ${CONCURRENT} concurrent adds`, async () => {
    const owner = await signUp(one, 'crowded');
    for (let i = 0; i < MAX_PEOPLE - 2; i += 1) {
      const added = await (i % 2 ? two : one).call(
        'POST',
        '/api/people',
        { name: `Client ${i}`, ...CLIENT },
        owner.token,
      );
      expect(added.status).toBe(201);
    }
    const answers = await atOnce(CONCURRENT, (bff, i) =>
      bff.call('POST', '/api/people', { name: `Rushed ${i}`, ...CLIENT }, owner.token),
    );
    expect(statuses(answers)).toEqual([201, 201, ...Array<number>(CONCURRENT - 2).fill(400)]);
    const refused = answers.filter((answer) => answer.status === 400);
    for (const answer of refused) {
      expect(answer.json).toEqual({
        message: `You can keep up to ${MAX_PEOPLE} people`,
        inputError: 'name',
      });
    }
    tally.refused(refused.length);
    const counted = await store.db().knex('people').where({ user_id: owner.id }).count({ n: '*' });
    expect(Number(counted[0]?.n)).toBe(MAX_PEOPLE);
  });

  it(`holds ${MAX_KEYS} API keys per account under ${CONCURRENT} concurrent creates`, async () => {
    const owner = await signUp(one, 'keyed');
    for (let i = 0; i < MAX_KEYS - 2; i += 1) await makeKey(owner, `Tool ${i}`);
    const answers = await atOnce(CONCURRENT, (bff, i) =>
      bff.call('POST', '/api/account/keys', { name: `Rushed ${i}` }, owner.token),
    );
    expect(statuses(answers)).toEqual([201, 201, ...Array<number>(CONCURRENT - 2).fill(400)]);
    tally.refused(CONCURRENT - 2);
    const counted = await store
      .db()
      .knex('api_keys')
      .where({ account_id: owner.accountId })
      .whereNull('revoked_at')
      .count({ n: '*' });
    expect(Number(counted[0]?.n)).toBe(MAX_KEYS);
  });

  it('refuses an impersonation session every lasting credential, and stores none', async () => {
    const owner = await signUp(one, 'impersonated');
    const token = await impersonate(owner);
    const attempts: [string, string, Record<string, unknown>][] = [
      ['POST', '/api/account/keys', { name: 'Operator key' }],
      ['PATCH', '/api/user/password', { oldpassword: PASSWORD, newpassword: 'Operator123' }],
      ['POST', '/api/invite', { email: 'operator.mailbox@example.com' }],
    ];
    for (const [method, path, body] of attempts) {
      tally.input();
      const answer = await two.call(method, path, body, token);
      expect({ path, status: answer.status, json: answer.json }).toEqual({
        path,
        status: 403,
        json: { message: NOT_WHILE_IMPERSONATING },
      });
      tally.refused();
    }
    const knex = store.db().knex;
    expect(await knex('api_keys').where({ account_id: owner.accountId })).toEqual([]);
    expect(await knex('users').where({ email: 'operator.mailbox@example.com' })).toEqual([]);
    // The password stayed the owner's.
    expect(
      (await one.call('POST', '/api/user/auth', { email: owner.email, password: PASSWORD })).status,
    ).toBe(200);
  });

  it('audits what an impersonation session does as the operator, naming the user', async () => {
    const owner = await signUp(one, 'supported');
    const { id: keyId } = await makeKey(owner, 'Leaked');
    const token = await impersonate(owner);
    const since = new Date().toISOString();
    tally.input(3);
    expect(
      (await two.call('POST', '/api/people', { name: 'Added', ...CLIENT }, token)).status,
    ).toBe(201);
    expect((await one.call('DELETE', `/api/account/keys/${keyId}`, undefined, token)).status).toBe(
      200,
    );
    expect((await two.call('POST', '/api/account/keys', { name: 'No' }, token)).status).toBe(403);
    const entries = (await store
      .db()
      .knex('audit_log')
      .where('date_created', '>=', since)
      .andWhere((where) => where.where({ actor_id: owner.id }).orWhere({ actor_id: master.id }))
      .orderBy('date_created')) as { actor_id: string; action: string; detail: string }[];
    const seen = entries.map(({ actor_id, action, detail }) => {
      const { impersonating, method, path, status } = JSON.parse(detail) as Record<string, unknown>;
      return {
        actor: actor_id === master.id ? 'operator' : 'owner',
        action,
        impersonating,
        method,
        path,
        status,
      };
    });
    const asOwner = { actor: 'operator', impersonating: owner.id };
    expect(seen).toEqual(
      expect.arrayContaining([
        {
          ...asOwner,
          action: 'impersonation.request',
          method: 'POST',
          path: '/api/people',
          status: 201,
        },
        {
          ...asOwner,
          action: 'api_key.revoke',
          method: undefined,
          path: undefined,
          status: undefined,
        },
        {
          ...asOwner,
          action: 'impersonation.request',
          method: 'DELETE',
          path: `/api/account/keys/${keyId}`,
          status: 200,
        },
        {
          ...asOwner,
          action: 'impersonation.request',
          method: 'POST',
          path: '/api/account/keys',
          status: 403,
        },
      ]),
    );
    expect(seen.filter((entry) => entry.actor === 'owner')).toEqual([]);
  });

  it('revokes the user\'s keys with "sign out everywhere" or a password change only when asked', async () => {
    const owner = await signUp(one, 'leaving');
    const kept = await makeKey(owner, 'Integration');
    const works = async (key: string) => {
      tally.input();
      return (await two.call('GET', ALMANAC, undefined, key)).status;
    };
    // A sign-out without the choice leaves the keys: an integration is not a sign-in.
    const plain = await one.call('POST', '/api/user/signout', {}, owner.token);
    expect(plain.json.message).toBe('You have been signed out on every device');
    expect(await works(kept.key)).toBe(200);
    const again = await signUp(one, 'leaving-again');
    const first = await makeKey(again, 'First');
    const second = await makeKey(again, 'Second');
    tally.input();
    const bad = await one.call('POST', '/api/user/signout', { revoke_keys: 'all' }, again.token);
    expect(bad.json).toEqual({ message: 'Please select an option', inputError: 'revoke_keys' });
    tally.refused();
    const out = await one.call('POST', '/api/user/signout', { revoke_keys: true }, again.token);
    expect(out.json).toEqual({
      message: 'You have been signed out on every device, and 2 API keys were revoked',
      data: { revoked_keys: 2 },
    });
    expect([await works(first.key), await works(second.key)]).toEqual([401, 401]);
    tally.refused(2);
    // A password change with the choice ends them too.
    const changer = (
      await one.call('POST', '/api/user/auth', { email: owner.email, password: PASSWORD })
    ).json.data;
    const changed = await two.call(
      'PATCH',
      '/api/user/password',
      { oldpassword: PASSWORD, newpassword: 'Changed123', revoke_keys: true },
      String(changer.token),
    );
    expect(changed.status).toBe(200);
    expect(changed.json.message).toBe('Your password has been changed, and 1 API key was revoked');
    expect(await works(kept.key)).toBe(401);
    tally.refused();
  });
});

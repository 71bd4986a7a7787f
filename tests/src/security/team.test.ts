/**
 * What the spec walk found inside one account (issue 25, "Security and access"), tried against
 * the running bff as a teammate, an admin, an owner and the operator would: the team list carries
 * nothing private, nobody inside an account grants or takes "owner", only failed sign-ins count
 * against an email, an account the operator cancelled says so instead of looping through upgrade,
 * and both sign-up forms refuse a confirmation that does not match.
 */
import { backend, type Bff, bffForFile, type Store } from '../support/bffProcess';
import { freshAddress } from '../support/http';
import {
  castOf,
  invite,
  outboxMailbox,
  PASSWORD,
  uniqueEmail,
  type Cast,
  type Mailbox,
  type Person,
} from '../support/people';
import { Tally } from '../support/tally';

const tally = new Tally(__filename);
/** The private fields of a user that only that user reads (GET /api/user). */
const PRIVATE = ['ical_id', 'bz_chart', 'birth_date', 'birth_time', 'gender', 'dm'];
const CANCELLED =
  'Your account was cancelled by our support team. Please contact support through the Contact page to reopen it.';

describe(`privacy and roles inside an account (${backend})`, () => {
  let store: Store;
  let bff: Bff;
  let mailbox: Mailbox;
  let cast: Cast;

  bffForFile(tally, async (shared) => {
    ({ store, bff } = shared);
    mailbox = outboxMailbox(bff);
    cast = await castOf(bff, mailbox);
  });

  const edit = (actor: Person, target: Person, permission: string) => {
    tally.input();
    return bff.call(
      'PATCH',
      '/api/user',
      { id: target.id, name: 'Edited', email: target.email, permission },
      actor.token,
    );
  };

  it("lists teammates with the Users table's fields and nothing private", async () => {
    for (const admin of [cast.adminA, cast.ownerA]) {
      tally.input();
      const listed = await bff.call('GET', '/api/account/users', undefined, admin.token);
      expect(listed.status).toBe(200);
      const rows = listed.json.data as Record<string, unknown>[];
      expect(rows.length).toBeGreaterThanOrEqual(3);
      for (const row of rows) {
        expect(Object.keys(row).sort()).toEqual(
          ['date_created', 'email', 'id', 'last_login', 'name', 'permission'].sort(),
        );
        for (const field of PRIVATE) expect(row).not.toHaveProperty(field);
      }
      const body = JSON.stringify(rows);
      for (const other of [cast.userA, cast.adminA, cast.ownerA])
        expect(body).not.toContain(other.icalId);
      tally.refused();
    }
    // Each teammate still reads their own feed id.
    const own = await bff.call('GET', '/api/user', undefined, cast.userA.token);
    expect(own.json.data.ical_id).toBe(cast.userA.icalId);
  });

  it('shows the last sign-in of each teammate', async () => {
    tally.input();
    const listed = await bff.call('GET', '/api/account/users', undefined, cast.ownerA.token);
    const row = (listed.json.data as { id: string; last_login: string | null }[]).find(
      (r) => r.id === cast.adminA.id,
    );
    expect(Number.isNaN(Date.parse(String(row?.last_login)))).toBe(false);
  });

  it('lets nobody inside an account grant "owner" or change the owner', async () => {
    const { ownerA, adminA } = cast;
    const member = await invite(bff, mailbox, ownerA, 'would-be-owner');
    const refusedEdits: [Person, Person, string][] = [
      [ownerA, member, 'owner'],
      [adminA, member, 'owner'],
      [ownerA, adminA, 'owner'],
    ];
    for (const [actor, target, permission] of refusedEdits) {
      const answer = await edit(actor, target, permission);
      expect({ actor: actor.permission, status: answer.status }).toEqual({
        actor: actor.permission,
        status: 403,
      });
      tally.refused();
    }
    const owners = await store
      .db()
      .knex('users')
      .where({ account_id: ownerA.accountId, permission: 'owner' });
    expect(owners.map((u: { id: string }) => u.id)).toEqual([ownerA.id]);
  });

  it('hands an account over when the operator makes a user owner: exactly one owner stays', async () => {
    const boss = await castOwner();
    const heir = await invite(bff, mailbox, boss, 'heir');
    tally.input();
    const given = await bff.call(
      'PATCH',
      '/api/master/user',
      { id: heir.id, name: 'Heir', email: heir.email, permission: 'owner' },
      cast.master.token,
    );
    expect(given.status).toBe(200);
    const rows = await store
      .db()
      .knex('users')
      .where({ account_id: boss.accountId })
      .select('id', 'permission');
    const roles = Object.fromEntries(
      rows.map((r: { id: string; permission: string }) => [r.id, r.permission]),
    );
    expect(roles).toEqual({ [boss.id]: 'admin', [heir.id]: 'owner' });
    // The old owner, now an admin, cannot take the account back.
    const back = await edit({ ...boss, permission: 'admin' }, heir, 'user');
    expect(back.status).toBe(403);
    tally.refused();
  });

  async function castOwner(): Promise<Person> {
    const email = uniqueEmail('boss');
    const created = await bff.call('POST', '/api/account', {
      name: 'Boss',
      email,
      password: PASSWORD,
      confirm_password: PASSWORD,
      plan: 'pro',
    });
    expect(created.status).toBe(201);
    const data = created.json.data;
    return {
      token: data.token,
      id: data.id,
      accountId: data.account_id,
      email,
      icalId: data.ical_id,
      permission: 'owner',
    };
  }

  it('counts only failed sign-ins; a success resets the count', async () => {
    const from = freshAddress();
    const signIn = (password: string) => {
      tally.input();
      return bff.call(
        'POST',
        '/api/user/auth',
        { email: cast.userA.email, password },
        undefined,
        from,
      );
    };
    for (let i = 0; i < 15; i += 1) expect((await signIn(PASSWORD)).status).toBe(200);
    for (let i = 0; i < 9; i += 1) expect((await signIn('Wrong1234')).status).toBe(400);
    expect((await signIn(PASSWORD)).status).toBe(200);
    // The success above forgot the nine failures: ten more are answered before the limit.
    for (let i = 0; i < 10; i += 1) expect((await signIn('Wrong1234')).status).toBe(400);
    expect((await signIn(PASSWORD)).status).toBe(429);
    tally.refused();
  });

  it('tells the owner of an account the operator cancelled why, and refuses an upgrade', async () => {
    const boss = await castOwner();
    tally.input();
    const cancelled = await bff.call(
      'PATCH',
      '/api/master/account',
      { id: boss.accountId, email: boss.email, plan: 'pro', active: 0 },
      cast.master.token,
    );
    expect(cancelled.status).toBe(200);
    const subscription = await bff.call('GET', '/api/account/subscription', undefined, boss.token);
    expect(subscription.json.data).toMatchObject({
      status: 'account_cancelled',
      account_active: false,
      status_message: CANCELLED,
    });
    tally.input(2);
    const data = await bff.call('GET', '/api/tongshu/get/20261125', undefined, boss.token);
    expect(data.status).toBe(402);
    expect(data.json.message).toBe(CANCELLED);
    tally.refused();
    const upgrade = await bff.call('POST', '/api/account/upgrade', { plan: 'pro' }, boss.token);
    expect(upgrade).toMatchObject({ status: 403, json: { message: CANCELLED } });
    tally.refused();
    // The operator reopens it: access returns.
    await bff.call(
      'PATCH',
      '/api/master/account',
      { id: boss.accountId, email: boss.email, plan: 'pro', active: 1 },
      cast.master.token,
    );
    const reopened = await bff.call('GET', '/api/tongshu/get/20261125', undefined, boss.token);
    expect(reopened.status).toBe(200);
  });

  it('refuses a sign-up or an invited sign-up whose confirmation does not match', async () => {
    tally.input();
    const signUp = await bff.call('POST', '/api/account', {
      name: 'Mismatch',
      email: uniqueEmail('mismatch'),
      password: PASSWORD,
      confirm_password: `${PASSWORD}x`,
      plan: 'free',
    });
    expect(signUp).toMatchObject({
      status: 400,
      json: { message: 'Passwords do not match', inputError: 'confirm_password' },
    });
    tally.refused();
    const email = uniqueEmail('invited-mismatch');
    const since = mailbox.mark();
    await bff.call('POST', '/api/invite', { email }, cast.ownerA.token);
    const inviteId = await mailbox.link(email, since, 'id');
    tally.input();
    const joined = await bff.call('POST', '/api/user', {
      name: 'Invited',
      email,
      password: PASSWORD,
      confirm_password: 'Other1234',
      inviteId,
    });
    expect(joined).toMatchObject({
      status: 400,
      json: { message: 'Passwords do not match', inputError: 'confirm_password' },
    });
    tally.refused();
  });

  it('answers GET /api/user with the session token it was asked with', async () => {
    const me = await bff.call('GET', '/api/user', undefined, cast.userA.token);
    expect(me.json.data.token).toBe(cast.userA.token);
  });
});

/**
 * Authentication and authorisation against the running bff: every route is classified (a new
 * route without an entry in routes.ts fails here), every signed-in route refuses forged, expired
 * and alg-none tokens, every role below a route's requirement gets 403 (user -> admin -> owner ->
 * master), and nobody reads or writes another account's rows by id or promotes themselves.
 */
import { backend, type Bff, bffForFile } from '../support/bffProcess';
import { forgedTokens, jwt } from '../support/jwt';
import { invite, outboxMailbox, type Mailbox, PASSWORD, type Person } from '../support/people';
import { Tally } from '../support/tally';
import {
  accessOf,
  methodOf,
  mountedRoutes,
  pathOf,
  peopleOf,
  RANK,
  REQUIRED,
  ROUTES,
  type People,
} from './routes';

const tally = new Tally(__filename);

describe(`authentication and roles on every route (${backend})`, () => {
  let mailbox: Mailbox;
  let bff: Bff;
  let people: People;

  bffForFile(tally, async (shared) => {
    ({ bff } = shared);
    mailbox = outboxMailbox(bff);
    people = await peopleOf(bff, mailbox);
  });

  async function call(route: string, token?: string, body?: unknown) {
    const method = methodOf(route);
    tally.input();
    const hasBody = method !== 'GET';
    return bff.call(method, pathOf(route, people), hasBody ? (body ?? {}) : undefined, token);
  }

  it('classifies every mounted route, and every classified route is mounted', async () => {
    const mounted = await mountedRoutes();
    const unclassified = mounted.filter((route) => accessOf(route) === undefined);
    const gone = Object.keys(ROUTES).filter((route) => !mounted.includes(route));
    expect({ unclassified, gone }).toEqual({ unclassified: [], gone: [] });
    expect(mounted.length).toBeGreaterThan(40);
  });

  const guarded = () =>
    Object.entries(ROUTES)
      .filter(([, spec]) => REQUIRED[spec.access] !== undefined)
      .map(([route]) => route);

  it('refuses every signed-in route without a token, or with a forged, expired or alg-none one', async () => {
    const forged = forgedTokens(people.master.id, bff.jwtSecret, people.master.token);
    const leaks: string[] = [];
    for (const route of guarded()) {
      for (const [label, token] of [['no token', undefined], ...forged] as const) {
        const answer = await call(route, token);
        if (answer.status === 401 && typeof answer.json?.message === 'string') tally.refused();
        else leaks.push(`${route} with ${label}: ${answer.status}`);
      }
      // Tokens travel only in the Authorization header, never in the query string.
      const inQuery = await bff.call(
        methodOf(route),
        `${pathOf(route, people)}?token=${people.master.token}`,
      );
      tally.input();
      if (inQuery.status === 401) tally.refused();
      else leaks.push(`${route} with the token in the query: ${inQuery.status}`);
    }
    expect(leaks).toEqual([]);
  });

  it('refuses the token of a deleted user at once', async () => {
    const gone = await invite(bff, mailbox, people.ownerA, 'deleted');
    expect((await bff.call('GET', '/api/user', undefined, gone.token)).status).toBe(200);
    const removed = await bff.call('DELETE', '/api/user', { id: gone.id }, people.ownerA.token);
    expect(removed.status).toBe(200);
    for (const route of guarded()) {
      const answer = await call(route, gone.token);
      if (answer.status === 401) tally.refused();
      else throw new Error(`${route} let a deleted user in: ${answer.status}`);
    }
  });

  it('gives 403 to every role below each route, and lets the roles at or above it in', async () => {
    const byRole: Record<string, Person> = {
      user: people.userA,
      admin: people.adminA,
      owner: people.ownerA,
      master: people.master,
    };
    const wrong: string[] = [];
    for (const route of guarded()) {
      const spec = ROUTES[route];
      const required = RANK.indexOf(REQUIRED[spec?.access ?? 'public'] ?? 'user');
      for (const [rank, role] of RANK.entries()) {
        if (rank >= required && spec?.destructive) continue;
        const answer = await call(route, byRole[role]?.token);
        if (rank < required) {
          if (answer.status === 403) tally.refused();
          else wrong.push(`${role} on ${route}: ${answer.status} (wanted 403)`);
        } else if ([401, 403].includes(answer.status) && !spec?.gated?.includes(answer.status)) {
          wrong.push(`${role} on ${route}: ${answer.status} ${answer.text}`);
        } else if (answer.status >= 500) {
          wrong.push(`${role} on ${route}: ${answer.status} ${answer.text}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('keeps a role from promoting itself or anyone above its own rank', async () => {
    const { userA, adminA, ownerA, master } = people;
    const attempts: [string, Person, Record<string, unknown>, number[]][] = [
      [
        'user sets its own permission',
        userA,
        { id: userA.id, name: 'U', email: userA.email, permission: 'master' },
        [200, 400],
      ],
      [
        'user edits another user',
        userA,
        { id: adminA.id, name: 'U', email: adminA.email, permission: 'user' },
        [403],
      ],
      [
        'admin grants owner',
        adminA,
        { id: userA.id, name: 'U', email: userA.email, permission: 'owner' },
        [403],
      ],
      [
        'admin grants master',
        adminA,
        { id: userA.id, name: 'U', email: userA.email, permission: 'master' },
        [400],
      ],
      [
        'admin demotes the owner',
        adminA,
        { id: ownerA.id, name: 'O', email: ownerA.email, permission: 'user' },
        [403],
      ],
      [
        'admin promotes itself',
        adminA,
        { id: adminA.id, name: 'A', email: adminA.email, permission: 'owner' },
        [200, 400],
      ],
      [
        'owner grants master',
        ownerA,
        { id: userA.id, name: 'U', email: userA.email, permission: 'master' },
        [400],
      ],
    ];
    for (const [label, actor, body, statuses] of attempts) {
      tally.input();
      const answer = await bff.call('PATCH', '/api/user', body, actor.token);
      expect({ label, status: answer.status }).toEqual({
        label,
        status: statuses.includes(answer.status) ? answer.status : statuses[0],
      });
      tally.refused();
    }
    const operatorEdit = await bff.call(
      'PATCH',
      '/api/master/user',
      { id: userA.id, name: 'U', email: userA.email, permission: 'master' },
      master.token,
    );
    expect(operatorEdit.status).toBe(400);
    const selfSignUp = await bff.call('POST', '/api/account', {
      name: 'Climber',
      email: `climber.${Date.now()}@example.com`,
      password: PASSWORD,
      plan: 'free',
      permission: 'master',
      internal_team: true,
      account_id: ownerA.accountId,
    });
    expect(selfSignUp.status).toBe(201);
    expect(selfSignUp.json.data).toMatchObject({ permission: 'owner', internal_team: false });
    expect(selfSignUp.json.data.account_id).not.toBe(ownerA.accountId);
    tally.input(2);
    tally.refused(2);
    // Whatever was tried, the roles are as the cast made them.
    for (const person of [userA, adminA, ownerA, master]) {
      const me = await bff.call('GET', '/api/user', undefined, person.token);
      expect(me.json.data.permission).toBe(person.permission);
    }
  });

  it('lets an impersonation token act only as the user, never as the operator', async () => {
    const { master, userA } = people;
    const taken = await bff.call(
      'POST',
      '/api/master/user/impersonate',
      { id: userA.id },
      master.token,
    );
    expect(taken.status).toBe(200);
    const token = taken.json.data.token as string;
    tally.input(3);
    expect((await bff.call('GET', '/api/user', undefined, token)).json.data.id).toBe(userA.id);
    expect((await bff.call('GET', '/api/master/users', undefined, token)).status).toBe(403);
    const again = await bff.call('POST', '/api/master/user/impersonate', { id: master.id }, token);
    expect(again.status).toBe(403);
    tally.refused(2);
    // An impersonation token re-signed to last longer is a forgery like any other.
    const [, claims = ''] = token.split('.');
    const payload = JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const longer = jwt({ alg: 'HS256' }, { ...payload, exp: Number(payload.exp) + 86400 }, 'guess');
    expect((await bff.call('GET', '/api/user', undefined, longer)).status).toBe(401);
    tally.input();
    tally.refused();
  });

  it('never reads or writes another account by id', async () => {
    const { adminA, ownerA, userA, ownerB, userB } = people;
    const attempts: [string, string, string, unknown, Person, number[]][] = [
      [
        'edit B user',
        'PATCH',
        '/api/user',
        { id: userB.id, name: 'X', email: userB.email, permission: 'user' },
        adminA,
        [404],
      ],
      [
        'promote B user',
        'PATCH',
        '/api/user',
        { id: userB.id, name: 'X', email: userB.email, permission: 'admin' },
        ownerA,
        [404],
      ],
      [
        'demote B owner',
        'PATCH',
        '/api/user',
        { id: ownerB.id, name: 'X', email: ownerB.email, permission: 'user' },
        ownerA,
        [404],
      ],
      ['delete B user', 'DELETE', '/api/user', { id: userB.id }, adminA, [404]],
      ['delete B owner', 'DELETE', '/api/user', { id: ownerB.id }, ownerA, [404]],
      [
        'steal B email',
        'PATCH',
        '/api/user',
        { name: 'X', email: userB.email, ...{ gender: 1, birth_date: '1990-05-15' } },
        userA,
        [409],
      ],
      [
        'operator edit of B',
        'PATCH',
        '/api/master/user',
        { id: userB.id, name: 'X', email: userB.email, permission: 'owner' },
        ownerA,
        [403],
      ],
      [
        'operator delete of B',
        'DELETE',
        '/api/master/account',
        { id: ownerB.accountId },
        ownerA,
        [403],
      ],
      ['impersonate B', 'POST', '/api/master/user/impersonate', { id: ownerB.id }, ownerA, [403]],
      ['delete feedback', 'DELETE', '/api/feedback/any', {}, ownerA, [403]],
    ];
    for (const [label, method, url, body, actor, statuses] of attempts) {
      tally.input();
      const answer = await bff.call(method, url, body, actor.token);
      expect({ label, status: answer.status }).toEqual({ label, status: statuses[0] });
      expect(statuses).toContain(answer.status);
      tally.refused();
    }
    const listed = await bff.call('GET', '/api/account/users', undefined, adminA.token);
    const listedIds = (listed.json.data as { id: string }[]).map((u) => u.id);
    expect(listedIds).toEqual(expect.arrayContaining([ownerA.id, adminA.id, userA.id]));
    expect(listedIds).not.toContain(userB.id);
    expect(listedIds).not.toContain(ownerB.id);
    const seenB = await bff.call('GET', '/api/user', undefined, userB.token);
    expect(seenB.json.data).toMatchObject({
      id: userB.id,
      permission: 'user',
      account_id: ownerB.accountId,
    });
    expect(seenB.json.data.name).toBe('user-b');
    const ownerSeen = await bff.call('GET', '/api/user', undefined, ownerB.token);
    expect(ownerSeen.json.data.permission).toBe('owner');
  });

  it('refuses invite links of one account for another address, and replays', async () => {
    const email = `pair.${Date.now()}@example.com`;
    const since = mailbox.mark();
    const sent = await bff.call('POST', '/api/invite', { email }, people.ownerA.token);
    expect(sent.status).toBe(200);
    const inviteId = await mailbox.link(email, since, 'id');
    const other = {
      name: 'Other',
      email: `other.${Date.now()}@example.com`,
      password: PASSWORD,
      inviteId,
    };
    tally.input(3);
    expect((await bff.call('POST', '/api/user', other)).status).toBe(400);
    // The failed try above used the link up: links are single use whatever the outcome.
    expect((await bff.call('POST', '/api/user', { ...other, email })).status).toBe(400);
    tally.refused(2);
  });
});

/**
 * Hostile input against the running bff: SQL injection, wrong JSON types, control characters and
 * long strings in every body field and path parameter of every route; oversized and malformed
 * bodies; path traversal on the feed links; a double-submitted sign-up. Nothing may answer 5xx,
 * every refusal carries a JSON message, and afterwards the database is whole.
 */
import { backend, type Bff, bffForFile, type Store } from '../support/bffProcess';
import { freshAddress, type RawResponse } from '../support/http';
import { outboxMailbox, type Mailbox, PASSWORD, signIn, uniqueEmail } from '../support/people';
import { Tally } from '../support/tally';
import { ALL_VALUES, SQL_INJECTIONS } from './payloads';
import {
  methodOf,
  pathOf,
  peopleOf,
  ROUTES,
  type Caller,
  type People,
  type RouteSpec,
} from './routes';

const tally = new Tally(__filename);
const TABLES = [
  'plans',
  'accounts',
  'users',
  'tokens',
  'feedback',
  'referrals',
  'subscriptions',
  'billing_events',
  'audit_log',
  'mail_outbox',
  'api_keys',
];

/** Runs `jobs` with at most `width` in flight (the bff on SQLite serialises writes anyway). */
async function pool<T>(jobs: (() => Promise<T>)[], width = 8): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++;
      results[index] = await (jobs[index] as () => Promise<T>)();
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return results;
}

function defaultCaller(spec: RouteSpec): Caller {
  if (spec.caller) return spec.caller;
  const byAccess: Partial<Record<RouteSpec['access'], Caller>> = {
    signedIn: 'userA',
    subscriber: 'ownerA',
    admin: 'adminA',
    owner: 'victimOwner',
    master: 'master',
  };
  return byAccess[spec.access] ?? 'nobody';
}

describe(`hostile input on every field (${backend})`, () => {
  let store: Store;
  let mailbox: Mailbox;
  let bff: Bff;
  let people: People;
  const problems: string[] = [];

  bffForFile(tally, async (shared) => {
    ({ store, bff } = shared);
    mailbox = outboxMailbox(bff);
    people = await peopleOf(bff, mailbox);
  });

  beforeEach(() => {
    problems.length = 0;
  });

  /** Any 5xx, or a refusal without a JSON message, is a problem; a 4xx counts as refused. */
  function judge(what: string, answer: RawResponse): void {
    tally.input();
    if (answer.status >= 500) {
      problems.push(`${what}: ${answer.status} ${answer.text.slice(0, 200)}`);
    } else if (answer.status >= 400) {
      if (typeof answer.json?.message !== 'string') {
        problems.push(
          `${what}: ${answer.status} without a JSON message: ${answer.text.slice(0, 80)}`,
        );
      }
      tally.refused();
    }
  }

  const tokenOf = (caller: Caller) => (caller === 'nobody' ? undefined : people[caller].token);

  it('answers every hostile value in every body field of every route with 2xx or 4xx', async () => {
    const jobs: (() => Promise<void>)[] = [];
    for (const [route, spec] of Object.entries(ROUTES)) {
      if (spec.access === 'signature') continue; // webhook.test.ts forges the provider's events
      for (const field of spec.fields) {
        for (const value of ALL_VALUES) {
          jobs.push(async () => {
            const body = { ...spec.base?.(people), [field]: value };
            const answer = await bff.raw({
              method: methodOf(route),
              path: pathOf(route, people),
              body,
              token: tokenOf(defaultCaller(spec)),
              from: freshAddress(),
            });
            judge(`${route} ${field}=${JSON.stringify(value).slice(0, 40)}`, answer);
          });
        }
      }
    }
    await pool(jobs);
    expect(problems).toEqual([]);
  }, 120000);

  it('answers every hostile value in every path parameter with 2xx or 4xx', async () => {
    const jobs: (() => Promise<void>)[] = [];
    for (const [route, spec] of Object.entries(ROUTES)) {
      const names = [...route.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
      for (const name of names) {
        for (const value of ALL_VALUES) {
          if (typeof value !== 'string' || value.length > 6000) continue;
          jobs.push(async () => {
            const answer = await bff.raw({
              method: methodOf(route),
              path: pathOf(route, people, { [name]: value }),
              token: tokenOf(defaultCaller(spec)),
              body: methodOf(route) === 'GET' ? undefined : {},
            });
            judge(`${route} :${name}=${JSON.stringify(value).slice(0, 40)}`, answer);
          });
        }
      }
    }
    await pool(jobs);
    expect(problems).toEqual([]);
  }, 60000);

  it('stores injection strings as plain text, never as SQL', async () => {
    const { victim } = people;
    for (const text of SQL_INJECTIONS) {
      const body = { name: text, email: victim.email, gender: 0, birth_date: '1991-02-03' };
      const saved = await bff.call('PATCH', '/api/user', body, victim.token);
      const comment = await bff.call(
        'POST',
        '/api/feedback',
        { rating: 'meh', comment: text },
        victim.token,
      );
      tally.input(2);
      expect([saved.status, comment.status]).toEqual([200, 201]);
      const me = await bff.call('GET', '/api/user', undefined, victim.token);
      expect(me.json.data.name).toBe(text.trim());
      expect(comment.json.data.comment).toBe(text.trim());
      tally.refused(2);
    }
    const stored = await store
      .db()
      .knex('feedback')
      .where({ user_id: victim.id })
      .whereIn(
        'comment',
        SQL_INJECTIONS.map((t) => t.trim()),
      );
    expect(stored.length).toBe(SQL_INJECTIONS.length);
  });

  it('refuses bodies over 100 KB with 413 on every route that reads one, chunked or not', async () => {
    const big = { name: 'x', padding: 'p'.repeat(101 * 1024) };
    for (const route of Object.keys(ROUTES)) {
      const method = methodOf(route);
      if (method === 'GET') continue;
      for (const chunked of [false, true]) {
        const answer = await bff.raw({
          method,
          path: pathOf(route, people),
          body: big,
          chunked,
          token: people.master.token,
          from: freshAddress(),
        });
        tally.input();
        expect({ route, chunked, status: answer.status, message: answer.json?.message }).toEqual({
          route,
          chunked,
          status: 413,
          message: 'The request is too large',
        });
        tally.refused();
      }
    }
  });

  it('answers malformed, deeply nested and mislabelled bodies with 4xx', async () => {
    const bodies: [string, string, string][] = [
      ['invalid JSON', '{"email": ', 'application/json'],
      ['trailing garbage', '{"email": "a@b.co"} x', 'application/json'],
      ['deep arrays', '['.repeat(60000), 'application/json'],
      ['deep objects', '{"a":'.repeat(15000) + '1' + '}'.repeat(15000), 'application/json'],
      ['top-level array', '[1,2,3]', 'application/json'],
      ['top-level string', '"email"', 'application/json'],
      ['top-level null', 'null', 'application/json'],
      ['raw control bytes', '{"email": "a\u0001@b.co"}', 'application/json'],
      ['form encoded', 'email=a%40b.co&password=x', 'application/x-www-form-urlencoded'],
      ['text', 'x'.repeat(300 * 1024), 'text/plain'],
      ['charset trick', '{"email":"a@b.co"}', 'application/json; charset=utf-16'],
      [
        'prototype keys',
        '{"__proto__":{"permission":"master"},"constructor":{"prototype":{"x":1}}}',
        'application/json',
      ],
    ];
    for (const route of [
      'POST /api/user/auth',
      'POST /api/account',
      'PATCH /api/user',
      'POST /api/feedback',
    ]) {
      for (const [label, body, type] of bodies) {
        const answer = await bff.raw({
          method: methodOf(route),
          path: pathOf(route, people),
          body,
          headers: { 'content-type': type },
          token: people.userA.token,
          from: freshAddress(),
        });
        judge(`${route} with ${label}`, answer);
      }
    }
    expect(problems).toEqual([]);
    const me = await bff.call('GET', '/api/user', undefined, people.userA.token);
    expect(me.json.data.permission).toBe('user');
    expect(({} as Record<string, unknown>).permission).toBeUndefined();
  });

  it('keeps feed links from walking out of their route', async () => {
    const { icalId } = people.ownerA;
    const paths = [
      '/download/ical/../../../../etc/passwd',
      '/download/ical/..%2F..%2F..%2F..%2Fetc%2Fpasswd/x',
      `/download/ical/tongshueng/..%2F..%2F..%2F.local%2Fjwt-secret`,
      '/download/ical/tongshueng/%2e%2e%2f%2e%2e%2fpackage.json',
      '/download/ical/%2e%2e/%2e%2e',
      `/download/ical/tongshueng/${icalId}%00.ics`,
      `/download/ical/tongshueng%00/${icalId}`,
      `/download/ical/tongshueng/${icalId}/../../personalpro/${icalId}`,
      '/download/ical/tongshueng/..%252f..%252fetc%252fpasswd',
      '/download/ical/tongshueng/..\\..\\..\\etc\\passwd',
      `/download/ical/tongshueng/${'A'.repeat(65)}`,
      '/download/ical/tongshueng/',
      '/download/ical/',
      '/download/../package.json',
      '/download/ical/tongshueng/%',
      `/download/ical/Tongshueng/${icalId}`,
    ];
    for (const path of paths) {
      const answer = await bff.raw({ path, from: freshAddress() });
      judge(path, answer);
      expect({ path, ok: answer.status >= 400 && answer.status < 500 }).toEqual({ path, ok: true });
      expect(answer.text).not.toMatch(/root:x:0|"workspaces"|BEGIN:VCALENDAR/);
    }
    expect(problems).toEqual([]);
    // The real link still works, so the refusals above are the paths, not a broken feed.
    expect((await bff.raw({ path: `/download/ical/tongshueng/${icalId}` })).status).toBe(200);
  });

  it('answers a double-submitted sign-up once, and 409 to the copies', async () => {
    const email = uniqueEmail('twice');
    const body = { name: 'Twice', email, password: PASSWORD, plan: 'free' };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        bff.raw({ method: 'POST', path: '/api/account', body, from: freshAddress() }),
      ),
    );
    tally.input(answers.length);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    tally.refused(5);
    const users = await store.db().knex('users').where({ email });
    expect(users).toHaveLength(1);
    const accounts = await store.db().knex('accounts').where({ name: 'Twice' });
    expect(accounts).toHaveLength(1);
  });

  it('leaves the database whole: tables, roles and the cast sign-ins', async () => {
    const knex = store.db().knex;
    for (const table of TABLES) {
      const [row] = await knex(table).count('* as count');
      expect(Number(row?.count)).toBeGreaterThanOrEqual(
        table === 'plans' || table === 'users' ? 1 : 0,
      );
    }
    const masters = await knex('users').where({ permission: 'master' });
    expect(masters).toHaveLength(1);
    for (const key of ['ownerA', 'adminA', 'userA', 'ownerB', 'userB'] as const) {
      const row = await knex('users').where({ id: people[key].id }).first();
      expect({ key, permission: row?.permission }).toEqual({
        key,
        permission: people[key].permission,
      });
    }
    const again = await signIn(bff, people.ownerA.email, PASSWORD);
    expect(again.id).toBe(people.ownerA.id);
  });
});

/**
 * The public API's keys against the running bff (issue 36): every v1 endpoint and /mcp refuses
 * no key, a session token (even the operator's), a forged key and a revoked one; a key is refused
 * on every session route; a key reads its creator's people and nobody else's (another account's,
 * or a teammate's, is 404); past its limit a key gets 429 with Retry-After, and each use that
 * went through is counted on the key and in the audit log.
 */
import { loadConfig } from '@tongshu/bff/settings';
import { backend, type Bff, bffForFile, type Store } from '../support/bffProcess';
import type { RawResponse } from '../support/http';
import { outboxMailbox, signUp, type Person } from '../support/people';
import { Tally } from '../support/tally';
import {
  accessOf,
  API_KEY_REQUESTS,
  methodOf,
  mountedRoutes,
  pathOf,
  peopleOf,
  PUBLIC_API_DOCUMENT,
  REQUIRED,
  ROUTES,
  type ApiKeyRequest,
  type People,
} from './routes';

const tally = new Tally(__filename);
/** A key's requests a minute on a bff started as the suites start it (no API_KEY_LIMIT). */
const PER_KEY = loadConfig({}).apiLimits.perKey;
const CLIENT = { gender: 0, birth_date: '1988-11-02', birth_time: '08:00' };

describe(`API keys on the public API (${backend})`, () => {
  let store: Store;
  let bff: Bff;
  let people: People;

  bffForFile(tally, async (shared) => {
    ({ bff, store } = shared);
    people = await peopleOf(bff, outboxMailbox(bff));
  });

  async function keyOf(
    person: Person,
    name = 'Hostile suite',
  ): Promise<{ id: string; key: string }> {
    // Charts are for the internal team (spec section 6): the owner has them, so a chart call
    // tests the key and not the grant.
    await store.db().knex('users').where({ id: person.id }).update({ internal_team: true });
    const made = await bff.call('POST', '/api/account/keys', { name }, person.token);
    if (made.status !== 201) throw new Error(`key: ${made.status} ${made.text}`);
    return { id: String(made.json.data.id), key: String(made.json.data.key) };
  }

  const send = (request: ApiKeyRequest, token?: string): Promise<RawResponse> => {
    tally.input();
    const body = request.method === 'POST' ? {} : undefined;
    return bff.raw({ method: request.method, path: request.path, body, token });
  };

  const get = (path: string, token?: string) => send({ method: 'GET', path, route: /./ }, token);

  async function personOf(owner: Person, name: string): Promise<string> {
    const added = await bff.call('POST', '/api/people', { name, ...CLIENT }, owner.token);
    if (added.status !== 201) throw new Error(`person: ${added.status} ${added.text}`);
    return String(added.json.data.id);
  }

  it('sweeps every public API route the bff mounts, and serves the document to anyone', async () => {
    const mounted = (await mountedRoutes()).filter((route) => accessOf(route) === 'apiKey');
    const unswept = mounted.filter(
      (route) => !API_KEY_REQUESTS.some((request) => request.route.test(route)),
    );
    expect(unswept).toEqual([]);
    const document = await get(PUBLIC_API_DOCUMENT.slice('GET '.length));
    expect(document.status).toBe(200);
    expect(document.json.openapi).toMatch(/^3\.1\./);
  });

  it('refuses no key, session tokens, forged and revoked keys on every v1 endpoint and /mcp', async () => {
    const good = await keyOf(people.ownerA);
    const revoked = await keyOf(people.ownerA, 'Revoked');
    const gone = await bff.call(
      'DELETE',
      `/api/account/keys/${revoked.id}`,
      undefined,
      people.ownerA.token,
    );
    expect(gone.status).toBe(200);
    const refusals: [string, string | undefined][] = [
      ['no key', undefined],
      ["the owner's session", people.ownerA.token],
      ["the operator's session", people.master.token],
      ['a made-up key', `tsk_${'A'.repeat(43)}`],
      ['a key cut short', good.key.slice(0, -1)],
      ['a revoked key', revoked.key],
    ];
    const leaks: string[] = [];
    for (const request of API_KEY_REQUESTS) {
      for (const [label, token] of refusals) {
        const answer = await send(request, token);
        if (answer.status === 401 && typeof answer.json?.message === 'string') tally.refused();
        else leaks.push(`${request.method} ${request.path} with ${label}: ${answer.status}`);
      }
      // A key travels only in the Authorization header.
      const inQuery = await send({
        ...request,
        path: `${request.path}${request.path.includes('?') ? '&' : '?'}key=${good.key}`,
      });
      if (inQuery.status === 401) tally.refused();
      else
        leaks.push(
          `${request.method} ${request.path} with the key in the query: ${inQuery.status}`,
        );
      // The good key gets past the door: what refused the others was the key.
      const letIn = await send(request, good.key);
      if ([401, 403, 429].includes(letIn.status) || letIn.status >= 500) {
        leaks.push(
          `${request.method} ${request.path} with a good key: ${letIn.status} ${letIn.text.slice(0, 120)}`,
        );
      }
    }
    expect(leaks).toEqual([]);
  });

  it('refuses a key on every session route', async () => {
    const { key } = await keyOf(people.adminA);
    const leaks: string[] = [];
    for (const [route, spec] of Object.entries(ROUTES)) {
      if (REQUIRED[spec.access] === undefined) continue;
      tally.input();
      const method = methodOf(route);
      const answer = await bff.call(
        method,
        pathOf(route, people),
        method === 'GET' ? undefined : {},
        key,
      );
      if (answer.status === 401) tally.refused();
      else leaks.push(`${route}: ${answer.status}`);
    }
    expect(leaks).toEqual([]);
  });

  it("reads its creator's people only: another account's, and a teammate's, are 404", async () => {
    const { ownerA, adminA, ownerB } = people;
    const own = await personOf(ownerA, 'Own Client');
    const teammates = await personOf(adminA, 'Teammate Client');
    const others = await personOf(ownerB, 'Other Account Client');
    const { key } = await keyOf(ownerA);
    const listed = await get('/api/v1/people', key);
    expect(listed.status).toBe(200);
    expect(listed.text).toContain(own);
    const leaks: string[] = [];
    for (const id of [teammates, others]) {
      for (const path of [
        `/api/v1/people/${id}`,
        `/api/v1/almanac/2026-11-22?person=${id}`,
        `/api/v1/bazi?person=${id}`,
        `/api/v1/3vv?person=${id}&year=2026`,
        `/api/v1/select?activity=Marriage&from=2027-01-01&to=2027-01-31&people=${id}`,
      ]) {
        const answer = await get(path, key);
        const refused = [400, 404].includes(answer.status) && !/Client/.test(answer.text);
        if (refused && (answer.status === 404 || !path.includes('/people/'))) tally.refused();
        else leaks.push(`${path}: ${answer.status} ${answer.text.slice(0, 120)}`);
      }
      if (listed.text.includes(id)) leaks.push(`/api/v1/people lists ${id}`);
    }
    expect(leaks).toEqual([]);
    const mine = await get(`/api/v1/people/${own}`, key);
    expect({ status: mine.status, named: mine.text.includes('Own Client') }).toEqual({
      status: 200,
      named: true,
    });
  });

  // The almanac's answer is kept and sent again before the app (answerReplay.ts): each replay is
  // a call all the same.
  it.each([
    ['/api/v1/people', 'limited'],
    ['/api/v1/almanac/2026-11-22', 'replayed'],
  ])(
    "answers 429 with Retry-After past a key's limit on %s; only the uses let through are counted and audited",
    async (path, who) => {
      const owner = await signUp(bff, who);
      const { id, key } = await keyOf(owner);
      let replayed = 0;
      for (let i = 0; i < PER_KEY; i += 1) {
        const answer = await get(path, key);
        expect({ i, status: answer.status }).toEqual({ i, status: 200 });
        // A replay carries no request id: it never reached the app.
        if (!answer.headers['x-request-id']) replayed += 1;
      }
      expect(replayed > 0).toBe(who === 'replayed');
      const over = await get(path, key);
      expect(over.status).toBe(429);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect(typeof over.json.message).toBe('string');
      tally.refused();
      const listed = await bff.call('GET', '/api/account/keys', undefined, owner.token);
      const record = listed.json.data.find((k: { id: string }) => k.id === id);
      expect(record.use_count).toBe(PER_KEY);
      expect(record.last_used_at).toEqual(expect.any(String));
      const uses = await store
        .db()
        .knex('audit_log')
        .where({ action: 'api_key.use', target_id: id });
      // The list flushed the ledger: the entries (one a flush) add up to the calls let through.
      const details = uses.map((use: { detail: string }) => JSON.parse(use.detail));
      const calls = details.reduce(
        (sum: number, detail: { calls: number }) => sum + detail.calls,
        0,
      );
      expect(calls).toBe(PER_KEY);
      expect(details[0].routes).toEqual({ [`GET ${path}`]: expect.any(Number) });
    },
  );
});

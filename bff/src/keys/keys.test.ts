/**
 * API keys on the running bff (issue 36): made, listed and revoked by an owner or admin on Pro;
 * shown once and stored as a hash; another account's key is 404. `requireApiKey` is checked on
 * a one-route app of its own (the public API's routes mount it in publicApi/): a revoked key, a
 * session token and a demoted creator are refused, each use is counted and audited, and a key
 * past its limit, or its account's, gets 429 with Retry-After.
 */
import Koa from 'koa';
import Router from '@koa/router';
import supertest from 'supertest';
import {
  newApiKey,
  setPermission,
  setSubscriptionStatus,
  signedUpOwner,
  startTestServer,
  type TestServer,
} from '@tongshu/test-support/server';
import { errors } from '../platform/middleware/errors';
import { hashOf, MAX_KEYS, NEEDS_PRO } from './keysService';
import { CREATOR_NOT_ADMIN, requireApiKey, type ApiKeyState } from './requireApiKey';
import { UseLedger } from './useLedger';

describe(`API keys on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  let server: TestServer;
  let probe: ReturnType<typeof supertest>;
  let uses: UseLedger;

  beforeAll(async () => {
    server = await startTestServer();
    // What a public API route sees once the key is checked.
    const app = new Koa();
    app.use(errors());
    const router = new Router<ApiKeyState>();
    uses = new UseLedger(server.db);
    router.get('/api/v1/probe', requireApiKey(server.db, server.config, uses), (ctx) => {
      ctx.body = { data: { user: ctx.state.user.id, apiKey: ctx.state.apiKey } };
    });
    app.use(router.routes());
    probe = supertest(app.callback());
  });

  afterAll(() => server.close());

  const makeKey = (token: string, name = 'Booking site') =>
    server.call('POST', '/api/account/keys', { name }, token);
  const withKey = (key: string) => probe.get('/api/v1/probe').set('authorization', `Bearer ${key}`);

  it('shows a new key once, lists it without it and keeps only its hash', async () => {
    const owner = await signedUpOwner(server, 'pro');
    const made = await makeKey(owner.token);
    expect(made.status).toBe(201);
    const { key, ...record } = made.body.data;
    expect(key).toMatch(/^tsk_[A-Za-z0-9_-]{43}$/);
    expect(record).toMatchObject({
      name: 'Booking site',
      prefix: key.slice(0, 12),
      last_used_at: null,
      use_count: 0,
      creator: 'Owner',
    });
    const listed = await server.call('GET', '/api/account/keys', undefined, owner.token);
    expect(listed).toEqual({ status: 200, body: { data: [record] } });
    expect(JSON.stringify(listed.body)).not.toContain(key);
    const row = await server.db.knex('api_keys').where({ id: record.id }).first();
    expect(row.hash).toBe(hashOf(key));
    expect(JSON.stringify(row)).not.toContain(key.slice(12));
    const audited = await server.db.knex('audit_log').where({ target_id: record.id });
    expect(audited.map((entry: { action: string }) => entry.action)).toEqual(['api_key.create']);
  });

  it('names the field of a bad name, and keeps at most the limit of keys', async () => {
    const owner = await signedUpOwner(server, 'pro');
    for (const name of ['', '  ', 'x'.repeat(101), 5, null]) {
      const answer = await makeKey(owner.token, name as string);
      expect({ status: answer.status, field: answer.body.inputError }).toEqual({
        status: 400,
        field: 'name',
      });
    }
    for (let i = 0; i < MAX_KEYS; i++) expect((await makeKey(owner.token)).status).toBe(201);
    const over = await makeKey(owner.token);
    expect({ status: over.status, field: over.body.inputError }).toEqual({
      status: 400,
      field: 'name',
    });
  });

  it('revokes a key at once; another account, or a revoked key, is 404', async () => {
    const owner = await signedUpOwner(server, 'pro');
    const stranger = await signedUpOwner(server, 'pro');
    const { id, key } = await newApiKey(server, owner.token);
    expect((await withKey(key)).status).toBe(200);
    const path = `/api/account/keys/${id as string}`;
    expect(await server.call('DELETE', path, undefined, stranger.token)).toEqual({
      status: 404,
      body: { message: 'API key not found' },
    });
    expect((await withKey(key)).status).toBe(200);
    expect(await server.call('DELETE', path, undefined, owner.token)).toEqual({
      status: 200,
      body: { message: 'API key revoked' },
    });
    expect((await server.call('DELETE', path, undefined, owner.token)).status).toBe(404);
    const refused = await withKey(key);
    expect(refused.status).toBe(401);
    expect(refused.body.message).toMatch(/revoked/);
    const listed = await server.call('GET', '/api/account/keys', undefined, owner.token);
    expect(listed.body.data).toEqual([]);
    await uses.flush();
    const actions = await server.db.knex('audit_log').where({ target_id: id }).pluck('action');
    expect(actions.sort()).toEqual(['api_key.create', 'api_key.revoke', 'api_key.use']);
  });

  it('lets owners and admins manage keys, not users (403), and not below Pro (402)', async () => {
    const owner = await signedUpOwner(server, 'pro');
    const member = await signedUpOwner(server, 'pro');
    await server.db.knex('users').where({ id: member.id }).update({ account_id: owner.accountId });
    await setPermission(server, member.id, 'user');
    for (const [method, path] of [
      ['GET', '/api/account/keys'],
      ['POST', '/api/account/keys'],
      ['DELETE', '/api/account/keys/any'],
    ] as const) {
      const answer = await server.call(method, path, { name: 'Mine' }, member.token);
      expect({ method, status: answer.status }).toEqual({ method, status: 403 });
    }
    await setPermission(server, member.id, 'admin');
    expect((await makeKey(member.token)).status).toBe(201);
    const simple = await signedUpOwner(server, 'simple');
    const gated = await makeKey(simple.token);
    expect(gated).toEqual({ status: 402, body: { message: NEEDS_PRO, plan: 'pro' } });
    expect((await server.call('GET', '/api/account/keys', undefined, simple.token)).status).toBe(
      402,
    );
  });

  it("takes the creator as the request's user, and counts and audits each use", async () => {
    const owner = await signedUpOwner(server, 'pro');
    const { id, key } = await newApiKey(server, owner.token);
    const first = await withKey(key);
    expect(first.body.data).toEqual({
      user: owner.id,
      apiKey: { id, accountId: owner.accountId },
    });
    await withKey(key);
    await uses.flush();
    const [record] = (await server.call('GET', '/api/account/keys', undefined, owner.token)).body
      .data;
    expect(record.use_count).toBe(2);
    expect(Date.parse(record.last_used_at)).toBeGreaterThan(Date.parse(record.created_at) - 1);
    const audited = await server.db
      .knex('audit_log')
      .where({ target_id: id, action: 'api_key.use' })
      .pluck('detail');
    // One entry a flush, with every call the key made since the last (useLedger.ts).
    expect(audited.map((detail: string) => JSON.parse(detail))).toEqual([
      expect.objectContaining({ calls: 2, routes: { 'GET /api/v1/probe': 2 } }),
    ]);
  });

  it('refuses no key, a session token, a made-up key and a demoted creator', async () => {
    const owner = await signedUpOwner(server, 'pro');
    const { key } = await newApiKey(server, owner.token);
    for (const authorization of [
      undefined,
      `Bearer ${owner.token}`,
      `Bearer tsk_${'A'.repeat(43)}`,
      'Bearer tsk_short',
      `Basic ${key as string}`,
      key as string,
    ]) {
      let request = probe.get('/api/v1/probe');
      if (authorization) request = request.set('authorization', authorization);
      const answer = await request;
      expect({ authorization, status: answer.status }).toEqual({ authorization, status: 401 });
      expect(typeof answer.body.message).toBe('string');
    }
    await setPermission(server, owner.id, 'user');
    expect((await withKey(key)).body).toEqual({ message: CREATOR_NOT_ADMIN });
    await setPermission(server, owner.id, 'owner');
    await setSubscriptionStatus(server, owner.accountId, 'canceled');
    expect((await withKey(key)).status).toBe(402);
  });

  it('refuses a key on every session endpoint', async () => {
    const owner = await signedUpOwner(server, 'pro');
    const { key } = await newApiKey(server, owner.token);
    for (const [method, path] of [
      ['GET', '/api/user'],
      ['GET', '/api/people'],
      ['GET', '/api/account/keys'],
      ['POST', '/api/account/keys'],
      ['GET', '/api/tongshu/get/20261122'],
    ] as const) {
      const answer = await server.call(method, path, { name: 'More' }, key);
      expect({ path, status: answer.status }).toEqual({ path, status: 401 });
    }
  });

  it("answers 429 with Retry-After past a key's limit, and past its account's", async () => {
    const owner = await signedUpOwner(server, 'pro');
    const keys: string[] = [];
    const count =
      Math.ceil(server.config.apiLimits.perAccount / server.config.apiLimits.perKey) + 1;
    for (let i = 0; i < count; i++) keys.push((await newApiKey(server, owner.token)).key);
    const [first = '', ...others] = keys;
    for (let i = 0; i < server.config.apiLimits.perKey; i++)
      expect((await withKey(first)).status).toBe(200);
    const over = await withKey(first);
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // The account's budget: what the first key spent and the others' until it is gone.
    let spent = server.config.apiLimits.perKey;
    let refused: supertest.Response | undefined;
    for (const key of others) {
      for (let i = 0; i < server.config.apiLimits.perKey && !refused; i++) {
        const answer = await withKey(key);
        if (answer.status === 429) refused = answer;
        else spent += 1;
      }
    }
    expect(spent).toBe(server.config.apiLimits.perAccount);
    expect(refused?.headers['retry-after']).toBeDefined();
    await uses.flush();
    const used = await server.db.knex('api_keys').where({ account_id: owner.accountId }).sum({
      uses: 'use_count',
    });
    // Refused requests are not uses.
    expect(Number(used[0]?.uses)).toBe(server.config.apiLimits.perAccount);
  });
});

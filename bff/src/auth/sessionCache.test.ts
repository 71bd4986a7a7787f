import { signedUpOwner, startTestServer, type TestServer } from '@tongshu/test-support/server';
import type { UserWithBilling } from './sessionUser';
import { SessionCache } from './sessionCache';

const FOUND = {
  user: {},
  billing: { plan: 'pro', active: true, status: 'active' },
} as UserWithBilling;

describe('SessionCache', () => {
  it('serves an entry until its TTL or the token expiry, and never after a write', () => {
    const cache = new SessionCache(1000);
    const now = Date.now();
    cache.set('t', FOUND, now + 500, cache.current, now);
    expect(cache.get('t', now)).toBe(FOUND);
    expect(cache.get('t', now + 600)).toBeUndefined();
    cache.set('u', FOUND, now + 60000, cache.current, now);
    expect(cache.get('u', now + 999)).toBe(FOUND);
    expect(cache.get('u', now + 1000)).toBeUndefined();
    cache.invalidate();
    expect(cache.get('u', now)).toBeUndefined();
  });

  it('drops a lookup that raced a write', () => {
    const cache = new SessionCache(1000);
    const generation = cache.current;
    cache.invalidate();
    cache.set('t', FOUND, Date.now() + 60000, generation);
    expect(cache.get('t')).toBeUndefined();
  });

  it('is off with a TTL of 0', () => {
    const cache = new SessionCache(0);
    cache.set('t', FOUND, Date.now() + 60000, cache.current);
    expect(cache.get('t')).toBeUndefined();
  });
});

describe(`the session cache in the bff on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SESSION_CACHE_MS: '60000' });
  });
  afterAll(() => server.close());

  it('sees a change made through the bff at once, and a hand edit only after a write', async () => {
    const owner = await signedUpOwner(server, 'pro', false);
    const name = async () =>
      (await server.call('GET', '/api/user', undefined, owner.token)).body.data.name;
    expect(await name()).toBe('Owner');
    await server.db.knex('users').where({ id: owner.id }).update({ name: 'Edited by hand' });
    expect(await name()).toBe('Owner');
    const patched = await server.call('PATCH', '/api/user', { enable_support: true }, owner.token);
    expect(patched.status).toBe(200);
    expect(await name()).toBe('Edited by hand');
  });

  it('closes the app at once when the subscription lapses through the bff', async () => {
    const owner = await signedUpOwner(server, 'simple', false);
    const day = () => server.call('GET', '/api/tongshu/get/20261122', undefined, owner.token);
    expect((await day()).status).toBe(200);
    const closed = await server.call('DELETE', '/api/account', undefined, owner.token);
    expect(closed.status).toBe(200);
    expect((await day()).status).toBe(401);
  });
});

/**
 * Two session caches, as two processes hold them, sharing invalidation through a redis-server of
 * the test's own: a write on one empties both; with Redis away, neither serves
 * from its cache; back, each empties itself once.
 */
import { startOwnRedis, type OwnRedis } from '@tongshu/test-support';
import type { UserWithBilling } from './sessionUser';
import { redisInvalidationBus } from '../platform/redis/invalidationBus';
import { connectRedis, type RedisLink } from '../platform/redis/redisLink';
import { SessionCache } from './sessionCache';

const FOUND = { user: {}, billing: { plan: 'pro', active: true } } as UserWithBilling;
const LATER = Date.now() + 3_600_000;

async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  for (let waited = 0; !(await check()); waited += 20) {
    if (waited > 10_000) throw new Error('not within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('session caches sharing invalidation through Redis', () => {
  let redis: OwnRedis;
  let links: RedisLink[];
  let caches: SessionCache[];

  beforeAll(async () => {
    redis = await startOwnRedis();
    links = [0, 1].map(() => connectRedis(redis.url, 'unit:'));
    caches = links.map((link) => {
      const cache = new SessionCache(60_000);
      cache.share(redisInvalidationBus(link, () => cache.invalidate()));
      return cache;
    });
    await until(() => links.every((link) => link.isUp()));
  }, 120_000);

  afterAll(async () => {
    await Promise.all((links ?? []).map((link) => link.close()));
    await redis?.close();
  });

  /** Each cache keeps `token` as authenticate does: at the generation and shared version it read. */
  const keep = (token: string) =>
    Promise.all(
      caches.map(async (cache) => {
        const version = await cache.sharedVersion();
        cache.set(token, FOUND, LATER, cache.current, Date.now(), version);
      }),
    );
  const fill = () => keep('t');
  const served = (token: string) =>
    Promise.all(
      caches.map(async (cache) => cache.get(token, Date.now(), await cache.sharedVersion())),
    );
  const held = async () => (await served('t')).map((found) => found !== undefined);

  it('a write through one empties both', async () => {
    // The subscription is made just after connecting: wait until a publish reaches the other.
    const other = caches[1] as SessionCache;
    const before = other.current;
    await caches[0]?.invalidateEverywhere();
    await until(() => other.current !== before);
    await fill();
    expect(await held()).toEqual([true, true]);
    await caches[0]?.invalidateEverywhere();
    await until(async () => (await held()).every((one) => !one));
    expect(await held()).toEqual([false, false]);
  });

  it('a write through one stops the other serving at once, before the message arrives', async () => {
    // A third process that never hears the message: only the shared write count can stop it.
    const deaf = new SessionCache(60_000);
    deaf.share(redisInvalidationBus(links[1] as RedisLink, () => undefined));
    deaf.set('d', FOUND, LATER, deaf.current, Date.now(), await deaf.sharedVersion());
    expect(deaf.get('d', Date.now(), await deaf.sharedVersion())).toBe(FOUND);
    await caches[0]?.invalidateEverywhere();
    expect(deaf.get('d', Date.now(), await deaf.sharedVersion())).toBeUndefined();
  });

  it('serves nothing while Redis is away, and empties itself once it is back', async () => {
    await fill();
    await redis.stop();
    await until(() => links.every((link) => !link.isUp()));
    expect(await held()).toEqual([false, false]);
    await keep('u');
    expect(await served('u')).toEqual([undefined, undefined]);
    await redis.start();
    await until(() => links.every((link) => link.isUp()));
    // What was kept before the outage may have missed a write meanwhile: dropped.
    expect(await held()).toEqual([false, false]);
    await fill();
    expect(await held()).toEqual([true, true]);
  }, 30_000);
});

/**
 * Two session caches, as two processes hold them, sharing invalidation through a redis-server of
 * the test's own: a write on one empties both; with Redis away, neither serves
 * from its cache; back, each empties itself once.
 */
import { startOwnRedis, type OwnRedis } from '@tongshu/test-support';
import type { UserWithBilling } from '../billing';
import { redisInvalidationBus } from '../platform/redis/invalidationBus';
import { connectRedis, type RedisLink } from '../platform/redis/redisLink';
import { SessionCache } from './sessionCache';

const FOUND = { user: {}, billing: { plan: 'pro', active: true } } as UserWithBilling;
const LATER = Date.now() + 3_600_000;

async function until(check: () => boolean): Promise<void> {
  for (let waited = 0; !check(); waited += 20) {
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

  const fill = () => caches.forEach((cache) => cache.set('t', FOUND, LATER, cache.current));
  const held = () => caches.map((cache) => cache.get('t') !== undefined);

  it('a write through one empties both', async () => {
    // The subscription is made just after connecting: wait until a publish reaches the other.
    const other = caches[1] as SessionCache;
    const before = other.current;
    await caches[0]?.invalidateEverywhere();
    await until(() => other.current !== before);
    fill();
    expect(held()).toEqual([true, true]);
    await caches[0]?.invalidateEverywhere();
    await until(() => held().every((one) => !one));
    expect(held()).toEqual([false, false]);
  });

  it('serves nothing while Redis is away, and empties itself once it is back', async () => {
    fill();
    await redis.stop();
    await until(() => links.every((link) => !link.isUp()));
    expect(held()).toEqual([false, false]);
    caches.forEach((cache) => cache.set('u', FOUND, LATER, cache.current));
    expect(caches.map((cache) => cache.get('u'))).toEqual([undefined, undefined]);
    await redis.start();
    await until(() => links.every((link) => link.isUp()));
    // What was kept before the outage may have missed a write meanwhile: dropped.
    expect(held()).toEqual([false, false]);
    fill();
    expect(held()).toEqual([true, true]);
  }, 30_000);
});

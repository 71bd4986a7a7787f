import type { Database } from '../db';
import type { RedisLink } from '../redis/redisLink';

export interface Health {
  /** `degraded` (503) only when the database is unreachable: nothing can be served then. */
  readonly status: 'ok' | 'degraded';
  readonly database: Database['kind'];
  readonly databaseReachable: boolean;
  /** `off` without REDIS_URL; `down` while it is set but unreachable. */
  readonly redis: 'off' | 'up' | 'down';
  /**
   * Where rate limits are counted: `shared` by every process (Redis), or `process` (no Redis, or
   * Redis down: then each process counts for itself until it returns).
   */
  readonly limits: 'shared' | 'process';
  /** `bypassed` while Redis is down: nothing is served from a cache another process can't empty. */
  readonly caches: 'shared' | 'process' | 'bypassed';
}

/**
 * Whether the database answers a query on one of our tables: SQLite runs a bare `select 1`
 * without opening the file, so it would say "ok" while another process holds the file locked.
 * A Redis outage leaves the process serving (status ok): a load balancer must not take every
 * process out of service for it.
 */
export async function checkHealth(db: Database, redis?: RedisLink): Promise<Health> {
  const databaseReachable = await db
    .knex('plans')
    .first('id')
    .then(() => true)
    .catch(() => false);
  const redisState = !redis ? 'off' : redis.isUp() ? 'up' : 'down';
  return {
    status: databaseReachable ? 'ok' : 'degraded',
    database: db.kind,
    databaseReachable,
    redis: redisState,
    limits: redisState === 'up' ? 'shared' : 'process',
    caches: { off: 'process', up: 'shared', down: 'bypassed' }[redisState] as Health['caches'],
  };
}

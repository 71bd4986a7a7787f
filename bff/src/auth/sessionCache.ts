/**
 * Signed-in requests read the user and their billing on every call; the almanac page is read far
 * more often than anything changes. This cache keeps a verified token's user for a short time
 * (SESSION_CACHE_MS, default 1 s). Every write through this process (any request that is not a
 * GET or HEAD) empties it, so within one process a change is seen at once. With a shared
 * invalidation bus (Redis, `REDIS_URL`), a write through any process empties every process's
 * cache when its message arrives (published before the writer answers), and each serve checks
 * the shared write count as the process last heard or read it, read again from Redis at most
 * `VERSION_READ_MS` (1 s) after the last read, so a lost message is made good within that bound
 * (docs/security.md, "Sessions"); while the bus is down nothing is served from the cache. Without
 * one, another process's change (or a hand edit of the database) is seen within the TTL.
 */
import type { Middleware } from 'koa';
import type { UserWithBilling } from './sessionUser';
import { LruCache } from '../platform/cache/lruCache';
import type { InvalidationBus } from '../platform/redis/invalidationBus';

interface Entry<T> {
  readonly found: T;
  /** The token's own expiry (ms since the epoch). */
  readonly expiresAt: number;
  readonly cachedAt: number;
  readonly generation: number;
  /** The bus's shared write count when the lookup began (undefined without a bus). */
  readonly version: string | undefined;
}

/** What a lookup found, and until when it may be kept (ms since the epoch). */
export interface Found<T> {
  readonly found: T;
  readonly expiresAt: number;
}

/** `T`: what a lookup found (a session's user; an API key's row and its creator). */
export class SessionCache<T = UserWithBilling> {
  private generation = 0;
  private readonly entries = new LruCache<Entry<T>>(10000);
  private bus: InvalidationBus | undefined;

  constructor(private readonly ttlMs: number) {}

  /** The generation to pass to `set`: read it before the lookup it will store. */
  get current(): number {
    return this.generation;
  }

  /** Whether what was built at `generation` may still be served (no write since, bus healthy). */
  isCurrent(generation: number): boolean {
    return generation === this.generation && (this.bus?.healthy() ?? true);
  }

  /** Shares invalidation with other processes; the bus calls `invalidate` for their writes. */
  share(bus: InvalidationBus): void {
    this.bus = bus;
  }

  /**
   * The shared write count to pass to `get` and `set` (read it before the lookup it guards): the
   * bus's local copy, a promise only when the bus must read it again.
   */
  sharedVersion(): string | undefined | Promise<string | undefined> {
    return this.bus?.version();
  }

  /** Without a bus any version will do; with one, only a version Redis gave. */
  private knows(version: string | undefined): boolean {
    return !this.bus || version !== undefined;
  }

  get(token: string, now = Date.now(), version?: string): T | undefined {
    if (this.ttlMs <= 0 || !this.knows(version)) return undefined;
    const entry = this.entries.get(token);
    if (!entry || !this.isCurrent(entry.generation) || entry.version !== version) return undefined;
    if (now - entry.cachedAt >= this.ttlMs || now >= entry.expiresAt) return undefined;
    return entry.found;
  }

  /** Keeps a lookup unless a write happened since `generation` was read (it may be stale). */
  set(
    token: string,
    found: T,
    expiresAt: number,
    generation: number,
    now = Date.now(),
    version?: string,
  ): void {
    if (this.ttlMs <= 0 || !this.isCurrent(generation) || !this.knows(version)) return;
    this.entries.set(token, { found, expiresAt, cachedAt: now, generation, version });
  }

  /**
   * `key`'s entry, or what `find` finds, kept until its `expiresAt` (and the TTL) unless a write
   * raced the lookup: the shared version and the generation are read before `find` starts.
   */
  async lookUp(key: string, find: () => Promise<Found<T> | undefined>): Promise<T | undefined> {
    const shared = this.sharedVersion();
    const version = shared instanceof Promise ? await shared : shared;
    const cached = this.get(key, Date.now(), version);
    if (cached !== undefined) return cached;
    const generation = this.generation;
    const fresh = await find();
    if (fresh) this.set(key, fresh.found, fresh.expiresAt, generation, Date.now(), version);
    return fresh?.found;
  }

  invalidate(): void {
    this.generation += 1;
  }

  /** Invalidates here and, through the bus, on every other process. */
  async invalidateEverywhere(): Promise<void> {
    this.invalidate();
    await this.bus?.publish();
  }
}

/**
 * Empties the cache after every request that may have written (and before, for its reads), here
 * before the answer goes out and on every other process when the bus's message arrives.
 */
export function invalidateOnWrite(
  cache: SessionCache,
  ...others: SessionCache<unknown>[]
): Middleware {
  return async (ctx, next) => {
    if (ctx.method === 'GET' || ctx.method === 'HEAD') return next();
    cache.invalidate();
    for (const other of others) other.invalidate();
    try {
      await next();
    } finally {
      // Once on the bus: the others share it, and its shared write count stales their entries too.
      for (const other of others) other.invalidate();
      await cache.invalidateEverywhere();
    }
  };
}

/**
 * Signed-in requests read the user and their billing on every call; the almanac page is read far
 * more often than anything changes. This cache keeps a verified token's user for a short time
 * (SESSION_CACHE_MS, default 1 s). Every write through this process (any request that is not a
 * GET or HEAD) empties it, so within one process a change is seen at once; another process's
 * change (or a hand edit of the database) is seen within the TTL.
 */
import type { Middleware } from 'koa';
import type { UserWithBilling } from './accessService';
import { LruCache } from './lruCache';

interface Entry {
  readonly found: UserWithBilling;
  /** The token's own expiry (ms since the epoch). */
  readonly expiresAt: number;
  readonly cachedAt: number;
  readonly generation: number;
}

export class SessionCache {
  private generation = 0;
  private readonly entries = new LruCache<Entry>(10000);

  constructor(private readonly ttlMs: number) {}

  /** The generation to pass to `set`: read it before the lookup it will store. */
  get current(): number {
    return this.generation;
  }

  get(token: string, now = Date.now()): UserWithBilling | undefined {
    if (this.ttlMs <= 0) return undefined;
    const entry = this.entries.get(token);
    if (!entry || entry.generation !== this.generation) return undefined;
    if (now - entry.cachedAt >= this.ttlMs || now >= entry.expiresAt) return undefined;
    return entry.found;
  }

  /** Keeps a lookup unless a write happened since `generation` was read (it may be stale). */
  set(
    token: string,
    found: UserWithBilling,
    expiresAt: number,
    generation: number,
    now = Date.now(),
  ): void {
    if (this.ttlMs <= 0 || generation !== this.generation) return;
    this.entries.set(token, { found, expiresAt, cachedAt: now, generation });
  }

  invalidate(): void {
    this.generation += 1;
  }
}

/** Empties the cache after every request that may have written (and before, for its reads). */
export function invalidateOnWrite(cache: SessionCache): Middleware {
  return async (ctx, next) => {
    if (ctx.method === 'GET' || ctx.method === 'HEAD') return next();
    cache.invalidate();
    try {
      await next();
    } finally {
      cache.invalidate();
    }
  };
}

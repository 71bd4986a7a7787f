import type { Middleware } from 'koa';
import { HttpError } from '../errors';

const MAX_KEYS = 10000;

export interface RateLimitOptions {
  /** Requests allowed per window and key. */
  readonly limit: number;
  readonly windowMs: number;
  /**
   * Count only the requests that fail (answer 4xx), and forget the key's count when one succeeds:
   * for sign-in, where a person who signs in correctly many times is working, not guessing.
   */
  readonly failuresOnly?: boolean;
}

/**
 * A fixed-window limiter kept in process memory, keyed by route, client address and the email in
 * the body (so one person's attempts on one address are capped without blocking a shared office
 * address). Over the limit: 429 with Retry-After in seconds.
 */
export function rateLimit(
  { limit, windowMs, failuresOnly = false }: RateLimitOptions,
  now: () => number = Date.now,
): Middleware {
  const windows = new Map<string, { start: number; count: number }>();
  return async (ctx, next) => {
    const body = (ctx.request as { body?: { email?: unknown } }).body;
    const subject = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
    const key = `${ctx.path}|${ctx.ip}|${subject}`;
    const time = now();
    // Forget finished windows now and then so the map stays small.
    if (windows.size > MAX_KEYS) {
      for (const [old, entry] of windows) if (time - entry.start >= windowMs) windows.delete(old);
    }
    const current = windows.get(key);
    const window = current && time - current.start < windowMs ? current : undefined;
    if (window && window.count >= limit) {
      const retryAfter = Math.ceil((window.start + windowMs - time) / 1000);
      ctx.set('Retry-After', String(retryAfter));
      throw new HttpError(429, `Too many attempts, please try again in ${retryAfter} seconds`);
    }
    const count = () => {
      if (window) window.count += 1;
      else windows.set(key, { start: time, count: 1 });
    };
    if (!failuresOnly) {
      count();
      return next();
    }
    try {
      await next();
    } catch (error) {
      const status = (error as { status?: unknown }).status;
      if (typeof status === 'number' && status >= 400 && status < 500) count();
      throw error;
    }
    windows.delete(key);
  };
}

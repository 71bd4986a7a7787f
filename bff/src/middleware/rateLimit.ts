import type { Middleware } from 'koa';
import { HttpError } from '../errors';

const MAX_KEYS = 10000;

export interface RateLimitOptions {
  /** Requests allowed per window and key. */
  readonly limit: number;
  readonly windowMs: number;
}

/**
 * A fixed-window limiter kept in process memory, keyed by route, client address and the email in
 * the body (so one person's attempts on one address are capped without blocking a shared office
 * address). Over the limit: 429 with Retry-After in seconds.
 */
export function rateLimit(
  { limit, windowMs }: RateLimitOptions,
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
    const window = windows.get(key);
    if (!window || time - window.start >= windowMs) {
      windows.set(key, { start: time, count: 1 });
    } else if (window.count >= limit) {
      const retryAfter = Math.ceil((window.start + windowMs - time) / 1000);
      ctx.set('Retry-After', String(retryAfter));
      throw new HttpError(429, `Too many attempts, please try again in ${retryAfter} seconds`);
    } else {
      window.count += 1;
    }
    await next();
  };
}

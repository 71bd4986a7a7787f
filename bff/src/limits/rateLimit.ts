/**
 * Rate limits as Koa middleware, over rate-limiter-flexible counters in the app's limiter store
 * (`ctx.limits`: this process, or Redis when REDIS_URL is set). Over a limit: 429 with
 * Retry-After in seconds.
 */
import type { Context, Middleware } from 'koa';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { HttpError } from '../errors';
import { log } from '../log/logger';
import { memoryStore, type LimiterStore, type LimitShape } from './limiterStore';

declare module 'koa' {
  interface DefaultContext {
    /** The app's limiter store (createApp puts it on `app.context`). */
    limits?: LimiterStore;
  }
}

/** One counter of a limit: its shape and what it counts by. */
export interface Counter {
  readonly shape: LimitShape;
  readonly keyOf: (ctx: Context) => string;
  /**
   * Failure counters only: a success forgets the key's count (a person who signs in correctly
   * many times is working, not guessing).
   */
  readonly forgetOnSuccess?: boolean;
  /**
   * Failure counters only: over the limit, attempts are not refused until the window ends but
   * slowed to one per this pace, so that a guesser cannot lock the holder out.
   */
  readonly pace?: LimitShape;
}

export function tooMany(ctx: Context, msBeforeNext: number): HttpError {
  const retryAfter = Math.max(1, Math.ceil(msBeforeNext / 1000));
  ctx.set('Retry-After', String(retryAfter));
  return new HttpError(429, `Too many attempts, please try again in ${retryAfter} seconds`);
}

/** The email a request is about, as sign-in and the link requests send it. */
export function emailOf(ctx: Context): string {
  const body = (ctx.request as { body?: { email?: unknown } }).body;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
}

/** Each store's limiter per shape, made on first use. */
function limiterFor(): (ctx: Context, shape: LimitShape) => RateLimiterAbstract {
  const made = new WeakMap<LimiterStore, Map<LimitShape, RateLimiterAbstract>>();
  return (ctx, shape) => {
    const store = ctx.limits ?? memoryStore;
    let limiters = made.get(store);
    if (!limiters) made.set(store, (limiters = new Map()));
    let limiter = limiters.get(shape);
    if (!limiter) limiters.set(shape, (limiter = store.limiter(shape)));
    return limiter;
  };
}

/** A limiter's refusal is an answer; anything else is a fault of the store, and the limit opens. */
async function counted(work: Promise<RateLimiterRes | null>): Promise<RateLimiterRes | null> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof RateLimiterRes) return error;
    log.warn({ err: error }, 'rate limit: counter unavailable, request let through');
    return null;
  }
}

/** Counts every request: `limit` per `windowMs` per route, client address and email. */
export function rateLimit(shape: LimitShape): Middleware {
  const limiter = limiterFor();
  return async (ctx, next) => {
    const key = `${ctx.path}|${ctx.ip}|${emailOf(ctx)}`;
    const result = await counted(limiter(ctx, shape).consume(key));
    if (result && result.consumedPoints > shape.points) {
      throw tooMany(ctx, result.msBeforeNext);
    }
    await next();
  };
}

/**
 * Counts the requests that fail (answer 4xx) on every counter; a request is refused while any
 * counter is over its limit (or, for a paced counter, sooner than its pace allows).
 */
export function failureLimit(counters: readonly Counter[]): Middleware {
  const limiter = limiterFor();
  return async (ctx, next) => {
    for (const counter of counters) {
      const key = counter.keyOf(ctx);
      const count = await counted(limiter(ctx, counter.shape).get(key));
      if (!count || count.consumedPoints < counter.shape.points) continue;
      if (!counter.pace) throw tooMany(ctx, count.msBeforeNext);
      const paced = await counted(limiter(ctx, counter.pace).consume(key));
      if (paced && paced.consumedPoints > counter.pace.points)
        throw tooMany(ctx, paced.msBeforeNext);
    }
    try {
      await next();
    } catch (error) {
      const status = (error as { status?: unknown }).status;
      if (typeof status === 'number' && status >= 400 && status < 500) {
        await Promise.all(
          counters.map((counter) =>
            counted(limiter(ctx, counter.shape).penalty(counter.keyOf(ctx))),
          ),
        );
      }
      throw error;
    }
    await Promise.all(
      counters
        .filter((counter) => counter.forgetOnSuccess)
        .map((counter) =>
          counted(
            limiter(ctx, counter.shape)
              .delete(counter.keyOf(ctx))
              .then(() => null),
          ),
        ),
    );
  };
}

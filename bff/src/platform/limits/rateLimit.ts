/**
 * Rate limits as Koa middleware, over rate-limiter-flexible counters in the app's limiter store
 * (`ctx.limits`: this process, or Redis when REDIS_URL is set). Over a limit: 429 with
 * Retry-After in seconds. Each counter counts by what it protects (`byAddress`, `byUser`,
 * `byAccount`, `byTargetEmail`), never by something the caller may vary for a fresh count; the
 * limits themselves are in actionLimits.ts.
 */
import type { Context, Middleware } from 'koa';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { HttpError } from '../errors';
import { log } from '../log/logger';
import { memoryStore, type LimiterStore, type LimitShape } from './limiterStore';
import type { Limiter } from './batchedLimiter';

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

/**
 * The email a request is about, trimmed and lowercased, as sign-in and the link requests send it.
 * The caller chooses it freely: a key of it gives a fresh count per email, so it keys only sign-in's
 * failure counters (designed around that) and counters of the mail sent to that mailbox.
 */
export function emailOf(ctx: Context): string {
  const body = (ctx.request as { body?: { email?: unknown } }).body;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
}

/** The client's address (behind a load balancer, the one TRUST_PROXY reads). */
export const byAddress = (ctx: Context): string => ctx.ip;

function signedInUser(ctx: Context): { id: string; account_id: string } {
  const user = (ctx.state as { user?: { id: string; account_id: string } }).user;
  // A user counter before `authenticate` would count every visitor as one: a wiring fault.
  if (!user) throw new Error('a per-user limit needs a signed-in request');
  return user;
}

/** The signed-in user (the counter goes after `authenticate`). */
export const byUser = (ctx: Context): string => signedInUser(ctx).id;

/** The signed-in user's account: every admin of it spends one budget. */
export const byAccount = (ctx: Context): string => signedInUser(ctx).account_id;

/** The mailbox the request mails (the body's email): only for counters of mail sent to it. */
export const byTargetEmail = emailOf;

/** Each store's limiter per shape, made on first use. */
function limiterFor(): (store: LimiterStore | undefined, shape: LimitShape) => Limiter {
  const made = new WeakMap<LimiterStore, Map<LimitShape, Limiter>>();
  return (store = memoryStore, shape) => {
    let limiters = made.get(store);
    if (!limiters) made.set(store, (limiters = new Map()));
    let limiter = limiters.get(shape);
    if (!limiter) limiters.set(shape, (limiter = store.limiter(shape)));
    return limiter;
  };
}

/** A limiter's refusal is an answer; anything else is a fault of the store, and the limit opens. */
const counted = (work: Promise<RateLimiterRes | null>): Promise<RateLimiterRes | null> =>
  work.catch((error: unknown) => {
    if (error instanceof RateLimiterRes) return error;
    log.warn({ err: error }, 'rate limit: counter unavailable, request let through');
    return null;
  });

/** `points` (default 1) drawn from `key`'s count of a limit. */
export interface Charge {
  readonly shape: LimitShape;
  readonly key: string;
  readonly points?: number;
}

/**
 * Draws `charges` from `store`'s counts (this process's when undefined): undefined when all were
 * drawn, else the count that went over, with what was drawn given back.
 */
export type Draw = (
  store: LimiterStore | undefined,
  charges: readonly Charge[],
) => Promise<RateLimiterRes | undefined>;

export type Spend = (ctx: Context, charges: readonly Charge[]) => Promise<void>;

/**
 * Draws each charge in turn; when one goes over its limit, gives back what this request drew. A
 * refused request costs nothing, so a budget counted in many points (invites count addresses) is
 * not spent by a request too big for what is left of it.
 */
export function drawer(): Draw {
  const limiter = limiterFor();
  return async (store, charges) => {
    const drawn: Charge[] = [];
    for (const charge of charges) {
      // No key, nothing counted: a request without the email a mailbox counter reads is refused
      // by validation, and must not fill one count that every such request shares.
      if (!charge.key) continue;
      const points = charge.points ?? 1;
      const result = await counted(limiter(store, charge.shape).consume(charge.key, points));
      if (!result) continue;
      drawn.push(charge);
      if (result.consumedPoints <= charge.shape.points) continue;
      await Promise.all(
        drawn.map((given) =>
          counted(limiter(store, given.shape).reward(given.key, given.points ?? 1)),
        ),
      );
      return result;
    }
    return undefined;
  };
}

/** Draws the charges from the app's counts (`ctx.limits`); over a limit, answers 429. */
export function spender(): Spend {
  const draw = drawer();
  return async (ctx, charges) => {
    const refused = await draw(ctx.limits, charges);
    if (refused) throw tooMany(ctx, refused.msBeforeNext);
  };
}

/** Counts every request on every counter: past any counter's limit, a 429. */
export function rateLimit(counters: readonly Counter[]): Middleware {
  const spend = spender();
  // No async frame of its own: every signed-in chart request passes here (bench: /api/tongshu/get).
  return (ctx, next) =>
    spend(
      ctx,
      counters.map((counter) => ({ shape: counter.shape, key: counter.keyOf(ctx) })),
    ).then(next);
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
      const count = await counted(limiter(ctx.limits, counter.shape).get(key));
      if (!count || count.consumedPoints < counter.shape.points) continue;
      if (!counter.pace) throw tooMany(ctx, count.msBeforeNext);
      const paced = await counted(limiter(ctx.limits, counter.pace).consume(key));
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
            counted(limiter(ctx.limits, counter.shape).penalty(counter.keyOf(ctx))),
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
            limiter(ctx.limits, counter.shape)
              .delete(counter.keyOf(ctx))
              .then(() => null),
          ),
        ),
    );
  };
}

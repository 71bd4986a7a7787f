/**
 * A shared (Redis) counter counted in this process first (issue 46): a count in Redis per request
 * cost the private almanac a round trip each. Each key's requests are added here to the count
 * Redis last gave for it, judged against the limit here, and handed to Redis in one call per key
 * at most `flushMs` later, which answers the count of every process together. A request that
 * finds this process's knowledge of the count older than `flushMs` is counted in Redis at once
 * and waits for it. So no process admits past the limit on what it knows, and what it does not
 * know is at most the other processes' last `flushMs` of the key's requests: that is the slack
 * (docs/security.md, "Work a request may ask"). While Redis is away the shared limiter's own
 * insurance (a per-process count) answers, as for every other limit.
 */
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { log } from '../log/logger';
import type { LimitShape } from './limiterStore';

/** The limiter calls the limits use (rateLimit.ts); a batched one answers the same. */
export type Limiter = Pick<
  RateLimiterAbstract,
  'consume' | 'reward' | 'get' | 'penalty' | 'delete'
>;

interface Tally {
  /** The key's count over every process, as Redis last answered it. */
  shared: number;
  /** Counted here since, not yet handed to Redis (negative after a refund). */
  pending: number;
  /** When that answer was asked for (epoch ms). */
  readAt: number;
  /** When the key's window ends (epoch ms). */
  until: number;
}

export class BatchedLimiter implements Limiter {
  private readonly tallies = new Map<string, Tally>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly shared: RateLimiterAbstract,
    private readonly shape: LimitShape,
    private readonly flushMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async consume(key: string, points = 1): Promise<RateLimiterRes> {
    const at = this.now();
    let tally = this.tallies.get(key);
    if (!tally || at >= tally.until) {
      tally = { shared: 0, pending: tally?.pending ?? 0, readAt: -Infinity, until: Infinity };
      this.tallies.set(key, tally);
    }
    if (at - tally.readAt >= this.flushMs) {
      // What this process knows is too old to judge by: this request is counted in Redis now.
      tally.pending += points;
      await this.hand(key, tally);
    } else {
      tally.pending += points;
      // unref: a pending flush never keeps a stopping process alive.
      this.timer ??= setTimeout(() => void this.flush(), this.flushMs).unref();
    }
    const consumed = tally.shared + Math.max(0, tally.pending);
    const answer = new RateLimiterRes(
      Math.max(0, this.shape.points - consumed),
      Math.max(0, tally.until - this.now()),
      consumed,
      false,
    );
    if (consumed > this.shape.points) throw answer;
    return answer;
  }

  /** Gives back what a refused request drew (rateLimit.ts's `spender`). */
  async reward(key: string, points = 1): Promise<RateLimiterRes> {
    const tally = this.tallies.get(key);
    if (tally) tally.pending -= points;
    const consumed = tally ? tally.shared + tally.pending : 0;
    return new RateLimiterRes(this.shape.points - consumed, 0, consumed, false);
  }

  get(key: string): Promise<RateLimiterRes | null> {
    return this.shared.get(key);
  }

  penalty(key: string, points?: number): Promise<RateLimiterRes> {
    return this.shared.penalty(key, points);
  }

  delete(key: string): Promise<boolean> {
    this.tallies.delete(key);
    return this.shared.delete(key);
  }

  /** Hands every key's pending count to Redis (the timer's, and tests'). */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const at = this.now();
    const work: Promise<void>[] = [];
    for (const [key, tally] of this.tallies) {
      if (tally.pending !== 0) work.push(this.hand(key, tally));
      else if (at >= tally.until) this.tallies.delete(key);
    }
    await Promise.all(work);
  }

  /** One call to Redis for the key's pending count; its answer is the count of every process. */
  private async hand(key: string, tally: Tally): Promise<void> {
    const points = tally.pending;
    tally.pending = 0;
    const askedAt = this.now();
    let answer: RateLimiterRes;
    try {
      answer = await (points >= 0
        ? this.shared.consume(key, points)
        : this.shared.reward(key, -points));
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) {
        // Counted again with the next hand-over; meanwhile this process judges on what it knows.
        tally.pending += points;
        log.warn({ err: error }, 'rate limit: shared count unavailable, kept in this process');
        return;
      }
      answer = error;
    }
    tally.shared = answer.consumedPoints;
    tally.readAt = askedAt;
    tally.until = askedAt + answer.msBeforeNext;
  }
}

/**
 * Where rate-limit counters live (rate-limiter-flexible): in this process, or in Redis
 * (REDIS_URL), where every process counts together. A Redis limiter carries an in-process one as
 * insurance: while Redis is away each process counts for itself, then Redis counts again.
 */
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import type { RedisLink } from '../redis/redisLink';
import { BatchedLimiter, type Limiter } from './batchedLimiter';

/** A counter: `points` per window of `windowMs`, the window starting at a key's first count. */
export interface LimitShape {
  readonly name: string;
  readonly points: number;
  readonly windowMs: number;
  /**
   * Shared counts only: counted in this process and handed to the shared store at most this
   * often (batchedLimiter.ts), for a limit every computing request passes.
   */
  readonly flushMs?: number;
}

export interface LimiterStore {
  /** Whether counts are shared by every process now. */
  readonly shared: () => boolean;
  limiter(shape: LimitShape): Limiter;
}

const durationOf = (shape: LimitShape) => Math.max(1, Math.ceil(shape.windowMs / 1000));

const memoryLimiter = (shape: LimitShape) =>
  new RateLimiterMemory({
    keyPrefix: shape.name,
    points: shape.points,
    duration: durationOf(shape),
  });

export const memoryStore: LimiterStore = { shared: () => false, limiter: memoryLimiter };

export function redisStore(link: RedisLink): LimiterStore {
  return {
    shared: link.isUp,
    limiter: (shape) => {
      const shared = new RateLimiterRedis({
        storeClient: link.commands,
        keyPrefix: `${link.prefix}limit:${shape.name}`,
        points: shape.points,
        duration: durationOf(shape),
        rejectIfRedisNotReady: true,
        insuranceLimiter: memoryLimiter(shape),
      });
      return shape.flushMs === undefined
        ? shared
        : new BatchedLimiter(shared, shape, shape.flushMs);
    },
  };
}

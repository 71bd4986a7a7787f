/**
 * Cache invalidation shared through Redis: a process that wrote counts the write in a shared
 * version (INCR) and publishes the new count, and every process (itself included) empties what it
 * keeps when the message arrives. Each process keeps the count it last heard locally, so a
 * request reads no Redis (issue 46: one GET per signed-in request cost a fifth of the throughput).
 * Pub/sub is at most once (a message sent while a subscription is being renewed is lost), so the
 * count is also read again from Redis when the last read is older than `VERSION_READ_MS`: a write
 * whose message never came is seen within that bound (docs/security.md, "Sessions").
 * While Redis is away the bus is not healthy and the session cache serves nothing; when it comes
 * back, each process empties its cache once and reads the count again, since it may have missed
 * news meanwhile.
 */
import { log } from '../log/logger';
import type { RedisLink } from './redisLink';

/** The longest a process serves on a shared write count it has not read from Redis, in ms. */
export const VERSION_READ_MS = 1000;

/** How processes tell each other that they wrote (the session cache listens). */
export interface InvalidationBus {
  /** Whether every other process's writes reach this process now. */
  healthy(): boolean;
  /** Tells every other process; never throws (a bus that is down is not healthy either). */
  publish(): Promise<void>;
  /**
   * The shared count of writes as this process knows it, or undefined when Redis cannot say
   * (then serve nothing). A value, not a promise, unless the last read is older than the bound.
   */
  version(): string | undefined | Promise<string | undefined>;
}

export interface BusOptions {
  /** The bound on a count not read again; `VERSION_READ_MS` unless a test sets it. */
  readonly readEveryMs?: number;
  readonly now?: () => number;
}

export function redisInvalidationBus(
  link: RedisLink,
  invalidate: () => void,
  { readEveryMs = VERSION_READ_MS, now = Date.now }: BusOptions = {},
): InvalidationBus {
  const channel = `${link.prefix}invalidate`;
  const versionKey = `${link.prefix}invalidate:version`;
  let known = -1;
  /** When the read that gave `known` was sent; -Infinity: read before the next serve. */
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<string | undefined> | undefined;
  /** A count only moves on: a late message or read never takes it back. */
  const hear = (count: number) => {
    if (Number.isSafeInteger(count) && count > known) known = count;
  };
  const read = async (): Promise<string | undefined> => {
    const sentAt = now();
    try {
      hear(Number((await link.commands.get(versionKey)) ?? 0));
      readAt = sentAt;
      return String(known);
    } catch {
      return undefined;
    } finally {
      reading = undefined;
    }
  };
  link.subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    hear(Number(message));
    invalidate();
  });
  link.subscriber
    .subscribe(channel)
    .catch((error: unknown) => log.warn({ err: error }, 'redis: subscribe failed'));
  link.onUp(() => {
    readAt = Number.NEGATIVE_INFINITY;
    invalidate();
  });
  return {
    healthy: link.isUp,
    async publish() {
      try {
        const count = await link.commands.incr(versionKey);
        hear(count);
        await link.commands.publish(channel, String(count));
      } catch (error) {
        // Every process bypasses its cache while Redis is away, so nothing stale is served.
        log.debug({ err: error }, 'redis: publish failed');
      }
    },
    version() {
      if (!link.isUp()) return undefined;
      if (now() - readAt < readEveryMs && known >= 0) return String(known);
      // One read at a time: every request waiting meanwhile shares it.
      return (reading ??= read());
    },
  };
}

/**
 * Cache invalidation shared through Redis: a process that wrote counts the write in a shared
 * version (INCR) and publishes, and every process (itself included) empties what it keeps. The
 * message alone can arrive after the client's next request (pub/sub delivery is not awaited by
 * PUBLISH), so a cache also reads the version before serving: the count is awaited before the
 * writer answers, and the client's next request, to whichever process, finds it moved on.
 * While Redis is away the bus is not healthy and the session cache serves nothing; when it comes
 * back, each process empties its cache once, since it may have missed news meanwhile.
 */
import { log } from '../log/logger';
import type { RedisLink } from './redisLink';

/** How processes tell each other that they wrote (the session cache listens). */
export interface InvalidationBus {
  /** Whether every other process's writes reach this process now. */
  healthy(): boolean;
  /** Tells every other process; never throws (a bus that is down is not healthy either). */
  publish(): Promise<void>;
  /** The shared count of writes, or undefined when Redis cannot say (then serve nothing). */
  version(): Promise<string | undefined>;
}

export function redisInvalidationBus(link: RedisLink, invalidate: () => void): InvalidationBus {
  const channel = `${link.prefix}invalidate`;
  const versionKey = `${link.prefix}invalidate:version`;
  link.subscriber.on('message', (from: string) => {
    if (from === channel) invalidate();
  });
  link.subscriber
    .subscribe(channel)
    .catch((error: unknown) => log.warn({ err: error }, 'redis: subscribe failed'));
  link.onUp(invalidate);
  return {
    healthy: link.isUp,
    async publish() {
      try {
        await link.commands.incr(versionKey);
        await link.commands.publish(channel, String(process.pid));
      } catch (error) {
        // Every process bypasses its cache while Redis is away, so nothing stale is served.
        log.debug({ err: error }, 'redis: publish failed');
      }
    },
    async version() {
      if (!link.isUp()) return undefined;
      try {
        return (await link.commands.get(versionKey)) ?? '0';
      } catch {
        return undefined;
      }
    },
  };
}

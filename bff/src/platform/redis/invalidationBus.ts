/**
 * Cache invalidation shared through Redis publish/subscribe: a process that wrote publishes, and
 * every process (itself included) empties what it keeps. The publish is awaited before the
 * writer answers, so the client's next request, to whichever process, finds the caches emptied.
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
}

export function redisInvalidationBus(link: RedisLink, invalidate: () => void): InvalidationBus {
  const channel = `${link.prefix}invalidate`;
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
        await link.commands.publish(channel, String(process.pid));
      } catch (error) {
        // Every process bypasses its cache while Redis is away, so nothing stale is served.
        log.debug({ err: error }, 'redis: publish failed');
      }
    },
  };
}

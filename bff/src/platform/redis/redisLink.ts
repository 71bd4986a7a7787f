/**
 * The bff's two connections to Redis (REDIS_URL): one for commands (limits, publishing) and one
 * subscribed to other processes' news. Commands fail at once while Redis is away, rather than
 * queueing behind a reconnect, so that callers fall back (limits) or bypass (caches) at once;
 * both connections retry in the background, and every change of state is logged once.
 */
import Redis, { type RedisOptions } from 'ioredis';
import { log } from '../log/logger';

export interface RedisLink {
  /** What every key and channel starts with: deployments may share one Redis. */
  readonly prefix: string;
  readonly commands: Redis;
  readonly subscriber: Redis;
  /** Both connections are ready. */
  isUp(): boolean;
  /** Called whenever both connections are ready again (after the first start, or an outage). */
  onUp(listener: () => void): void;
  close(): Promise<void>;
}

/** Reconnect after 50 ms, doubling to at most a second: an outage is noticed within one. */
const retryStrategy = (attempt: number): number => Math.min(50 * 2 ** attempt, 1000);

const OPTIONS: RedisOptions = {
  retryStrategy,
  connectTimeout: 2000,
  maxRetriesPerRequest: 0,
  // A Redis that accepts the connection but stops answering is the same as one that is away.
  commandTimeout: 1000,
  enableOfflineQueue: false,
};

export function connectRedis(url: string, prefix: string): RedisLink {
  const commands = new Redis(url, OPTIONS);
  // The subscriber keeps its SUBSCRIBE queued until it connects, and renews it on every reconnect.
  const subscriber = new Redis(url, {
    retryStrategy,
    connectTimeout: OPTIONS.connectTimeout,
    maxRetriesPerRequest: null,
  });
  const listeners: (() => void)[] = [];
  let up = false;
  const isUp = () => commands.status === 'ready' && subscriber.status === 'ready';
  const check = () => {
    if (isUp() === up) return;
    up = isUp();
    if (up) {
      log.info('redis: connected; limits and cache invalidation are shared by every process');
      for (const listener of listeners) listener();
    } else {
      log.warn(
        'redis: unreachable; limits fall back to this process and shared caches are bypassed until it returns',
      );
    }
  };
  for (const connection of [commands, subscriber]) {
    connection.on('ready', check);
    connection.on('close', check);
    // Each failed reconnect emits an error: the state change above is what the log needs.
    connection.on('error', (error: Error) => log.debug({ err: error }, 'redis: connection error'));
  }
  return {
    prefix,
    commands,
    subscriber,
    isUp,
    onUp: (listener) => listeners.push(listener),
    async close() {
      await Promise.all(
        [commands, subscriber].map((connection) =>
          connection.status === 'ready'
            ? connection.quit().then(
                () => undefined,
                () => connection.disconnect(),
              )
            : connection.disconnect(),
        ),
      );
    },
  };
}

/**
 * SIGTERM and SIGINT: stop accepting connections, let the requests in flight finish (up to
 * `graceMs`, then the rest are cut), close what the process holds open, and exit 0. A load
 * balancer's health check then moves traffic to the other processes.
 */
import type { Server } from 'node:http';
import { log } from '../log/logger';

export interface GracefulStop {
  readonly server: Server;
  /** Run in order after the last request: timers, Redis, the database. */
  readonly closers: readonly (() => Promise<unknown> | void)[];
  readonly graceMs?: number;
}

export function stopGracefully({ server, closers, graceMs = 10_000 }: GracefulStop): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping: no new connections, finishing requests in flight');
    const cut = setTimeout(() => server.closeAllConnections(), graceMs);
    // A keep-alive connection that finishes its request stays open until its client hangs up:
    // closed as soon as it is idle, so that `close` is not held back by it.
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    server.close(() => {
      clearTimeout(cut);
      clearInterval(idle);
      void (async () => {
        for (const close of closers) {
          try {
            await close();
          } catch (error) {
            log.warn({ err: error }, 'stopping: a connection did not close cleanly');
          }
        }
        log.info('stopped');
        log.flush();
        process.exit(0);
      })();
    });
    server.closeIdleConnections();
  };
  // A second signal while stopping changes nothing: the grace period bounds the stop already.
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

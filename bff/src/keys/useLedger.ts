/**
 * A key's uses, counted in memory and written in one transaction a second (docs/api.md, "Audit").
 * One write per call held a tool's polling to about a hundred calls a second on SQLite (each a
 * transaction of its own); now each key gets one audit entry per flush with every call it made
 * (`calls`, and the count by method and path and by client address), and its row's `use_count`
 * and `last_used_at` move by the same. A stopping server flushes what is left (server.ts); a
 * process killed outright loses at most the last second's counts, never a key or a refusal.
 */
import type { Database } from '../platform/db';
import { log } from '../platform/log/logger';
import { audit } from '../platform/auditLog';

declare module 'koa' {
  interface DefaultContext {
    /** The app's ledger of API key uses (createApp puts it on `app.context`). */
    keyUses?: UseLedger;
  }
}

interface Pending {
  readonly keyId: string;
  readonly userId: string;
  calls: number;
  /** Epoch ms: formatted as ISO dates when written, not on every call. */
  first: number;
  last: number;
  readonly routes: Map<string, number>;
  readonly addresses: Map<string, number>;
}

export interface KeyUse {
  readonly keyId: string;
  readonly userId: string;
  readonly method: string;
  readonly path: string;
  readonly ip: string;
}

const bump = (counts: Map<string, number>, key: string) =>
  counts.set(key, (counts.get(key) ?? 0) + 1);

export class UseLedger {
  private pending = new Map<string, Pending>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly flushMs = 1000,
  ) {}

  record(use: KeyUse, now = Date.now()): void {
    let entry = this.pending.get(use.keyId);
    if (!entry) {
      entry = {
        keyId: use.keyId,
        userId: use.userId,
        calls: 0,
        first: now,
        last: now,
        routes: new Map(),
        addresses: new Map(),
      };
      this.pending.set(use.keyId, entry);
    }
    entry.calls += 1;
    entry.last = now;
    bump(entry.routes, `${use.method} ${use.path}`);
    bump(entry.addresses, use.ip);
    // unref: a pending flush never keeps a stopping process alive (the stop flushes itself).
    this.timer ??= setTimeout(() => void this.flush(), this.flushMs).unref();
  }

  /** Writes every pending use now (before the key list is read, and at stop). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    // One flush at a time, in order: a list read after a flush sees every use before it.
    this.flushing = this.flushing.then(() => (batch.length > 0 ? this.write(batch) : undefined));
    return this.flushing;
  }

  private async write(batch: readonly Pending[]): Promise<void> {
    try {
      await this.db.knex.transaction(async (trx) => {
        for (const entry of batch) {
          await trx('api_keys')
            .where({ id: entry.keyId })
            .update({
              last_used_at: new Date(entry.last).toISOString(),
              use_count: trx.raw('use_count + ?', [entry.calls]),
            });
          await audit(trx, {
            actorId: entry.userId,
            action: 'api_key.use',
            targetId: entry.keyId,
            detail: {
              calls: entry.calls,
              from: new Date(entry.first).toISOString(),
              to: new Date(entry.last).toISOString(),
              routes: Object.fromEntries(entry.routes),
              addresses: Object.fromEntries(entry.addresses),
            },
          });
        }
      });
    } catch (error) {
      // The calls were answered; their counts are what is lost, and the log says so.
      log.error({ err: error, keys: batch.length }, 'API key uses could not be recorded');
    }
  }
}

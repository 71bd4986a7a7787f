/** The knex connection: PostgreSQL when DATABASE_URL is set, else an SQLite file. */
import fs from 'node:fs';
import path from 'node:path';
import knex, { type Knex } from 'knex';
import type { Config } from './config';

export type DatabaseKind = 'postgresql' | 'sqlite';

export interface Database {
  readonly kind: DatabaseKind;
  readonly knex: Knex;
}

export function sqliteFile(config: Config): string {
  return path.join(config.dataDir, 'tongshu.sqlite');
}

export function openDatabase(config: Config): Database {
  if (config.databaseUrl) {
    return {
      kind: 'postgresql',
      knex: knex({ client: 'pg', connection: config.databaseUrl, pool: { min: 0, max: 10 } }),
    };
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  return {
    kind: 'sqlite',
    knex: knex({
      client: 'better-sqlite3',
      connection: { filename: sqliteFile(config) },
      useNullAsDefault: true,
      // SQLite leaves foreign keys (and their ON DELETE rules) off unless asked, per connection.
      pool: {
        afterCreate: (
          connection: { pragma(statement: string): unknown },
          done: (error?: Error) => void,
        ) => {
          connection.pragma('foreign_keys = ON');
          // better-sqlite3 waits for a lock synchronously, stalling every request meanwhile: the
          // wait is bounded, then the query fails and the error middleware answers 503.
          connection.pragma(`busy_timeout = ${config.sqliteBusyMs}`);
          done();
        },
      },
    }),
  };
}

/**
 * Holds the row `id` of `table` until the transaction ends, so that a count and the insert it
 * allows (a cap: people per user, keys per account) run one at a time for that row, across
 * processes too. PostgreSQL locks the row (`FOR UPDATE`; the next statement reads what the
 * previous holder committed). SQLite locks the whole file for writing: a write as the
 * transaction's first statement takes that lock, waiting (busy_timeout) while another process
 * holds it, where a read first would fail at once when it tried to write.
 */
export async function lockRow(trx: Knex.Transaction, table: string, id: string): Promise<void> {
  if (trx.client.config.client === 'pg') {
    await trx.raw('SELECT 1 FROM ?? WHERE id = ? FOR UPDATE', [table, id]);
  } else {
    await trx(table).where({ id }).update({ id });
  }
}

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

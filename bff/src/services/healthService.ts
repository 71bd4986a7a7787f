import type { Database } from '../db';

export interface Health {
  readonly status: 'ok' | 'degraded';
  readonly database: Database['kind'];
  readonly databaseReachable: boolean;
}

/**
 * Whether the database answers a query on one of our tables: SQLite runs a bare `select 1`
 * without opening the file, so it would say "ok" while another process holds the file locked.
 */
export async function checkHealth(db: Database): Promise<Health> {
  const databaseReachable = await db
    .knex('plans')
    .first('id')
    .then(() => true)
    .catch(() => false);
  return { status: databaseReachable ? 'ok' : 'degraded', database: db.kind, databaseReachable };
}

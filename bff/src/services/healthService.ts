import type { Database } from '../db';

export interface Health {
  readonly status: 'ok' | 'degraded';
  readonly database: Database['kind'];
  readonly databaseReachable: boolean;
}

/** Whether the database answers a trivial query. */
export async function checkHealth(db: Database): Promise<Health> {
  const databaseReachable = await db.knex
    .raw('select 1')
    .then(() => true)
    .catch(() => false);
  return { status: databaseReachable ? 'ok' : 'degraded', database: db.kind, databaseReachable };
}

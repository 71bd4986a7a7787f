/**
 * Several processes started at once on one empty database: on PostgreSQL one takes a session
 * advisory lock, migrates and seeds, and the others wait for it, then find nothing to do. (On
 * SQLite, the file's own locks and knex's migration lock serialise the same steps, and the seed
 * tolerates a process that got there first: services/seed.ts.)
 */
import type { Database } from '../db';

/** pg_advisory_lock's key: any constant number the database's other users don't take. */
const STARTUP_LOCK = 7_261_125;

interface PgConnection {
  query(sql: string, values: unknown[]): Promise<unknown>;
}

export async function withStartupLock<T>(db: Database, work: () => Promise<T>): Promise<T> {
  if (db.kind !== 'postgresql') return work();
  const client = db.knex.client as {
    acquireConnection(): Promise<PgConnection>;
    releaseConnection(connection: PgConnection): Promise<unknown>;
  };
  const connection = await client.acquireConnection();
  try {
    await connection.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
    try {
      return await work();
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]);
    }
  } finally {
    await client.releaseConnection(connection);
  }
}

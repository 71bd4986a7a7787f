/**
 * Several processes started at once on one empty database: one migrates and seeds, and the
 * others wait for it, then find nothing to do. On PostgreSQL the lock is a session advisory lock;
 * on SQLite, an exclusive transaction on a lock file beside the database (the file's own locks,
 * which the system releases if the holder dies). Both wait as long as the holder needs.
 */
import BetterSqlite3 from 'better-sqlite3';
import type { Database } from '../db';

/** pg_advisory_lock's key: any constant number the database's other users don't take. */
const STARTUP_LOCK = 7_261_125;
/** How long an SQLite process waits for another's start-up (ms). */
const SQLITE_WAIT_MS = 120_000;

interface PgConnection {
  query(sql: string, values: unknown[]): Promise<unknown>;
}

async function withPostgresLock<T>(db: Database, work: () => Promise<T>): Promise<T> {
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

async function withFileLock<T>(lockFile: string, work: () => Promise<T>): Promise<T> {
  const lock = new BetterSqlite3(lockFile, { timeout: SQLITE_WAIT_MS });
  try {
    // Blocks this process while another holds it: there is nothing else to do before start-up.
    lock.exec('BEGIN EXCLUSIVE');
    try {
      return await work();
    } finally {
      lock.exec('COMMIT');
    }
  } finally {
    lock.close();
  }
}

/** `sqliteLockFile`: where SQLite processes meet (beside the database file). */
export async function withStartupLock<T>(
  db: Database,
  sqliteLockFile: string,
  work: () => Promise<T>,
): Promise<T> {
  return db.kind === 'postgresql' ? withPostgresLock(db, work) : withFileLock(sqliteLockFile, work);
}

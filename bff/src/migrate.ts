import path from 'node:path';
import type { Database } from './platform/db';

const LOCK_ATTEMPTS = 50;
const LOCK_WAIT_MS = 200;

/**
 * Applies every pending knex migration from `migrations/` next to this file: the compiled `.js`
 * files in production, the `.ts` sources under jest (never the `.d.ts` declarations).
 */
export async function migrate(db: Database): Promise<void> {
  // Several processes may start at once against one PostgreSQL: wait for the one holding the lock.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await db.knex.migrate.latest({
        directory: path.join(__dirname, 'migrations'),
        loadExtensions: [path.extname(__filename)],
      });
      return;
    } catch (error) {
      if ((error as Error).name !== 'MigrationLocked' || attempt >= LOCK_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, LOCK_WAIT_MS));
    }
  }
}

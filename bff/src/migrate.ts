import path from 'node:path';
import type { Database } from './db';

/**
 * Applies every pending knex migration from `migrations/` next to this file: the compiled `.js`
 * files in production, the `.ts` sources under jest (never the `.d.ts` declarations).
 */
export async function migrate(db: Database): Promise<void> {
  await db.knex.migrate.latest({
    directory: path.join(__dirname, 'migrations'),
    loadExtensions: [path.extname(__filename)],
  });
}

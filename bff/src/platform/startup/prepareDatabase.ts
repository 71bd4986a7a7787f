import type { Config } from '../config';
import { sqliteFile, type Database } from '../db';
import { withStartupLock } from './startupLock';

/**
 * Migrates and seeds (the composition root says how), once across every process starting together; returns the operator's new
 * password when this process created the operator.
 */
export async function prepareDatabase(
  db: Database,
  config: Config,
  migrateAndSeed: (db: Database) => Promise<string | undefined>,
): Promise<string | undefined> {
  return withStartupLock(db, `${sqliteFile(config)}.startup-lock`, () => migrateAndSeed(db));
}

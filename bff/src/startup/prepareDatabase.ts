import type { Config } from '../config';
import { sqliteFile, type Database } from '../db';
import { migrate } from '../migrate';
import { seedPlans } from '../services/planSeed';
import { seedOperator } from '../services/seed';
import { withStartupLock } from './startupLock';

/**
 * Migrates and seeds, once across every process starting together; returns the operator's new
 * password when this process created the operator.
 */
export async function prepareDatabase(db: Database, config: Config): Promise<string | undefined> {
  return withStartupLock(db, `${sqliteFile(config)}.startup-lock`, async () => {
    await migrate(db);
    await seedPlans(db);
    return seedOperator(db);
  });
}

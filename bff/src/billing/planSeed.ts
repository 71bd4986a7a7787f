/** Keeps the plans table equal to the catalogue in `@tongshu/data` (run at every start). */
import { plans } from '@tongshu/data';
import type { Database } from '../platform/db';

export async function seedPlans(db: Database): Promise<void> {
  await db
    .knex('plans')
    .insert(plans.map((plan) => ({ ...plan })))
    .onConflict('id')
    .merge();
}

/** The referral page's table (spec sections 2 and 7): sign-ups per month under the user's code. */
import type { Database } from '../platform/db';
import { forbidden } from '../platform/errors';
import type { User } from '../models/User';
import { monthOf } from './metricsService';

export interface ReferralRow {
  readonly year: number;
  readonly month: number;
  readonly count: number;
}

/** GET /api/referral/breakdown: newest month first; only users with a reference_code. */
export async function referralBreakdown(db: Database, user: User): Promise<ReferralRow[]> {
  if (!user.reference_code) throw forbidden('The referral programme is not open to this user');
  const month = monthOf(db, 'date_created');
  const rows: { month: string; count: number | string }[] = await db
    .knex('referrals')
    .where({ reference_code: user.reference_code })
    .select(db.knex.raw('? as month', [month]))
    .count('* as count')
    .groupBy(month)
    .orderBy('month', 'desc');
  return rows.map((row) => ({
    year: Number(row.month.slice(0, 4)),
    month: Number(row.month.slice(5, 7)),
    count: Number(row.count),
  }));
}

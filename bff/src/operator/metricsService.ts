/**
 * Counts for mission control (spec section 2: totalAccounts, activeAccounts, churnedAccounts and a
 * growth series) and each user's own getting-started progress. The definitions are in
 * docs/operator.md.
 */
import type { Knex } from 'knex';
import type { Database } from '../platform/db';
import type { User } from '../models/User';
import { requireRole } from '../auth';

/** Subscription statuses after which the customer has gone (the provider's terminal states). */
export const CHURNED_STATUSES = ['canceled', 'incomplete_expired', 'unpaid'];
const ACTIVE_STATUSES = ['active', 'trialing'];
const GROWTH_MONTHS = 12;

/**
 * `YYYY-MM` (UTC) of a timestamp column. SQLite keeps our ISO strings as text; PostgreSQL keeps
 * timestamptz, formatted in UTC so both databases put an instant in the same month.
 */
export function monthOf(db: Database, column: string): Knex.Raw {
  return db.kind === 'postgresql'
    ? db.knex.raw(`to_char(?? at time zone 'UTC', 'YYYY-MM')`, [column])
    : db.knex.raw('substr(??, 1, 7)', [column]);
}

/** Accounts of customers: the operator's own account (one holding a master) is not one. */
function customerAccounts(knex: Knex): Knex.QueryBuilder {
  return knex('accounts').whereNotExists(
    knex('users').whereRaw('users.account_id = accounts.id').where('users.permission', 'master'),
  );
}

async function countOf(query: Knex.QueryBuilder): Promise<number> {
  const row = (await query.count('* as count').first()) as { count: number | string } | undefined;
  return Number(row?.count ?? 0);
}

/** GET /api/metrics/accounts (master). */
export async function accountMetrics(db: Database, master: User) {
  requireRole(master.permission, 'master');
  const withStatus = () =>
    customerAccounts(db.knex).leftJoin('subscriptions', 'subscriptions.account_id', 'accounts.id');
  const [totalAccounts, activeAccounts, churnedAccounts] = await Promise.all([
    countOf(customerAccounts(db.knex)),
    countOf(
      withStatus().where('accounts.active', 1).whereIn('subscriptions.status', ACTIVE_STATUSES),
    ),
    countOf(
      withStatus().where((q) =>
        q.where('accounts.active', 0).orWhereIn('subscriptions.status', CHURNED_STATUSES),
      ),
    ),
  ]);
  return { totalAccounts, activeAccounts, churnedAccounts };
}

/** The `YYYY-MM` of the last `count` months, oldest first, ending with the current one (UTC). */
export function lastMonths(count: number, now = new Date()): string[] {
  return Array.from({ length: count }, (_, i) => {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - i), 1));
    return month.toISOString().slice(0, 7);
  });
}

/**
 * GET /api/metrics/accounts/growth (master): accounts created each month and the running total of
 * accounts at the end of it. Deleted accounts are gone from both (nothing keeps them).
 */
export async function accountGrowth(db: Database, master: User, now = new Date()) {
  requireRole(master.permission, 'master');
  const months = lastMonths(GROWTH_MONTHS, now);
  const start = `${months[0]}-01T00:00:00.000Z`;
  const month = monthOf(db, 'accounts.date_created');
  const [before, rows] = await Promise.all([
    countOf(customerAccounts(db.knex).where('accounts.date_created', '<', start)),
    customerAccounts(db.knex)
      .where('accounts.date_created', '>=', start)
      .select(db.knex.raw('? as month', [month]))
      .count('* as count')
      .groupBy(month) as Promise<{ month: string; count: number | string }[]>,
  ]);
  const created = new Map(rows.map((row) => [row.month, Number(row.count)]));
  let totalAccounts = before;
  return months.map((key) => {
    const newAccounts = created.get(key) ?? 0;
    totalAccounts += newAccounts;
    return { month: key, newAccounts, totalAccounts };
  });
}

/**
 * GET /api/demo/progress: the getting-started steps we can tell from the user's record; adding a
 * calendar is not among them because feed downloads are not recorded per user.
 */
export async function progressOf(db: Database, user: User) {
  const steps = [
    { key: 'profile', label: 'Enter your birth date and time', done: Boolean(user.dm) },
    { key: 'onboarded', label: 'Finish the welcome setup', done: Boolean(user.onboarded) },
  ];
  // Only users with a reference code have the referral page (spec section 6).
  if (user.reference_code) {
    const referred = await countOf(
      db.knex('referrals').where({ reference_code: user.reference_code }),
    );
    steps.push({ key: 'referral', label: 'Refer your first customer', done: referred > 0 });
  }
  const done = steps.filter((step) => step.done).length;
  return { steps, done, total: steps.length };
}

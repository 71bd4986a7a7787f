/**
 * The user a session (or a key, or a feed link) stands for, read with what decides their access
 * in one query: every signed-in request needs both. Billing reads the access from it
 * (`accessFrom`); it lives here, below billing, since `authenticate` loads it.
 */
import type { Database } from '../platform/db';
import { User } from '../models/User';

/** What decides access, read with the user in one query (every signed-in request needs it). */
export interface Billing {
  readonly plan: string;
  readonly active: boolean;
  /** The subscription's status; `none` without one. */
  readonly status: string;
}

export interface UserWithBilling {
  readonly user: User;
  readonly billing: Billing;
  /**
   * The operator's id when the session is an impersonation (its token's `imp` claim): read once
   * with the lookup and kept with it, since decoding the token again on every request cost the
   * almanac route 15% of its throughput.
   */
  readonly impersonator?: string;
}

/** The user found by id or ical_id, with their account's plan and subscription status. */
export async function findUserWithBilling(
  db: Database,
  where: { readonly id: string } | { readonly ical_id: string },
): Promise<UserWithBilling | undefined> {
  const [column, value] = 'id' in where ? ['users.id', where.id] : ['users.ical_id', where.ical_id];
  const row = (await db
    .knex('users')
    .leftJoin('accounts', 'accounts.id', 'users.account_id')
    .leftJoin('subscriptions', 'subscriptions.account_id', 'users.account_id')
    .where(column, value)
    .first(
      'users.*',
      'accounts.plan as billing_plan',
      'accounts.active as billing_active',
      'subscriptions.status as billing_status',
    )) as Record<string, unknown> | undefined;
  if (!row) return undefined;
  const { billing_plan: plan, billing_active: active, billing_status: status, ...user } = row;
  return {
    user: User.fromDatabaseJson(user),
    billing: {
      plan: typeof plan === 'string' ? plan : 'free',
      active: active === undefined || active === null ? false : Boolean(Number(active)),
      status: typeof status === 'string' ? status : 'none',
    },
  };
}

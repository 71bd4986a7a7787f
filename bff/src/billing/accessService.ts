/**
 * Who may use the app and which calendars they may download (spec section 6). Master is exempt
 * from subscriptions, and one configured account (TONGSHU_PRO_ACCOUNT_ID) counts as Pro Plan with
 * no active plan.
 */
import { plans } from '@tongshu/data';
import type { CalendarKind } from '@tongshu/engine';
import { ACCOUNT_CANCELLED, statusMessage } from './statusMessages';
import type { Database } from '../platform/db';
import { paymentRequired } from '../platform/errors';
import { allowsAccess } from '../models/Subscription';
import { User } from '../models/User';

/** The lowest plan tier each calendar needs: Tong Shu 1, Simple 2, Pro 3. */
export const CALENDAR_TIERS: Readonly<Record<CalendarKind, 1 | 2 | 3>> = {
  tongshuicon: 1,
  tongshueng: 1,
  tongshuchn: 1,
  qmdirection: 1,
  personalsim: 2,
  personalpro: 3,
  personalprohour: 3,
};

const PRO_TIER = 3;

export interface Access {
  /** Whether the subscription opens the app. */
  readonly allowed: boolean;
  readonly status: string;
  readonly plan: string;
  /** 0 (free or no access) to 3 (Pro). */
  readonly tier: number;
}

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

/** Access from what was read: master and the configured Pro account are always let in. */
export function accessFrom(
  user: Pick<User, 'account_id' | 'permission'>,
  billing: Billing,
  proAccountId: string | undefined,
): Access {
  const { plan } = billing;
  const status = billing.active ? billing.status : ACCOUNT_CANCELLED;
  if (user.permission === 'master' || user.account_id === proAccountId) {
    return { allowed: true, status, plan, tier: PRO_TIER };
  }
  const allowed = allowsAccess(status);
  const tier = allowed ? (plans.find((candidate) => candidate.id === plan)?.tier ?? 0) : 0;
  return { allowed, status, plan, tier };
}

/** Throws 402 with the status message and the plan to upgrade to when the app is closed. */
export function requireAccess(access: Access): Access {
  if (!access.allowed) {
    throw paymentRequired(statusMessage(access.status) ?? statusMessage('none') ?? '', {
      plan: access.plan,
      status: access.status,
    });
  }
  return access;
}

export function calendarsFor(tier: number): CalendarKind[] {
  return (Object.keys(CALENDAR_TIERS) as CalendarKind[]).filter(
    (kind) => CALENDAR_TIERS[kind] <= tier,
  );
}

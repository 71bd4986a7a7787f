/**
 * Who may use the app and which calendars they may download (spec section 6). Master is exempt
 * from subscriptions, and one configured account (TONGSHU_PRO_ACCOUNT_ID) counts as Pro Plan with
 * no active plan.
 */
import { plans } from '@tongshu/data';
import type { CalendarKind } from '@tongshu/engine';
import { ACCOUNT_CANCELLED, statusMessage } from './statusMessages';
import { paymentRequired } from '../platform/errors';
import { allowsAccess } from '../models/Subscription';
import type { User } from '../models/User';
import type { Billing } from '../auth';

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

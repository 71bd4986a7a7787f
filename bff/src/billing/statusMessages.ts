/**
 * What the app tells a user whose subscription does not open the app (spec section 4: "a status
 * message is chosen from a lookup by status"; the texts are ours, see docs/decisions.md).
 */
/**
 * The status an account the operator set to Cancelled (`accounts.active` 0) answers with, whatever
 * its subscription says: paying again cannot reopen it, only our support team can.
 */
export const ACCOUNT_CANCELLED = 'account_cancelled';

const MESSAGES: Readonly<Record<string, string>> = {
  [ACCOUNT_CANCELLED]:
    'Your account was cancelled by our support team. Please contact support through the Contact page to reopen it.',
  incomplete: 'Your first payment has not gone through yet. Please complete it to start your plan.',
  incomplete_expired:
    'Your first payment was never completed. Please choose a plan and pay to continue.',
  past_due: 'Your latest payment failed. Please update your card and it will be retried.',
  unpaid: 'Your subscription is unpaid. Please update your card to continue.',
  canceled: 'Your subscription was cancelled. Please choose a new plan and pay to continue.',
  paused: 'Your subscription is paused. Please choose a plan to continue.',
  none: 'You have no subscription yet. Please choose a plan to continue.',
};

export function statusMessage(status: string): string | null {
  if (status === 'active' || status === 'trialing') return null;
  return MESSAGES[status] ?? MESSAGES.none ?? null;
}

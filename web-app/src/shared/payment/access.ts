/**
 * Subscription access and payment banners (spec sections 4 and 6): pure decisions the subscription
 * guard and the billing pages share.
 */
import type { Tone } from '@tongshu/web-ui';
import type { Permission } from '../session/user';

/** Spec section 4: active and trialing allow app access. */
export function hasAccess(status: string | null | undefined): boolean {
  return status === 'active' || status === 'trialing';
}

/** An account the operator set to Cancelled, whatever its subscription says (the bff's status). */
export const ACCOUNT_CANCELLED = 'account_cancelled';

/** Pages a user without access may still open (spec section 6). */
export const UNGUARDED_PATHS: readonly string[] = ['/account/billing', '/account/upgrade'];

export interface GuardInput {
  readonly permission: Permission;
  /** The subscription status; undefined while it is not known (not loaded, or the call failed). */
  readonly status: string | null | undefined;
  readonly pathname: string;
}

/** Where the subscription guard sends a signed-in user, or null to let the page show. */
export function subscriptionRedirect({ permission, status, pathname }: GuardInput): string | null {
  if (permission === 'master') return null;
  const path = pathname.replace(/\/+$/, '') || '/';
  if (UNGUARDED_PATHS.some((open) => path === open || path.startsWith(`${open}/`))) return null;
  if (status === undefined) return null;
  return hasAccess(status) ? null : '/account/billing';
}

export type PaymentState = 'requires_payment_method' | 'requires_action' | 'canceled';

export interface Banner {
  readonly tone: Tone;
  readonly title: string;
  readonly text: string;
}

/** Spec section 4, "Payment banners": one banner per payment state, none otherwise. */
export function paymentBanner(state: string | null | undefined): Banner | null {
  switch (state) {
    case 'requires_payment_method':
      return {
        tone: 'error',
        title: 'Your latest payment failed',
        text: 'Please update your card on the Card tab and the payment will be retried.',
      };
    case 'requires_action':
      return {
        tone: 'warning',
        title: 'Your bank needs you to authorise the payment',
        text: 'Please follow the link we emailed you to authorise it with your bank, then refresh this page.',
      };
    case 'canceled':
      return {
        tone: 'error',
        title: 'Your subscription was cancelled',
        text: 'Please choose a new plan and pay to continue.',
      };
    default:
      return null;
  }
}

/** Tells the subscription guard to look again (after a plan change, an upgrade or a new card). */
export const SUBSCRIPTION_CHANGED = 'tongshu:subscription-changed';

export function subscriptionChanged(): void {
  window.dispatchEvent(new Event(SUBSCRIPTION_CHANGED));
}

/** Pieces the billing and upgrade pages share: banners, the offline notice, plan lists. */
import { Link } from 'react-router';
import { Badge, Message } from '@tongshu/web-ui';
import { planOptionLabel, planPerDay, planPriceLine, type PlanView } from '../../shared/lib/plans';
import { ACCOUNT_CANCELLED, hasAccess, paymentBanner } from '../../shared/payment/access';
import type { BillingModeFields, SubscriptionAnswer } from '../../shared/payment/types';

export function PaymentBanner({ state }: { readonly state: string | null | undefined }) {
  const banner = paymentBanner(state);
  if (!banner) return null;
  return (
    <Message tone={banner.tone} title={banner.title}>
      {banner.text}
    </Message>
  );
}

/**
 * Why the app is closed, said once: an account our support team cancelled (only they reopen it),
 * else the payment banner of spec section 4, else the status message of the lookup.
 */
export function SubscriptionNotice({
  subscription,
}: {
  readonly subscription: SubscriptionAnswer;
}) {
  if (subscription.status === ACCOUNT_CANCELLED) {
    return (
      <Message tone="error" title="Your account was cancelled">
        {subscription.status_message} <Link to="/contact">Contact support</Link>
      </Message>
    );
  }
  if (paymentBanner(subscription.payment_state))
    return <PaymentBanner state={subscription.payment_state} />;
  if (!subscription.status_message) return null;
  return (
    <Message tone={hasAccess(subscription.status) ? 'info' : 'error'}>
      {subscription.status_message}
    </Message>
  );
}

const OFFLINE_TITLE = 'Billing is offline';

/** The API's notice without the title it starts with, so the banner says it once. */
export function offlineBody(message: string | null): string {
  const body = (message ?? '').replace(new RegExp(`^${OFFLINE_TITLE}[:.]?\\s*`), '');
  return body ? body[0]?.toUpperCase() + body.slice(1) : 'No card is charged.';
}

/** Offline billing (no payment provider configured): the API's own notice, and no card form. */
export function OfflineNotice({ mode }: { readonly mode: BillingModeFields }) {
  if (mode.billing !== 'offline') return null;
  return (
    <Message tone="info" title={OFFLINE_TITLE}>
      {offlineBody(mode.message)}
    </Message>
  );
}

/** Plans a person may choose: hidden plans are not listed (spec section 9), unless it is theirs. */
export function listedPlans(plans: readonly PlanView[], active?: string): PlanView[] {
  return plans.filter((plan) => !plan.hidden || plan.id === active);
}

export const planOptions = (plans: readonly PlanView[]) =>
  plans.map((plan) => ({ value: plan.id, label: planOptionLabel(plan) }));

export function PlanList({
  plans,
  active,
}: {
  readonly plans: readonly PlanView[];
  readonly active?: string;
}) {
  return (
    <ul className="billing-plans">
      {plans.map((plan) => (
        <li
          key={plan.id}
          className={plan.id === active ? 'billing-plan billing-plan--active' : 'billing-plan'}
        >
          <span className="billing-plan__name">
            {plan.name} {plan.id === active && <Badge tone="success">Current plan</Badge>}
          </span>
          <span className="billing-plan__price">
            {plan.price === 0 ? 'Free' : planPriceLine(plan)}
          </span>
          <span className="billing-plan__per-day">
            {plan.price === 0 ? 'No card needed' : planPerDay(plan)}
          </span>
        </li>
      ))}
    </ul>
  );
}

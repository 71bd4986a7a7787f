/**
 * /account/upgrade (Upgrade; spec sections 2 and 4): the paid plans (?plan= preselects one; the
 * free plan is not offered), a card when card billing is on, and a 202 that asks the bank goes
 * through the form engine's confirmPayment hook. Success updates the plan and goes to /dashboard
 * after 2.5 seconds.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Card, Form, Message, type UiResponse, useApi, PageHeader } from '@tongshu/web-ui';
import type { PolicyState } from '../../shared/api/errors';
import { tierOf, type PlanView } from '../../shared/lib/plans';
import { ACCOUNT_CANCELLED, hasAccess, subscriptionChanged } from '../../shared/payment/access';
import { paymentAdapterFor } from '../../shared/payment/stripe';
import type { PlansAnswer, SubscriptionAnswer } from '../../shared/payment/types';
import { useSession } from '../../shared/session/SessionProvider';
import { OfflineNotice, planOptions, SubscriptionNotice } from './BillingParts';
import { accountCrumbs } from '../../shared/components/accountCrumbs';

/** Spec section 9. */
export const UPGRADE_REDIRECT_MS = 2500;

/** The server's reason for a 402 that sent the user here (api/errors.ts), if any. */
function reasonOf(state: unknown): string | undefined {
  const reason = (state as PolicyState | null)?.reason;
  return typeof reason === 'string' ? reason : undefined;
}

/**
 * The upgrade options: plans above the active one's tier (issue 42: a lower plan is a downgrade,
 * offered on /account/billing), no free plan, no hidden plan (the t365 trial is for new accounts).
 */
export function upgradePlans(plans: readonly PlanView[], active = ''): PlanView[] {
  return plans.filter((plan) => plan.price > 0 && !plan.hidden && tierOf(plan.id) > tierOf(active));
}

export default function Upgrade() {
  const { user } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const reason = reasonOf(useLocation().state);
  const owner = user?.permission === 'owner';
  const plans = useApi<PlansAnswer>(owner ? '/api/account/plans' : null);
  // The reason a 402 sent the user here (spec section 4's status message).
  const subscription = useApi<SubscriptionAnswer>(user ? '/api/account/subscription' : null);
  const [done, setDone] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  if (!user) return null;

  if (!owner) {
    return (
      <>
        <PageHeader title="Upgrade" breadcrumbs={accountCrumbs('Upgrade')} />
        {reason && <Message tone="info">{reason}</Message>}
        {subscription.data && <SubscriptionNotice subscription={subscription.data} />}
        <Message tone="info" title="Upgrades are made by the account owner">
          Please ask the owner of your account to choose a plan.
        </Message>
      </>
    );
  }

  const data = plans.data;
  // A lapsed subscription holds no plan: every paid plan, its own too, is an upgrade from it.
  const lapsed = subscription.data ? !hasAccess(subscription.data.status) : false;
  const held = data && !lapsed ? data.active : '';
  const options = data ? upgradePlans(data.plans, held) : [];
  const lowerPlans = tierOf(held) > 0;
  const wanted = (params.get('plan') ?? '').toLowerCase();
  const preselected = options.find((plan) => plan.id === wanted)?.id;
  const adapter =
    data?.billing === 'offline' ? null : (paymentAdapterFor(data?.publishable_key) ?? null);

  const upgraded = (response: UiResponse) => {
    setDone(response.message ?? 'Your plan has been updated.');
    subscriptionChanged();
    timer.current = setTimeout(() => navigate('/dashboard'), UPGRADE_REDIRECT_MS);
  };

  return (
    <>
      <PageHeader
        title="Upgrade"
        subtitle="Choose the plan that suits you."
        breadcrumbs={accountCrumbs('Upgrade')}
      />
      {reason && !done && <Message tone="info">{reason}</Message>}
      {subscription.data && !done && <SubscriptionNotice subscription={subscription.data} />}
      {data && <OfflineNotice mode={data} />}
      <Card title="Upgrade Your Plan" loading={plans.loading}>
        {subscription.data?.status === ACCOUNT_CANCELLED ? (
          <p>Plans can be chosen again once our support team has reopened your account.</p>
        ) : done ? (
          <Message tone="success" title="Plan updated">
            {done} Taking you to your dashboard...
          </Message>
        ) : data && options.length === 0 ? (
          <p>You are on our highest plan: there is nothing to upgrade to.</p>
        ) : (
          <Form
            key={preselected ?? ''}
            aria-label="Upgrade"
            fields={{
              plan: {
                type: 'select',
                label: 'Plan',
                required: true,
                options: planOptions(options),
                value: preselected,
              },
              token: { type: 'creditcard', label: 'Credit Card', required: true },
            }}
            url="/api/account/upgrade"
            buttonText="Upgrade"
            freePlans={[]}
            payment={adapter}
            onSuccess={upgraded}
          />
        )}
      </Card>
      {lowerPlans && !done && (
        <p className="note">
          Looking for a lower plan? <Link to="/account/billing">Downgrade on the Billing page</Link>
          , where we show what it takes away before anything changes.
        </p>
      )}
    </>
  );
}

/**
 * /account/billing (Billing, owner only; spec sections 2 and 4): the payment banner, the status
 * message, tabs Plan (the plan list and a plan change) and Card (paid plans only; Stripe Elements
 * when the API answers a publishable key, the offline notice otherwise).
 */
import {
  Badge,
  Card,
  Form,
  Message,
  Tabs,
  useNotification,
  type UiResponse,
  useApi,
  PageHeader,
} from '@tongshu/web-ui';
import { ACCOUNT_CANCELLED, hasAccess, subscriptionChanged } from '../../shared/payment/access';
import { paymentAdapterFor } from '../../shared/payment/stripe';
import type { PlansAnswer, SubscriptionAnswer } from '../../shared/payment/types';
import { useSession } from '../../shared/session/SessionProvider';
import { AccountNav } from '../../shared/components/AccountNav';
import {
  listedPlans,
  OfflineNotice,
  planOptions,
  PlanList,
  SubscriptionNotice,
} from './BillingParts';
import { accountCrumbs } from '../../shared/components/accountCrumbs';
import { useDowngrade } from './Downgrade';

const STATUS_LABELS: Readonly<Record<string, string>> = {
  active: 'Active',
  trialing: 'Trial',
  incomplete: 'Incomplete',
  past_due: 'Past due',
  canceled: 'Cancelled',
  unpaid: 'Unpaid',
  none: 'No subscription',
  [ACCOUNT_CANCELLED]: 'Cancelled by support',
};

/**
 * What happens at the period's end, from the subscription's state: a trial ends; a card
 * subscription renews (a cancelled one has no access, so no date); offline billing charges no
 * card and nothing stops the plan at that date (the bff checks no period end).
 */
export function periodEndWords(subscription: SubscriptionAnswer, end: string): string {
  if (subscription.status === 'trialing') return `Trial ends on ${end}`;
  if (subscription.billing === 'offline')
    return `Period ends on ${end}; billing is offline, so no card is charged and the plan goes on`;
  return `Renews on ${end}`;
}

function StatusLine({
  subscription,
  free,
}: {
  readonly subscription: SubscriptionAnswer;
  /** A free plan neither renews nor ends: no date to show. */
  readonly free: boolean;
}) {
  const ok = hasAccess(subscription.status);
  const end = free ? undefined : subscription.current_period_end?.slice(0, 10);
  const when = end && ok ? periodEndWords(subscription, end) : null;
  return (
    <p className="billing-status">
      Status:{' '}
      <Badge tone={ok ? 'success' : 'error'}>
        {STATUS_LABELS[subscription.status] ?? subscription.status}
      </Badge>
      {when && <span className="billing-status__end"> {when}</span>}
    </p>
  );
}

export default function Billing() {
  const { user } = useSession();
  const notify = useNotification();
  const owner = user?.permission === 'owner';
  const plans = useApi<PlansAnswer>(owner ? '/api/account/plans' : null);
  const subscription = useApi<SubscriptionAnswer>(owner ? '/api/account/subscription' : null);
  const active = plans.data?.active ?? subscription.data?.plan ?? undefined;
  const downgrade = useDowngrade(active, plans.data?.plans ?? []);
  if (!user) return null;

  if (!owner) {
    return (
      <>
        <PageHeader title="Billing" breadcrumbs={accountCrumbs('Billing')} />
        <AccountNav />
        <Message tone="info" title="Billing is managed by the account owner">
          Please ask the owner of your account to review the plan and the payment details.
        </Message>
      </>
    );
  }

  const changed = (response: UiResponse) => {
    notify.show(response.message ?? 'Saved');
    plans.reload();
    subscription.reload();
    subscriptionChanged();
  };

  const data = plans.data;
  const sub = subscription.data;
  const mode = sub ?? data;
  const offline = mode?.billing === 'offline';
  const adapter = offline ? null : (paymentAdapterFor(mode?.publishable_key) ?? null);
  const listed = data ? listedPlans(data.plans, active) : [];
  const activePlan = data?.plans.find((plan) => plan.id === active);
  const paid = (activePlan?.price ?? 0) > 0;
  const freePlans = listed.filter((plan) => plan.price === 0).map((plan) => plan.id);

  const planTab = (
    <div className="billing-tab">
      <PlanList plans={listed} active={active} />
      <Form
        key={`plan-${active ?? ''}`}
        aria-label="Change plan"
        fields={{
          plan: {
            type: 'select',
            label: 'Plan',
            required: true,
            // The trial cannot be chosen again, but a trial user's select starts on it
            // rather than on 'Please Select'.
            options: planOptions(
              listed.filter((plan) => plan.tag !== 't365' || plan.id === active),
            ),
            value: active,
          },
          token: { type: 'creditcard', label: 'Credit Card', required: true },
        }}
        onSubmit={downgrade.onSubmit}
        onError={downgrade.onError}
        onChange={downgrade.onChange}
        buttonText={downgrade.buttonText}
        freePlans={freePlans}
        payment={adapter}
        onSuccess={changed}
      />
      {downgrade.modal}
    </div>
  );

  const cardTab = (
    <div className="billing-tab">
      {offline || !adapter ? (
        <Message tone="info" title="No card on file">
          {mode?.message ?? 'Card payments are not configured, so there is no card to update.'}
        </Message>
      ) : (
        <Form
          aria-label="Update card"
          fields={{ token: { type: 'creditcard', label: 'Credit Card', required: true } }}
          method="PATCH"
          url="/api/account/card"
          buttonText="Update Card"
          freePlans={[]}
          payment={adapter}
          onSuccess={changed}
        />
      )}
    </div>
  );

  return (
    <>
      <PageHeader title="Billing" breadcrumbs={accountCrumbs('Billing')} />
      <AccountNav />
      {sub && <SubscriptionNotice subscription={sub} />}
      {mode && <OfflineNotice mode={mode} />}
      <Card title="Your Plan" loading={plans.loading || subscription.loading}>
        {sub && <StatusLine subscription={sub} free={!paid} />}
        {sub?.status === ACCOUNT_CANCELLED ? (
          <PlanList plans={listed} active={active} />
        ) : (
          <Tabs
            name="billing"
            tabs={
              paid
                ? [
                    { label: 'Plan', content: planTab },
                    { label: 'Card', content: cardTab },
                  ]
                : [{ label: 'Plan', content: planTab }]
            }
          />
        )}
      </Card>
    </>
  );
}

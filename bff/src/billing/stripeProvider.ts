/**
 * The payment provider over the `stripe` SDK (API version pinned by the SDK). Plans map to
 * Stripe prices by lookup key (`tongshu_<plan id>`), created on first use, so a new Stripe
 * account needs no manual set-up. Every SDK error is translated: card refusals become
 * `CardError` (their message is shown to the user), anything else `ProviderUnavailable`.
 */
import Stripe from 'stripe';
import { plans, type Plan } from '@tongshu/data';
import {
  BadSignature,
  CardError,
  ProviderUnavailable,
  type NewSubscription,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderPayment,
  type ProviderSubscription,
} from './paymentProvider';
import type { StripeSettings } from '../platform/config';

export type { StripeSettings };

const LOOKUP_PREFIX = 'tongshu_';
/** Expands what the payment state needs in the same request. */
const WITH_INVOICE = ['latest_invoice.confirmation_secret', 'latest_invoice.payments'];
const CARD_DETAILS = 'Please provide valid credit card details';

function sdkFor(settings: StripeSettings): Stripe {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20000,
    telemetry: false,
    ...(api
      ? {
          host: api.hostname,
          port: api.port,
          protocol: api.protocol === 'http:' ? ('http' as const) : ('https' as const),
        }
      : {}),
  });
}

/** Runs an SDK call, translating its errors into the provider's. */
async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) throw new CardError(error.message);
    if (
      error instanceof Stripe.errors.StripeInvalidRequestError &&
      /PaymentMethod/.test(error.message)
    ) {
      throw new CardError(CARD_DETAILS);
    }
    throw new ProviderUnavailable((error as Error).message);
  }
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : value.id;
}

function planIdOf(lookupKey: string | null | undefined): string | null {
  return lookupKey?.startsWith(LOOKUP_PREFIX) ? lookupKey.slice(LOOKUP_PREFIX.length) : null;
}

function subscriptionView(subscription: Stripe.Subscription, payment: ProviderPayment) {
  const item = subscription.items.data[0];
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    status: subscription.status,
    planId: planIdOf(item?.price.lookup_key),
    accountId: subscription.metadata?.account_id ?? null,
    currentPeriodEnd: item ? new Date(item.current_period_end * 1000).toISOString() : null,
    pendingUpdate:
      subscription.pending_update !== null && subscription.pending_update !== undefined,
    payment,
  } satisfies ProviderSubscription;
}

const NO_PAYMENT: ProviderPayment = {
  state: 'none',
  clientSecret: null,
  error: null,
  invoiceId: null,
};

/** The SDK's default tolerance for a signature's age, applied to clock skew ahead too. */
const SIGNATURE_SKEW_SECONDS = 300;

/**
 * The SDK refuses signatures older than its tolerance but accepts any dated ahead: such a
 * signature would stay usable for as long as its date says, not five minutes.
 */
function isFutureDated(signature: string): boolean {
  const signedAt = Number(/(?:^|,)t=(\d+)/.exec(signature)?.[1]);
  return signedAt > Date.now() / 1000 + SIGNATURE_SKEW_SECONDS;
}

export function stripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = sdkFor(settings);
  let prices: Promise<Map<string, string>> | undefined;

  async function loadPrices(): Promise<Map<string, string>> {
    const paid = plans.filter((plan) => plan.price > 0 || plan.id === 't365');
    const listed = await stripe.prices.list({
      lookup_keys: paid.map((plan) => LOOKUP_PREFIX + plan.id),
      active: true,
      limit: 100,
    });
    const byPlan = new Map<string, string>();
    for (const price of listed.data) {
      const planId = planIdOf(price.lookup_key);
      if (planId) byPlan.set(planId, price.id);
    }
    for (const plan of paid.filter((candidate) => !byPlan.has(candidate.id))) {
      byPlan.set(plan.id, (await createPrice(plan)).id);
    }
    return byPlan;
  }

  function createPrice(plan: Plan) {
    return stripe.prices.create({
      currency: plan.currency,
      unit_amount: plan.price,
      recurring: { interval: plan.interval },
      lookup_key: LOOKUP_PREFIX + plan.id,
      product_data: { name: plan.name },
    });
  }

  async function priceOf(planId: string): Promise<string> {
    prices ??= call(loadPrices).catch((error: unknown) => {
      prices = undefined;
      throw error;
    });
    const price = (await prices).get(planId);
    if (!price) throw new ProviderUnavailable(`No price for plan ${planId}`);
    return price;
  }

  async function paymentOf(subscription: Stripe.Subscription): Promise<ProviderPayment> {
    const invoice = subscription.latest_invoice;
    if (invoice === null || typeof invoice === 'string' || invoice.status !== 'open') {
      return { ...NO_PAYMENT, state: invoice ? 'succeeded' : 'none', invoiceId: idOf(invoice) };
    }
    const intentId = idOf(invoice.payments?.data[0]?.payment.payment_intent);
    if (!intentId) return { ...NO_PAYMENT, invoiceId: invoice.id };
    const intent = await stripe.paymentIntents.retrieve(intentId);
    const state =
      intent.status === 'requires_action' || intent.status === 'requires_confirmation'
        ? 'requires_action'
        : intent.status === 'succeeded'
          ? 'succeeded'
          : 'requires_payment_method';
    return {
      state,
      clientSecret: invoice.confirmation_secret?.client_secret ?? intent.client_secret,
      error: intent.last_payment_error?.message ?? null,
      invoiceId: invoice.id,
    };
  }

  async function withPayment(subscription: Stripe.Subscription): Promise<ProviderSubscription> {
    return subscriptionView(subscription, await paymentOf(subscription));
  }

  return {
    publishableKey: settings.publishableKey ?? null,

    createCustomer: (accountId, email, name) =>
      call(async () => {
        const customer = await stripe.customers.create(
          { email, name, metadata: { account_id: accountId } },
          { idempotencyKey: `customer-${accountId}` },
        );
        return customer.id;
      }),

    attachCard: (customerId, paymentMethodId) =>
      call(async () => {
        await stripe.paymentMethods.attach(paymentMethodId, { customer: customerId });
        await stripe.customers.update(customerId, {
          invoice_settings: { default_payment_method: paymentMethodId },
        });
      }),

    createSubscription: (input: NewSubscription) =>
      call(async () => {
        const price = await priceOf(input.planId);
        const subscription = await stripe.subscriptions.create({
          customer: input.customerId,
          items: [{ price }],
          payment_behavior: 'allow_incomplete',
          metadata: { account_id: input.accountId },
          ...(input.trialDays > 0 ? { trial_period_days: input.trialDays } : {}),
          expand: WITH_INVOICE,
        });
        return withPayment(subscription);
      }),

    changePlan: (subscriptionId, planId) =>
      call(async () => {
        const price = await priceOf(planId);
        const current = await stripe.subscriptions.retrieve(subscriptionId);
        const item = current.items.data[0];
        const subscription = await stripe.subscriptions.update(subscriptionId, {
          items: [item ? { id: item.id, price } : { price }],
          proration_behavior: 'always_invoice',
          payment_behavior: 'pending_if_incomplete',
          expand: WITH_INVOICE,
        });
        return withPayment(subscription);
      }),

    retrieveSubscription: (subscriptionId) =>
      call(async () =>
        withPayment(await stripe.subscriptions.retrieve(subscriptionId, { expand: WITH_INVOICE })),
      ),

    payLatestInvoice: (subscriptionId) =>
      call(async () => {
        const subscription = await stripe.subscriptions.retrieve(subscriptionId);
        const invoiceId = idOf(subscription.latest_invoice);
        if (invoiceId) {
          try {
            await stripe.invoices.pay(invoiceId);
          } catch (error) {
            // 3-D Secure: the subscription's payment state carries the secret for the card form.
            if (
              !(error instanceof Stripe.errors.StripeCardError) ||
              error.code !== 'invoice_payment_intent_requires_action'
            ) {
              throw error;
            }
          }
        }
        return withPayment(
          await stripe.subscriptions.retrieve(subscriptionId, { expand: WITH_INVOICE }),
        );
      }),

    cancelSubscription: (subscriptionId) =>
      call(async () => {
        const subscription = await stripe.subscriptions.retrieve(subscriptionId);
        if (subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired') {
          await stripe.subscriptions.cancel(subscriptionId);
        }
      }),

    deleteCustomer: (customerId) =>
      call(async () => {
        await stripe.customers.del(customerId);
      }),

    verifyEvent(rawBody, signature) {
      if (!settings.webhookSecret) throw new BadSignature('No webhook secret is configured');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch (error) {
        throw new BadSignature((error as Error).message);
      }
      if (isFutureDated(signature)) throw new BadSignature('The signature is dated in the future');
      const object = event.data.object as { object?: string };
      const subscription =
        object.object === 'subscription'
          ? subscriptionView(object as Stripe.Subscription, NO_PAYMENT)
          : null;
      const invoice = object.object === 'invoice' ? (object as Stripe.Invoice) : null;
      return {
        id: event.id,
        type: event.type,
        created: event.created,
        subscription,
        invoiceSubscriptionId: idOf(invoice?.parent?.subscription_details?.subscription),
      } satisfies ProviderEvent;
    },
  };
}

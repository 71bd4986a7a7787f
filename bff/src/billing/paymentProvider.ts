/**
 * The card payment provider as the billing services see it: plain data in and out, so the
 * services never touch the SDK's types. `stripeProvider.ts` is the one implementation.
 */
import { HttpError } from '../platform/errors';

/** The state of the payment the provider attempted for a subscription's latest invoice. */
export interface ProviderPayment {
  /** requires_action: the customer's bank wants 3-D Secure; requires_payment_method: declined. */
  readonly state: 'succeeded' | 'requires_action' | 'requires_payment_method' | 'none';
  /** Handed to the card form so the customer can authorise the payment (requires_action). */
  readonly clientSecret: string | null;
  /** The provider's message for a declined payment. */
  readonly error: string | null;
  readonly invoiceId: string | null;
}

export interface ProviderSubscription {
  readonly id: string;
  readonly customerId: string;
  /** active, trialing, incomplete, incomplete_expired, past_due, unpaid, canceled, paused. */
  readonly status: string;
  /** Our plan id, read from the price's lookup key. */
  readonly planId: string | null;
  /** Our account id, from the metadata we set when creating it. */
  readonly accountId: string | null;
  /** ISO instant the current period ends. */
  readonly currentPeriodEnd: string | null;
  /** A plan change waiting for its payment (the subscription still runs on the old plan). */
  readonly pendingUpdate: boolean;
  readonly payment: ProviderPayment;
}

/** A verified webhook event, reduced to what the services apply. */
export interface ProviderEvent {
  readonly id: string;
  readonly type: string;
  /** Unix seconds. */
  readonly created: number;
  readonly subscription: ProviderSubscription | null;
  /** For invoice events: the subscription the invoice bills. */
  readonly invoiceSubscriptionId: string | null;
}

export interface NewSubscription {
  readonly customerId: string;
  readonly accountId: string;
  readonly planId: string;
  readonly trialDays: number;
}

export interface PaymentProvider {
  /** Publishable key for the card form, when configured. */
  readonly publishableKey: string | null;
  createCustomer(accountId: string, email: string, name: string): Promise<string>;
  /** Attaches a card (a payment method id from the card form) and makes it the default. */
  attachCard(customerId: string, paymentMethodId: string): Promise<void>;
  createSubscription(input: NewSubscription): Promise<ProviderSubscription>;
  /** Moves a subscription to another plan; the change waits for its payment when one is due. */
  changePlan(subscriptionId: string, planId: string): Promise<ProviderSubscription>;
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  /** Retries the open invoice of a subscription with the customer's default card. */
  payLatestInvoice(subscriptionId: string): Promise<ProviderSubscription>;
  cancelSubscription(subscriptionId: string): Promise<void>;
  deleteCustomer(customerId: string): Promise<void>;
  /** Verifies the signature over the raw body; throws on a forged or stale event. */
  verifyEvent(rawBody: Buffer, signature: string): ProviderEvent;
}

/** A card the provider refused: its message is shown under the card field (spec section 8). */
export class CardError extends HttpError {
  constructor(message: string) {
    super(400, message, 'token');
  }
}

export const PAYMENTS_DOWN = 'Card payments are unavailable right now – please try again shortly';

/** The provider could not be reached or failed: nothing the user can fix; `reason` goes to the log. */
export class ProviderUnavailable extends HttpError {
  constructor(readonly reason: string) {
    super(503, PAYMENTS_DOWN);
  }
}

/** A webhook whose signature does not verify. */
export class BadSignature extends HttpError {
  constructor(readonly reason: string) {
    super(400, 'The webhook signature does not verify');
  }
}

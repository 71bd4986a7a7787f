/**
 * A local HTTP server speaking the subset of the Stripe v1 API the billing adapter uses, so tests
 * drive the real `stripe` SDK: form-encoded requests, Stripe-shaped JSON and errors, idempotency
 * keys, Stripe's magic test payment methods and includable/expandable invoice fields.
 */
import type { Json, Params } from './stripe/params';
import type { InjectedError } from './stripe/errors';
import type {
  FakeCustomer,
  FakeInvoice,
  FakePaymentIntent,
  FakePaymentMethod,
  FakePrice,
  FakeSubscription,
  StripeEvent,
} from './stripe/objects';
import { FakeStripeServer } from './stripe/server';

export { parseForm } from './stripe/params';
export type { InjectedError } from './stripe/errors';
export type {
  FakeCustomer,
  FakeInvoice,
  FakeInvoicePayment,
  FakeList,
  FakePaymentIntent,
  FakePaymentMethod,
  FakePrice,
  FakeSubscription,
  FakeSubscriptionItem,
  StripeEvent,
} from './stripe/objects';

export interface FakeStripe {
  readonly port: number;
  readonly secretKey: string;
  readonly webhookSecret: string;
  readonly customers: Map<string, FakeCustomer>;
  /** Attached payment methods by customer id, then payment method id. */
  readonly paymentMethods: Map<string, Map<string, FakePaymentMethod>>;
  readonly prices: Map<string, FakePrice>;
  readonly subscriptions: Map<string, FakeSubscription>;
  readonly invoices: Map<string, FakeInvoice>;
  readonly paymentIntents: Map<string, FakePaymentIntent>;
  /** Every request received: method, path (without query), parsed params. */
  readonly requests: { method: string; path: string; params: Params }[];
  /** The next `times` requests matching method + path prefix fail (default 500 api_error). */
  failNext(method: string, pathPrefix: string, error?: InjectedError, times?: number): void;
  /** Runs `hook` once, after the next matching request is handled and before it is answered. */
  onceAfter(method: string, pathPrefix: string, hook: () => Promise<void> | void): void;
  /** What Stripe.js does once the customer passes 3-D Secure; returns the events Stripe sends. */
  confirmPaymentIntent(id: string): StripeEvent[];
  /** A renewal whose charge is declined: a new open invoice and a past_due subscription. */
  failRenewal(subscriptionId: string): StripeEvent[];
  /** An event carrying a snapshot of `object`, shaped as Stripe delivers it to webhooks. */
  event(type: string, object: unknown, previousAttributes?: Json): StripeEvent;
  /** The raw payload and a valid `Stripe-Signature` header for `event`. */
  signed(event: StripeEvent): { payload: string; header: string };
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const fake = new FakeStripeServer();
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  return fake;
}

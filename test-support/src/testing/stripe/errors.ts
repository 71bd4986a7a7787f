/** Stripe-shaped errors, as the API answers them. */
import type { ChargeOutcome } from './objects';

export type ErrorBody = { type: string; message: string } & Partial<Record<ErrorField, string>>;
export type ErrorField = 'code' | 'decline_code' | 'param';
export type InjectedError = { status?: number; type?: string; code?: string; message?: string };

export class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.message);
  }
}
export const fail = (error: StripeFailure): never => {
  throw error;
};
export const invalid = (message: string, param?: string, code?: string) =>
  new StripeFailure(400, { type: 'invalid_request_error', message, param, code });
/** Unknown ids in the URL are 404s; unknown ids in the parameters are 400s naming the parameter. */
export const missing = (noun: string, id: string, param?: string) =>
  new StripeFailure(param ? 400 : 404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${noun}: '${id}'`,
    param: param ?? 'id',
  });
export const DECLINE: ErrorBody = {
  type: 'card_error',
  code: 'card_declined',
  decline_code: 'generic_decline',
  message: 'Your card was declined.',
};
export const REQUIRES_ACTION: ErrorBody = {
  type: 'card_error',
  code: 'invoice_payment_intent_requires_action',
  message: 'This payment requires additional user action before it can be completed.',
};
export const paymentFailure = (outcome: ChargeOutcome) =>
  outcome === 'no_payment_method'
    ? invalid('This customer has no attached payment source or default payment method.')
    : new StripeFailure(402, outcome === 'requires_action' ? REQUIRES_ACTION : DECLINE);
export const errorType = (status: number) =>
  status === 402 ? 'card_error' : status < 500 ? 'invalid_request_error' : 'api_error';
export function find<T>(map: Map<string, T>, id: string, noun: string, param?: string): T {
  return map.get(id) ?? fail(missing(noun, id, param));
}

export type Reply = { status: number; payload: string; replayed?: boolean };

export function checkAuth(header: string | undefined): StripeFailure | undefined {
  const key = /^Bearer (\S+)$/.exec(header ?? '')?.[1];
  if (key?.startsWith('sk_test_')) return undefined;
  const message = key
    ? `Invalid API Key provided: ${key.slice(0, 8)}***`
    : 'You did not provide an API key. Provide it in the Authorization header, using Bearer auth.';
  return new StripeFailure(401, { type: 'invalid_request_error', message });
}

export function toReply(failure: StripeFailure): Reply {
  return { status: failure.status, payload: JSON.stringify({ error: failure.body }) };
}

export function idempotencyError(key: string): Reply {
  const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`;
  return toReply(new StripeFailure(400, { type: 'idempotency_error', message }));
}

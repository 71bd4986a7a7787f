import type { Context } from 'koa';
import type { PaymentOutcome } from './checkout';

export const AUTHORISE = 'Please authorise the payment with your bank to continue.';

/**
 * Answers a form that charged a card: its own answer when done, or 202 with
 * `requires_payment_action` and the `client_secret` the card form confirms before it resends the
 * same request (spec section 7, "Generic form submit").
 */
export async function answerPayment(
  ctx: Context,
  outcome: PaymentOutcome,
  done: () => Promise<void> | void,
): Promise<void> {
  if (outcome.kind === 'action') {
    ctx.status = 202;
    ctx.body = {
      requires_payment_action: true,
      client_secret: outcome.clientSecret,
      message: AUTHORISE,
    };
    return;
  }
  await done();
}

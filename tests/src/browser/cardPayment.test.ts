/**
 * Spec section 7, "Generic form submit": a paid sign-up whose bank asks for 3-D Secure, in Debian
 * chromium, with the bff charging through the local Stripe-compatible server
 * (bff/src/testing/fakeStripe.ts). The bff answers 202 with `requires_payment_action` and a
 * `client_secret`; the page confirms the payment through Stripe.js and resends the same request
 * with the result. Stripe.js cannot be downloaded here, so the page gets a stand-in under
 * `window.Stripe` (which @stripe/stripe-js uses when present) whose confirmation does what
 * Stripe.js does once the customer passes the bank's check: the local server confirms the intent.
 */
import type { Response } from 'playwright-core';
import { startFakeStripe, type FakeStripe } from '@tongshu/test-support/server';
import { fillSignUp, startProduct, type Product } from './browserSupport';

jest.setTimeout(60000);

/** Stripe's magic test card that needs 3-D Secure (the local server honours it too). */
const THREE_D_SECURE = 'pm_card_authenticationRequired';
const PASSWORD = 'Almanac2024';

/** The stand-in for Stripe.js: a card element, a payment method, and the bank's confirmation. */
const STRIPE_JS = `
window.Stripe = function (key) {
  return {
    elements: function () {
      return {
        create: function () {
          return {
            mount: function (node) {
              node.innerHTML = '<input aria-label="Card number" value="4000 0027 6000 3184">';
            },
            destroy: function () {},
          };
        },
      };
    },
    createPaymentMethod: async function () {
      return { paymentMethod: { id: '${THREE_D_SECURE}' } };
    },
    confirmCardPayment: async function (clientSecret) {
      var id = await window.bankConfirms(clientSecret);
      return { paymentIntent: { id: id, status: 'succeeded' } };
    },
  };
};
`;

let fake: FakeStripe;
let product: Product;

beforeAll(async () => {
  fake = await startFakeStripe();
  product = await startProduct({
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_tongshu',
    STRIPE_API_URL: `http://127.0.0.1:${fake.port}`,
  });
  await product.page.addInitScript(STRIPE_JS);
  await product.page.exposeFunction('bankConfirms', (clientSecret: string) => {
    const intent = clientSecret.slice(0, clientSecret.indexOf('_secret_'));
    fake.confirmPaymentIntent(intent);
    return intent;
  });
}, 60000);

afterAll(async () => {
  await product?.stop();
  await fake?.close();
});

it('confirms a payment the bank must authorise, then resends the sign-up and signs in', async () => {
  const { page } = product;
  const signUps: { status: number; body: Record<string, unknown> }[] = [];
  page.on('response', (response: Response) => {
    const request = response.request();
    if (new URL(request.url()).pathname !== '/api/account' || request.method() !== 'POST') return;
    signUps.push({ status: response.status(), body: request.postDataJSON() });
  });
  const email = 'payer@example.com';
  await fillSignUp(page, { name: 'Pat Payer', email, password: PASSWORD });
  // The card form shows because the running bff has a publishable key (GET /api/billing/config).
  await page.getByLabel('Card number').waitFor();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/welcome**');

  expect(signUps.map((s) => s.status)).toEqual([202, 201]);
  const [first, resent] = signUps;
  expect(first?.body).toMatchObject({ email, plan: 'pro', token: THREE_D_SECURE });
  expect(resent?.body).toEqual({ ...first?.body, payment_intent: expect.stringMatching(/^pi_/) });
  const intent = fake.paymentIntents.get(String(resent?.body.payment_intent));
  expect(intent?.status).toBe('succeeded');
  const token = String(
    JSON.parse((await page.evaluate("localStorage.getItem('user')")) as string).token,
  );
  const subscription = await product.api.call('GET', '/api/account/subscription', undefined, token);
  expect(subscription.json.data).toMatchObject({
    status: 'active',
    plan: 'pro',
    billing: 'stripe',
  });
});

/**
 * The billing page in plain words (walk of 2026-11-28): the offline banner said "Billing is
 * offline" twice, and "Renews or ends on" left the user to guess which.
 */
import { screen } from '@testing-library/react';
import { plans as catalogue } from '@tongshu/data';
import { planView } from '../../shared/lib/plans';
import { fakeServer, renderApp, signedInAs, testUser } from '../../testing/renderApp';
import { periodEndWords } from './Billing';

// The bff's OFFLINE_NOTICE, as GET /api/account/plans and /subscription answer it.
const NOTICE = 'Billing is offline: plans are assigned without charging any card.';
const OFFLINE = { billing: 'offline', message: NOTICE, publishable_key: null };
const CARD = { billing: 'stripe', message: null, publishable_key: 'pk_test' };
const END = '2030-01-01';

const subscription = (fields: Record<string, unknown>) => ({
  status: 'active',
  plan: 'tongshu',
  current_period_end: `${END}T00:00:00.000Z`,
  payment_state: null,
  status_message: null,
  ...OFFLINE,
  ...fields,
});

it('says Billing is offline once', async () => {
  signedInAs(testUser());
  fakeServer(({ url }) => {
    if (url === '/api/account/plans')
      return { body: { data: { plans: catalogue.map(planView), active: 'tongshu', ...OFFLINE } } };
    if (url === '/api/account/subscription') return { body: { data: subscription({}) } };
    return undefined;
  });
  renderApp('/account/billing');
  expect(await screen.findByText('Plans are assigned without charging any card.')).toBeVisible();
  const said = document.body.textContent?.split('Billing is offline') ?? [];
  expect(said).toHaveLength(2);
  expect(screen.getByText(/^Period ends on 2030-01-01/)).toBeVisible();
  expect(screen.queryByText(/Renews or ends/)).toBeNull();
});

it('says whether the period renews or ends, from the subscription state', () => {
  const words = (fields: Record<string, unknown>) =>
    periodEndWords(subscription(fields) as Parameters<typeof periodEndWords>[0], END);
  expect(words({ status: 'trialing' })).toBe(`Trial ends on ${END}`);
  expect(words(CARD)).toBe(`Renews on ${END}`);
  expect(words({})).toMatch(/^Period ends on 2030-01-01; .*no card is charged/);
});

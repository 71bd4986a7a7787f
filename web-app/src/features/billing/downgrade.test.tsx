/**
 * Issue 42: /account/upgrade offered lower plans under "Upgrade", and a Pro to Tong Shu move asked
 * nothing. Upgrade lists only higher plans; a downgrade is the Billing page's labelled action and
 * a modal names what it takes away before anything is sent.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { plans as catalogue } from '@tongshu/data';
import { fakeServer, renderApp, signedInAs, testUser } from '../../testing/renderApp';
import { planView } from '../../shared/lib/plans';
import { featuresLost } from './Downgrade';

const MODE = { billing: 'offline', message: 'Billing is offline.', publishable_key: null };

/** An owner on `active`; a plan change answers as the bff does. */
function onPlan(active: string) {
  return fakeServer((call) => {
    if (call.url === '/api/account/plans')
      return { body: { data: { plans: catalogue.map(planView), active, ...MODE } } };
    if (call.url === '/api/account/subscription')
      return {
        body: {
          data: {
            status: 'active',
            plan: active,
            current_period_end: '2030-01-01T00:00:00.000Z',
            payment_state: null,
            status_message: null,
            ...MODE,
          },
        },
      };
    if (call.method === 'PATCH' && call.url === '/api/account/plan')
      return { body: { message: 'Tong Shu Plan is now active.' } };
    return undefined;
  });
}

it('/account/upgrade offers only plans above the active one', async () => {
  onPlan('simple');
  signedInAs(testUser());
  renderApp('/account/upgrade');
  const form = await screen.findByRole('form', { name: 'Upgrade' });
  const select = within(form).getByLabelText(/Plan/) as HTMLSelectElement;
  const values = Array.from(select.options).flatMap((option) => option.value || []);
  expect(values.filter((value) => value !== 'unselected')).toEqual(['pro']);
  expect(screen.getByRole('link', { name: 'Downgrade on the Billing page' })).toHaveAttribute(
    'href',
    '/account/billing',
  );
});

it('/account/upgrade on Pro offers nothing to upgrade to', async () => {
  onPlan('pro');
  signedInAs(testUser());
  renderApp('/account/upgrade');
  expect(await screen.findByText(/nothing to upgrade to/)).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Upgrade' })).not.toBeInTheDocument();
});

it('a Pro to Tong Shu downgrade asks first, naming what is lost, and Cancel keeps Pro', async () => {
  const calls = onPlan('pro');
  signedInAs(testUser());
  renderApp('/account/billing');
  const form = await screen.findByRole('form', { name: 'Change plan' });
  await waitFor(() =>
    expect((within(form).getByLabelText(/Plan/) as HTMLSelectElement).value).toBe('pro'),
  );
  await userEvent.selectOptions(within(form).getByLabelText(/Plan/), 'tongshu');
  await userEvent.click(within(form).getByRole('button', { name: 'Downgrade' }));
  const dialog = await screen.findByRole('dialog', { name: 'Downgrade to Tong Shu Plan?' });
  expect(dialog).toHaveTextContent(
    'Moving from Pro Plan to Tong Shu Plan takes away: Simplified calendar (Just Follow), Professional calendar structure, Hour-structure personalisation.',
  );
  const patches = () => calls.filter((call) => call.url === '/api/account/plan');
  expect(patches()).toEqual([]);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(patches()).toEqual([]);

  await userEvent.click(within(form).getByRole('button', { name: 'Downgrade' }));
  const again = await screen.findByRole('dialog', { name: 'Downgrade to Tong Shu Plan?' });
  await userEvent.click(within(again).getByRole('button', { name: 'Downgrade' }));
  await waitFor(() => expect(patches().map((call) => call.body)).toEqual([{ plan: 'tongshu' }]));
  expect(await screen.findByText('Tong Shu Plan is now active.')).toBeInTheDocument();
});

it('an upgrade is not asked about', () => {
  expect(featuresLost('tongshu', 'pro')).toEqual([]);
  expect(featuresLost('pro', 'free')).toContain('iCal service');
});

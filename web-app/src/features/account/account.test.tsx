import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fakeServer,
  renderApp,
  signedInAs,
  testUser,
  type FakeHandler,
} from '../../testing/renderApp';
import { planView } from '../../shared/lib/plans';
import { plans as catalogue } from '@tongshu/data';

const location = () => screen.getByTestId('location').textContent;
const PLANS = catalogue.map(planView);
const OFFLINE = 'Billing is offline: plan changes take effect at once and no card is charged.';

function billingServer(
  subscription: Record<string, unknown> = {},
  extra: FakeHandler = () => undefined,
) {
  return fakeServer((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.url === '/api/account/plans') {
      return {
        body: {
          data: {
            plans: PLANS,
            active: 'tongshu',
            billing: 'offline',
            message: OFFLINE,
            publishable_key: null,
          },
        },
      };
    }
    if (call.url === '/api/account/subscription') {
      return {
        body: {
          data: {
            status: 'active',
            plan: 'tongshu',
            current_period_end: '2030-01-01T00:00:00.000Z',
            payment_state: null,
            status_message: null,
            billing: 'offline',
            message: OFFLINE,
            publishable_key: null,
            ...subscription,
          },
        },
      };
    }
    if (call.method === 'PATCH' && call.url === '/api/user') return { body: {} };
    return undefined;
  });
}

describe('subscription guard', () => {
  it('sends a user without an active subscription from /dashboard to /account/billing', async () => {
    billingServer({ status: 'past_due', payment_state: 'requires_payment_method' });
    signedInAs(testUser());
    renderApp('/account');
    await waitFor(() => expect(location()).toBe('/account/billing'));
    expect(await screen.findByText('Your latest payment failed')).toBeInTheDocument();
  });

  it('lets the upgrade page show without access, and never redirects master', async () => {
    billingServer({ status: 'canceled' });
    signedInAs(testUser());
    const { unmount } = renderApp('/account/upgrade');
    expect(await screen.findByRole('heading', { name: 'Upgrade', level: 1 })).toBeInTheDocument();
    expect(location()).toBe('/account/upgrade');
    unmount();
    const calls = billingServer({ status: 'canceled' });
    signedInAs(testUser({ permission: 'master' }));
    renderApp('/account/password');
    await screen.findByRole('heading', { name: 'Your Password' });
    expect(calls.some((call) => call.url === '/api/account/subscription')).toBe(false);
    expect(location()).toBe('/account/password');
  });
});

describe('/account/billing', () => {
  it('offline: the notice, the plan list with per-day cost, the card tab without a card form', async () => {
    billingServer();
    signedInAs(testUser());
    renderApp('/account/billing');
    expect(await screen.findByText(/^Plan changes take effect at once/)).toBeInTheDocument();
    expect(document.title).toMatch(/Billing/);
    expect(screen.getAllByText(/Per Day/).length).toBeGreaterThan(0);
    expect(screen.getByText('Current plan')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Plan' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Card' }));
    expect(screen.queryByRole('button', { name: 'Update Card' })).not.toBeInTheDocument();
  });

  it('a free plan has no Card tab; a plan change PATCHes /api/account/plan', async () => {
    const calls = billingServer({ plan: 'free' }, (call) => {
      if (call.url === '/api/account/plans') {
        return {
          body: {
            data: {
              plans: PLANS,
              active: 'free',
              billing: 'offline',
              message: OFFLINE,
              publishable_key: null,
            },
          },
        };
      }
      if (call.method === 'PATCH' && call.url === '/api/account/plan') {
        return { body: { message: 'Pro Plan is now active.' } };
      }
      return undefined;
    });
    signedInAs(testUser());
    renderApp('/account/billing');
    const form = await screen.findByRole('form', { name: 'Change plan' });
    expect(screen.queryByRole('tab', { name: 'Card' })).not.toBeInTheDocument();
    await userEvent.selectOptions(within(form).getByLabelText(/Plan/), 'pro');
    await userEvent.click(within(form).getByRole('button', { name: 'Change Plan' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url === '/api/account/plan')?.body).toEqual({ plan: 'pro' }),
    );
    expect(await screen.findByText('Pro Plan is now active.')).toBeInTheDocument();
  });

  it('shows a payment problem once: the banner, not the status message beside it', async () => {
    billingServer({
      status: 'past_due',
      payment_state: 'requires_action',
      status_message: 'Your latest payment failed.',
    });
    signedInAs(testUser());
    renderApp('/account/billing');
    expect(await screen.findByText(/authorise it with your bank/)).toBeInTheDocument();
    expect(screen.queryByText('Your latest payment failed.')).not.toBeInTheDocument();
  });

  it('shows a cancelled subscription as an error (spec section 4), and no renewal date on a free plan', async () => {
    billingServer({
      status: 'canceled',
      plan: 'free',
      status_message:
        'Your subscription was cancelled. Please choose a new plan and pay to continue.',
    });
    signedInAs(testUser());
    renderApp('/account/billing');
    const message = await screen.findByText(/Your subscription was cancelled/);
    expect(message.closest('.tsu-message')).toHaveClass('tsu-message--error');
    expect(screen.queryByText(/Renews on|ends on/)).not.toBeInTheDocument();
  });

  it('tells the owner of an account the operator cancelled to contact support, with no plan form', async () => {
    billingServer({
      status: 'account_cancelled',
      status_message: CANCELLED_BY_SUPPORT,
    });
    signedInAs(testUser());
    renderApp('/account/billing');
    expect(await screen.findByText('Your account was cancelled')).toBeInTheDocument();
    expect(screen.getByText(CANCELLED_BY_SUPPORT, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(screen.queryByRole('form', { name: 'Change plan' })).not.toBeInTheDocument();
  });
});

const CANCELLED_BY_SUPPORT =
  'Your account was cancelled by our support team. Please contact support through the Contact page to reopen it.';

describe('/account/upgrade', () => {
  it('offers paid plans only, preselects ?plan= and goes to /dashboard 2.5 s after success', async () => {
    const calls = billingServer({}, (call) =>
      call.url === '/api/account/upgrade'
        ? { body: { message: 'Pro Plan is now active.' } }
        : undefined,
    );
    signedInAs(testUser());
    renderApp('/account/upgrade?plan=pro');
    const form = await screen.findByRole('form', { name: 'Upgrade' });
    const select = within(form).getByLabelText(/Plan/) as HTMLSelectElement;
    expect(select.value).toBe('pro');
    const values = Array.from(select.options).map((option) => option.value);
    expect(values).not.toContain('free');
    await userEvent.click(within(form).getByRole('button', { name: 'Upgrade' }));
    expect(await screen.findByText(/Pro Plan is now active\./)).toBeInTheDocument();
    const sent = Date.now();
    expect(calls.find((call) => call.url === '/api/account/upgrade')?.body).toEqual({
      plan: 'pro',
    });
    expect(location()).toBe('/account/upgrade?plan=pro');
    await waitFor(() => expect(location()).toBe('/dashboard'), { timeout: 4000 });
    expect(Date.now() - sent).toBeGreaterThanOrEqual(2000);
  });
});

describe('/account/upgrade: why the user is there', () => {
  it('shows the status message that a 402 sent the user here with', async () => {
    billingServer({
      status: 'past_due',
      status_message: 'Your latest payment failed. Please update your card and it will be retried.',
    });
    signedInAs(testUser());
    renderApp('/account/upgrade');
    expect(await screen.findByText(/Your latest payment failed/)).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Upgrade' })).toBeInTheDocument();
  });

  it('offers no upgrade to an account the operator cancelled', async () => {
    billingServer({ status: 'account_cancelled', status_message: CANCELLED_BY_SUPPORT });
    signedInAs(testUser());
    renderApp('/account/upgrade');
    expect(await screen.findByText('Your account was cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Upgrade' })).not.toBeInTheDocument();
  });
});

describe('/account/users', () => {
  it('lists users, invites several emails, edits and deletes', async () => {
    const calls = billingServer({}, (call) => {
      if (call.url === '/api/account/users') {
        return {
          body: {
            data: [
              { id: 'u1', name: 'Ann Lee', email: 'ann@example.com', permission: 'owner' },
              { id: 'u2', name: 'Bo Chan', email: 'bo@example.com', permission: 'user' },
            ],
          },
        };
      }
      if (call.url === '/api/invite') return { body: { message: 'Invite sent' } };
      if (call.url === '/api/user' && call.method !== 'GET') return { body: { message: 'Saved' } };
      return undefined;
    });
    signedInAs(testUser());
    renderApp('/account/users');
    expect(await screen.findByText('bo@example.com')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Manage Users' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Invite Users' }));
    const invite = await screen.findByRole('dialog');
    await userEvent.type(within(invite).getByLabelText(/Email/), 'c@example.com, d@example.com');
    await userEvent.click(within(invite).getByRole('button', { name: 'Send Invites' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url === '/api/invite')?.body).toEqual({
        email: 'c@example.com, d@example.com',
      }),
    );

    await userEvent.click(await screen.findByRole('button', { name: /Edit bo@example.com/ }));
    const edit = await screen.findByRole('dialog');
    const name = within(edit).getByLabelText(/Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Bo Chen');
    await userEvent.selectOptions(within(edit).getByLabelText(/Permission/), 'admin');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        calls.find(
          (call) =>
            call.url === '/api/user' &&
            call.method === 'PATCH' &&
            call.body &&
            'id' in (call.body as object),
        )?.body,
      ).toEqual({ id: 'u2', name: 'Bo Chen', email: 'bo@example.com', permission: 'admin' }),
    );

    await userEvent.click(await screen.findByRole('button', { name: /Delete bo@example.com/ }));
    const remove = await screen.findByRole('dialog');
    await userEvent.click(within(remove).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({ id: 'u2' }),
    );
  });

  it('shows every field error of the Edit User dialog at once', async () => {
    billingServer({}, (call) =>
      call.url === '/api/account/users'
        ? {
            body: {
              data: [{ id: 'u2', name: 'Bo Chan', email: 'bo@example.com', permission: 'user' }],
            },
          }
        : undefined,
    );
    signedInAs(testUser());
    renderApp('/account/users');
    await userEvent.click(await screen.findByRole('button', { name: /Edit bo@example.com/ }));
    const edit = await screen.findByRole('dialog');
    await userEvent.clear(within(edit).getByLabelText(/Name/));
    await userEvent.clear(within(edit).getByLabelText(/Email/));
    await userEvent.type(within(edit).getByLabelText(/Email/), 'not-an-email');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(within(edit).getByText('Please enter a value')).toBeInTheDocument();
    expect(within(edit).getByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('sends a plain user to /dashboard', async () => {
    billingServer();
    signedInAs(testUser({ permission: 'user' }));
    renderApp('/account/users');
    await waitFor(() => expect(location()).toBe('/dashboard'));
  });
});

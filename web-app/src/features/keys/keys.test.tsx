/**
 * Issue 36, /account/keys: the account's keys listed (never the key; times on the user's own
 * clock), a new key shown once with a Copy button, Revoke only after a confirmation; a user is
 * told who manages keys and asks nothing; a plan below Pro is sent to the upgrade page.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiKeyRecord } from '@tongshu/bff/api';
import {
  fakeServer,
  renderApp,
  signedInAs,
  testUser,
  withoutPageViews,
  type FakeHandler,
} from '../../testing/renderApp';

const ACTIVE = { body: { data: { status: 'active', plan: 'pro' } } };
const KEY = `tsk_${'k'.repeat(43)}`;
const SITE: ApiKeyRecord = {
  id: 'k1',
  name: 'Booking site',
  prefix: 'tsk_AbCdEfGh',
  created_at: '2026-11-20T09:30:00.000Z',
  last_used_at: '2026-11-26T23:15:00.000Z',
  use_count: 42,
  creator: 'Ann Lee',
};

function keysServer(keys: ApiKeyRecord[], extra: FakeHandler = () => undefined) {
  return fakeServer((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.url === '/api/account/subscription') return ACTIVE;
    if (call.url === '/api/account/keys' && call.method === 'GET') return { body: { data: keys } };
    return { body: {} };
  });
}

it("lists the account's keys with their first characters, on the user's own clock", async () => {
  signedInAs(testUser({ time_zone: 'Asia/Tokyo' }));
  keysServer([SITE, { ...SITE, id: 'k2', name: 'Sheet', last_used_at: null, use_count: 0 }]);
  renderApp('/account/keys');
  const table = await screen.findByRole('table', { name: "Your account's API keys" });
  const rows = within(table).getAllByRole('row');
  expect(within(table).getByRole('columnheader', { name: 'Last used (Asia/Tokyo)' })).toBeVisible();
  expect(rows[1]).toHaveTextContent(
    /Booking site.*tsk_AbCdEfGh….*2026-11-20 18:30.*2026-11-27 08:15.*42/,
  );
  expect(rows[2]).toHaveTextContent(/Sheet.*Never.*0/);
  expect(screen.getByRole('link', { name: /API reference/ })).toHaveAttribute(
    'href',
    '/developers',
  );
  expect(screen.getByRole('link', { name: 'API Keys' })).toHaveAttribute('href', '/account/keys');
});

it('shows a new key once, with a Copy button and the words that it will not be shown again', async () => {
  signedInAs(testUser());
  const writeText = jest.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  let keys: ApiKeyRecord[] = [];
  const calls = keysServer([], (call) => {
    if (call.url === '/api/account/keys' && call.method === 'GET') return { body: { data: keys } };
    if (call.url === '/api/account/keys' && call.method === 'POST') {
      keys = [SITE];
      return { status: 201, body: { data: { ...SITE, key: KEY }, message: 'Copy it' } };
    }
    return undefined;
  });
  renderApp('/account/keys');
  expect(await screen.findByText('This account has no API keys. Create one below.')).toBeVisible();
  await userEvent.type(screen.getByLabelText(/^Name/), 'Booking site');
  await userEvent.click(screen.getByRole('button', { name: 'Create Key' }));
  expect(await screen.findByLabelText('Your new API key')).toHaveValue(KEY);
  expect(screen.getByText('Copy it now: it will not be shown again.')).toBeVisible();
  expect(
    calls.find((call) => call.url === '/api/account/keys' && call.method === 'POST')?.body,
  ).toEqual({ name: 'Booking site' });
  await userEvent.click(screen.getByRole('button', { name: 'Copy Key' }));
  expect(writeText).toHaveBeenCalledWith(KEY);
  // The list reloaded with the key's record, never the key.
  const table = await screen.findByRole('table', { name: "Your account's API keys" });
  expect(table).toHaveTextContent('Booking site');
  expect(table).not.toHaveTextContent(KEY);
});

it('revokes a key only once the owner confirms', async () => {
  signedInAs(testUser());
  const calls = keysServer([SITE], (call) =>
    call.method === 'DELETE' ? { body: { message: 'API key revoked' } } : undefined,
  );
  renderApp('/account/keys');
  await userEvent.click(await screen.findByRole('button', { name: 'Revoke Booking site' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Revoke Booking site (tsk_AbCdEfGh…)?');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  await userEvent.click(screen.getByRole('button', { name: 'Revoke Booking site' }));
  await userEvent.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke' }),
  );
  await waitFor(() =>
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      '/api/account/keys/k1',
    ]),
  );
  expect(await screen.findByText('Booking site revoked')).toBeVisible();
});

it('tells a user that only owners and admins manage keys, and asks the server nothing', async () => {
  signedInAs(testUser({ permission: 'user' }));
  const calls = keysServer([SITE]);
  renderApp('/account/keys');
  expect(await screen.findByText('Only owners and admins manage API keys')).toBeVisible();
  expect(screen.queryByRole('link', { name: 'API Keys' })).toBeNull();
  expect(withoutPageViews(calls).some((call) => call.url === '/api/account/keys')).toBe(false);
});

it('sends a plan below Pro to the upgrade page with the reason', async () => {
  signedInAs(testUser());
  keysServer([], (call) =>
    call.url === '/api/account/keys'
      ? { status: 402, body: { message: 'API keys are part of the Pro Plan', plan: 'pro' } }
      : undefined,
  );
  renderApp('/account/keys');
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent('/account/upgrade?plan=pro'),
  );
});

/**
 * Walk of 2026-11-28: a signed-out visitor of /tongshu/20261128 signed in and landed on
 * /dashboard, not the day asked for. Sign-in now returns to the page, a path of this site only.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, renderApp, testUser } from '../../testing/renderApp';
import { returnPath } from '../../shared/session/useSignedIn';

const location = () => screen.getByTestId('location').textContent;

it('returns to the deep link asked for once signed in', async () => {
  window.localStorage.clear();
  fakeServer((call) => {
    if (call.url === '/api/user/auth') return { body: { data: testUser({ token: 'new' }) } };
    if (call.url === '/api/account/subscription') return { body: { data: { status: 'active' } } };
    return { body: {} };
  });
  renderApp('/tongshu/20261128?view=hours');
  await waitFor(() => expect(location()).toBe('/signin'));
  // The sign-in page loads on demand.
  await userEvent.type(await screen.findByLabelText(/Email/), 'ann@example.com');
  await userEvent.type(screen.getByLabelText(/Password/), 'Secret123');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  await waitFor(() => expect(location()).toBe('/tongshu/20261128?view=hours'));
});

it('returns only to paths of this site', () => {
  expect(returnPath({ from: '/tongshu/20261128' })).toBe('/tongshu/20261128');
  for (const from of ['//evil.example/x', '/\\evil.example', 'https://evil.example', 'x', 7])
    expect(returnPath({ from })).toBeNull();
  expect(returnPath(null)).toBeNull();
});

import { act, screen, waitFor } from '@testing-library/react';
import { fakeServer, renderApp, signedInAs, testUser } from '../../testing/renderApp';
import { readSession } from './user';

const ACTIVE = { body: { data: { status: 'active' } } };

/** A server whose user record and permissions are `now`, whatever the session stored. */
function serverWith(now: ReturnType<typeof testUser>) {
  const permissions = {
    user: true,
    admin: now.permission !== 'user',
    owner: now.permission === 'owner' || now.permission === 'master',
    master: now.permission === 'master',
  };
  return fakeServer((call) => {
    if (call.url === '/api/user' && call.method === 'GET') return { body: { data: now } };
    if (call.url === '/api/user/permissions') return { body: { data: permissions } };
    if (call.url === '/api/account/subscription') return ACTIVE;
    return { body: {} };
  });
}

describe('roles and flags read live (spec section 7: GET /api/user, /api/user/permissions)', () => {
  it('shows a flag the operator granted after sign-in without signing in again', async () => {
    signedInAs(testUser({ internal_team: false, reference_code: null }));
    const calls = serverWith(
      testUser({ internal_team: true, reference_code: 'ANN1', token: 'echoed' }),
    );
    renderApp('/help');
    expect(await screen.findByRole('link', { name: /3VV List/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Referral/ })).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/user/permissions')).toBe(true);
    // The stored session has the new flags and keeps its own token.
    expect(readSession()).toMatchObject({ internal_team: true, token: 'jwt-token' });
  });

  it('takes a revoked role out of the page, and reads again when the tab regains focus', async () => {
    signedInAs(testUser({ permission: 'admin' }));
    serverWith(testUser({ permission: 'admin' }));
    renderApp('/account/password');
    expect(await screen.findByRole('link', { name: 'Users' })).toBeInTheDocument();
    serverWith(testUser({ permission: 'user' }));
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Users' })).toBeNull());
    expect(readSession()?.permission).toBe('user');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImpersonationBanner } from './ImpersonationBanner';
import { fakeServer, signedInAs, testUser } from '../../testing/renderApp';
import { SessionProvider, useSession } from '../../shared/session/SessionProvider';
import { OPERATOR_KEY, readSession } from '../../shared/session/user';

const OPERATOR = testUser({ id: 'op', name: 'Operator', permission: 'master', token: 'op-token' });
const CUSTOMER = testUser({ id: 'u7', name: 'Cara Diaz', email: 'cara@example.com', token: 'imp' });

function Controls() {
  const { impersonate, endImpersonation, signOut, user } = useSession();
  return (
    <>
      <output data-testid="who">{user?.name ?? 'nobody'}</output>
      <button onClick={() => impersonate(CUSTOMER)}>impersonate</button>
      <button onClick={endImpersonation}>end</button>
      <button onClick={() => signOut()}>sign out</button>
    </>
  );
}

function renderSession() {
  fakeServer((call) => (call.url === '/api/user' ? { body: {} } : undefined));
  render(
    <SessionProvider>
      <ImpersonationBanner />
      <Controls />
    </SessionProvider>,
  );
}

const who = () => screen.getByTestId('who').textContent;

describe('impersonation in the host', () => {
  it("keeps the operator's session aside while an operator views the app as a user", async () => {
    signedInAs(OPERATOR);
    renderSession();
    expect(screen.queryByText(/Viewing Tongshu as/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'impersonate' }));
    expect(who()).toBe('Cara Diaz');
    expect(readSession()?.token).toBe('imp');
    expect(readSession(OPERATOR_KEY)?.token).toBe('op-token');
    expect(screen.getByText('Viewing Tongshu as Cara Diaz (cara@example.com)')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Back to Mission Control' })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'end' }));
    expect(who()).toBe('Operator');
    expect(readSession()?.token).toBe('op-token');
    expect(readSession(OPERATOR_KEY)).toBeNull();
    expect(screen.queryByText(/Viewing Tongshu as/)).not.toBeInTheDocument();
  });

  it('lets nobody but an operator impersonate', async () => {
    signedInAs(testUser({ permission: 'owner' }));
    renderSession();
    await userEvent.click(screen.getByRole('button', { name: 'impersonate' }));
    expect(who()).toBe('Ann Lee');
    expect(readSession(OPERATOR_KEY)).toBeNull();
  });

  it('signs out of both sessions at once', async () => {
    signedInAs(OPERATOR);
    renderSession();
    await userEvent.click(screen.getByRole('button', { name: 'impersonate' }));
    await userEvent.click(screen.getByRole('button', { name: 'sign out' }));
    expect(who()).toBe('nobody');
    expect(readSession()).toBeNull();
    expect(readSession(OPERATOR_KEY)).toBeNull();
    expect(screen.queryByText(/Viewing Tongshu as/)).not.toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_KEY } from '../../shared/session/user';
import { fakeServer, renderApp, signedInAs, testUser } from '../../testing/renderApp';

const stored = () => JSON.parse(window.localStorage.getItem(SESSION_KEY) ?? '{}');

describe('the profile form after a new email (issue 32)', () => {
  it('goes on with the token the answer carries, since a moved sign-in ended every session', async () => {
    signedInAs(testUser({ token: 'old-token' }));
    fakeServer((call) =>
      call.method === 'PATCH' && call.url === '/api/account'
        ? {
            body: {
              data: testUser({ email: 'new@example.com', token: 'new-token' }),
              message: 'You now sign in with new@example.com; your other sessions have ended.',
            },
          }
        : { body: {} },
    );
    renderApp('/account');
    const email = await screen.findByLabelText(/^Email/);
    await userEvent.clear(email);
    await userEvent.type(email, 'new@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'You now sign in with new@example.com; your other sessions have ended.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(stored()).toMatchObject({ email: 'new@example.com', token: 'new-token' }),
    );
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, renderApp, withoutPageViews } from '../../testing/renderApp';

describe('/confirm-email', () => {
  it('moves nothing on opening: the user confirms with the button and is sent to sign in', async () => {
    const calls = fakeServer((call) =>
      call.url === '/api/user/email/confirm'
        ? { body: { message: 'You now sign in with new@example.com. Please sign in again.' } }
        : { body: {} },
    );
    renderApp('/confirm-email?token=t0ken');
    const button = await screen.findByRole('button', { name: 'Confirm the New Email' });
    expect(withoutPageViews(calls)).toEqual([]);
    await userEvent.click(button);
    expect(
      await screen.findByText('You now sign in with new@example.com. Please sign in again.'),
    ).toBeInTheDocument();
    expect(withoutPageViews(calls)[0]).toMatchObject({ method: 'POST', body: { token: 't0ken' } });
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
  });

  it("shows the server's refusal of a used or expired link", async () => {
    const refusal =
      'This confirmation link is invalid or has expired, please ask for the change again';
    fakeServer(() => ({ status: 400, body: { message: refusal, inputError: 'token' } }));
    renderApp('/confirm-email?token=used');
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm the New Email' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });

  it('says so when the link has no token', async () => {
    fakeServer();
    renderApp('/confirm-email');
    expect(await screen.findByText('This confirmation link is incomplete')).toBeInTheDocument();
  });
});

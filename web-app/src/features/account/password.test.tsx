/**
 * /account/password offers the choice issue 42 asks for: a password change and "Sign out
 * everywhere" revoke the user's API keys only when "Also revoke the API keys I made" is chosen.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, renderApp, signedInAs, testUser } from '../../testing/renderApp';

const REVOKE = 'Also revoke the API keys I made';

it('sign out everywhere sends the keys choice, off unless ticked', async () => {
  signedInAs(testUser());
  const calls = fakeServer((call) =>
    call.url === '/api/user/signout'
      ? { body: { message: 'You have been signed out on every device' } }
      : { body: {} },
  );
  const { unmount } = renderApp('/account/password');
  const box = await screen.findByRole('checkbox', { name: REVOKE });
  expect(box).not.toBeChecked();
  await userEvent.click(box);
  await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
  await waitFor(() =>
    expect(calls.find((c) => c.url === '/api/user/signout')).toMatchObject({
      method: 'POST',
      body: { revoke_keys: true },
    }),
  );
  unmount();
  signedInAs(testUser());
  const again = fakeServer(() => ({
    body: { message: 'You have been signed out on every device' },
  }));
  renderApp('/account/password');
  await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
  await waitFor(() =>
    expect(again.find((c) => c.url === '/api/user/signout')).toMatchObject({
      body: { revoke_keys: false },
    }),
  );
});

it('a password change sends the keys choice and shows what was revoked', async () => {
  signedInAs(testUser());
  const message = 'Your password has been changed, and 2 API keys were revoked';
  const calls = fakeServer((call) =>
    call.url === '/api/user/password'
      ? { body: { message, data: { token: 'after-change', revoked_keys: 2 } } }
      : { body: {} },
  );
  renderApp('/account/password');
  await userEvent.type(await screen.findByLabelText(/Old Password/), 'Oldpass1');
  await userEvent.type(screen.getByLabelText(/New Password/), 'Newpass12');
  await userEvent.click(screen.getByRole('switch', { name: REVOKE }));
  await userEvent.click(screen.getByRole('button', { name: 'Save Password' }));
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(calls.find((c) => c.url === '/api/user/password')).toMatchObject({
    method: 'PATCH',
    body: { oldpassword: 'Oldpass1', newpassword: 'Newpass12', revoke_keys: true },
  });
});

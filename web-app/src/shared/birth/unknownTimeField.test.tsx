/**
 * Issue 35, "I don't know the birth time": the Time of Birth field is then neither required nor
 * shown as a greyed 00:00, and the time typed comes back when the switch is turned off again.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, renderApp, signedInAs, testUser } from '../../testing/renderApp';

it('an unknown time leaves the field empty and not required; known again, the time returns', async () => {
  signedInAs(testUser({ birth_date: '1990-03-01', birth_time: '14:30' }));
  fakeServer(() => ({ body: {} }));
  renderApp('/account');
  const time = await screen.findByLabelText(/^Time of Birth/);
  expect(time).toHaveValue('14:30');
  expect(time).toBeRequired();
  const unknown = screen.getByRole('switch', { name: /I don't know the birth time/ });
  await userEvent.click(unknown);
  const emptied = screen.getByLabelText(/^Time of Birth/);
  expect(emptied).toHaveValue('');
  expect(emptied).not.toBeRequired();
  expect(emptied).toBeDisabled();
  expect(emptied.closest('[data-field]')?.querySelector('.tsu-field__required')).toBeNull();
  // The form is drawn again; the switch keeps the focus a keyboard user had on it.
  expect(screen.getByRole('switch', { name: /I don't know the birth time/ })).toHaveFocus();
  await userEvent.click(screen.getByRole('switch', { name: /I don't know the birth time/ }));
  expect(screen.getByLabelText(/^Time of Birth/)).toHaveValue('14:30');
  expect(screen.getByLabelText(/^Time of Birth/)).toBeRequired();
});

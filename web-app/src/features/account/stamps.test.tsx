/**
 * Issue 33: /account/users showed UTC times without a zone. They are on the signed-in user's own
 * clock (their time_zone) and the headers name it; web-ui's stampColumn does it for every table.
 */
import { screen, within } from '@testing-library/react';
import { fakeServer, renderApp, signedInAs, testUser } from '../../testing/renderApp';

it("shows last login and creation on the user's own clock, the zone in the headers", async () => {
  fakeServer((call) => {
    if (call.url === '/api/account/subscription') return { body: { data: { status: 'active' } } };
    if (call.url === '/api/account/users') {
      return {
        body: {
          data: [
            {
              id: 'u2',
              name: 'Bo Chan',
              email: 'bo@example.com',
              permission: 'user',
              last_login: '2026-11-24T09:30:12.000Z',
              date_created: '2026-06-30 22:10:00',
            },
          ],
        },
      };
    }
    return { body: {} };
  });
  signedInAs(testUser({ time_zone: 'Europe/Berlin' }));
  renderApp('/account/users');
  const row = (await screen.findByText('bo@example.com')).closest('tr') as HTMLElement;
  expect(within(row).getByText('2026-11-24 10:30')).toBeInTheDocument();
  // Summer time: UTC+2, so the day turns.
  expect(within(row).getByText('2026-07-01 00:10')).toBeInTheDocument();
  expect(
    screen.getByRole('columnheader', { name: /Last Login \(Europe\/Berlin\)/ }),
  ).toBeInTheDocument();
  expect(
    screen.getByRole('columnheader', { name: /Date Created \(Europe\/Berlin\)/ }),
  ).toBeInTheDocument();
});

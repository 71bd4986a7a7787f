/**
 * Issue 33, /account/people: Add Person clears the form and says who was added (a filled form
 * invited a second click and a duplicate), and the Day master column gives the stem in English.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, renderApp, signedInAs, testUser } from '../../testing/renderApp';

const ACTIVE = { body: { data: { status: 'active', plan: 'pro' } } };

const BO = {
  id: 'p1',
  name: 'Bo',
  gender: 1,
  birth_date: '1988-11-02',
  birth_time: '08:00',
  birth_place: null,
  birth_tz: 'Asia/Shanghai',
  dm: '庚',
  bz_chart: '',
};

it('adds a person, then empties the form and confirms with a notification', async () => {
  signedInAs(testUser());
  let people: (typeof BO)[] = [];
  const calls = fakeServer((call) => {
    if (call.url === '/api/account/subscription') return ACTIVE;
    if (call.url === '/api/people' && call.method === 'GET') return { body: { data: people } };
    if (call.url === '/api/people' && call.method === 'POST') {
      people = [BO];
      return { status: 201, body: { data: BO } };
    }
    return { body: {} };
  });
  renderApp('/account/people');
  const form = (await screen.findByRole('button', { name: 'Add Person' })).closest(
    'form',
  ) as HTMLElement;
  await userEvent.type(within(form).getByLabelText(/^Name/), 'Bo');
  await userEvent.selectOptions(within(form).getByLabelText(/^Gender/), '1');
  await userEvent.type(within(form).getByLabelText(/^Date of Birth/), '1988-11-02');
  await userEvent.click(within(form).getByRole('button', { name: 'Add Person' }));
  expect(await screen.findByText('Bo added to your people')).toBeInTheDocument();
  await waitFor(() =>
    expect(
      within(
        screen.getByRole('button', { name: 'Add Person' }).closest('form') as HTMLElement,
      ).getByLabelText(/^Name/),
    ).toHaveValue(''),
  );
  const posts = calls.filter((call) => call.url === '/api/people' && call.method === 'POST');
  expect(posts).toHaveLength(1);
  expect(posts[0]?.body).toMatchObject({ name: 'Bo', birth_date: '1988-11-02' });
});

it('shows the day master with its English name', async () => {
  signedInAs(testUser());
  fakeServer((call) => {
    if (call.url === '/api/account/subscription') return ACTIVE;
    if (call.url === '/api/people') return { body: { data: [BO] } };
    return { body: {} };
  });
  renderApp('/account/people');
  const row = (await screen.findByRole('rowheader', { name: 'Bo' })).closest('tr') as HTMLElement;
  expect(within(row).getByText('Yang Metal')).toBeInTheDocument();
  expect(within(row).getAllByText('庚').length).toBeGreaterThan(0);
});

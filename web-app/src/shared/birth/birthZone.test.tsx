/**
 * Issue 33: a user in Berlin who skips the place search had their birth charted on China's clock
 * (the stored default). While there is no birth date yet, the zone of birth starts as the
 * browser's, the form says which zone the time is read in, and each convention says what it is.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, renderApp, signedInAs, testUser } from '../../testing/renderApp';

// The browser's zone is what Intl resolves with no zone given; process.env.TZ cannot be changed
// inside jest's sandbox, so the machine's default (UTC here) reads as Berlin.
const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
const machineZone = resolved.call(new Intl.DateTimeFormat()).timeZone;
beforeEach(() => {
  jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    const options = resolved.call(this);
    return options.timeZone === machineZone ? { ...options, timeZone: 'Europe/Berlin' } : options;
  });
});
afterEach(() => jest.restoreAllMocks());

it('runs with the browser in Berlin', () => {
  expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('Europe/Berlin');
});

it('/welcome: a first profile reads the birth in the browser zone and says so', async () => {
  signedInAs(testUser({ onboarded: false, dm: null, birth_date: null, birth_tz: 'Asia/Shanghai' }));
  const calls = fakeServer(() => ({ body: {} }));
  renderApp('/welcome');
  expect(await screen.findByLabelText(/^Time Zone of Birth/)).toHaveValue('Europe/Berlin');
  expect(
    screen.getByText(/24 hour clock, read as the time in Europe\/Berlin \(Time Zone of Birth/),
  ).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText(/Date of Birth/), '1990-05-15');
  await userEvent.type(screen.getByLabelText(/Time of Birth/), '14:30');
  await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
  await waitFor(() =>
    expect(calls.find((call) => call.url === '/api/account')?.body).toMatchObject({
      birth_tz: 'Europe/Berlin',
    }),
  );
});

it('/account: a saved birth keeps its zone, China included', async () => {
  signedInAs(testUser({ birth_date: '1990-05-15', birth_tz: 'Asia/Shanghai' }));
  fakeServer(() => ({ body: {} }));
  renderApp('/account');
  expect(await screen.findByLabelText(/^Time Zone of Birth/)).toHaveValue('Asia/Shanghai');
  expect(screen.getByText(/read as the time in Asia\/Shanghai/)).toBeInTheDocument();
});

it('explains each convention in a hint, with short option labels', async () => {
  signedInAs(testUser());
  fakeServer(() => ({ body: {} }));
  renderApp('/account');
  // The day change moved to "Your school" (issue 35; shared/schools/schools.test.tsx).
  const dst = (await screen.findByLabelText(
    /^China's 1986-1991 Daylight Saving/,
  )) as HTMLSelectElement;
  expect([...dst.options].map((o) => o.text)).toEqual(
    expect.arrayContaining(['Removed (default)', 'Kept']),
  );
  expect(screen.getByText(/China's clocks ran an hour ahead in the summers of 1986-1991/));
  expect(screen.getByText(/Reads the hour from the sun at the birth longitude/));
});

it('/account/people: a new person starts in the browser zone too', async () => {
  signedInAs(testUser());
  fakeServer((call) => (call.url === '/api/people' ? { body: { data: [] } } : { body: {} }));
  renderApp('/account/people');
  expect(await screen.findByLabelText(/^Time Zone of Birth/)).toHaveValue('Europe/Berlin');
});

describe('issue 42: the welcome wizard for a Berlin birth', () => {
  const welcome = async () => {
    signedInAs(testUser({ onboarded: false, dm: null, birth_date: null, birth_time: null }));
    const calls = fakeServer(() => ({ body: {} }));
    renderApp('/welcome');
    return {
      calls,
      zone: (await screen.findByLabelText(/^Time Zone of Birth/)) as HTMLInputElement,
    };
  };

  it('prefills no time and saves none until one is typed or marked unknown', async () => {
    const { calls } = await welcome();
    expect(screen.getByLabelText(/^Time of Birth/)).toHaveValue('');
    await userEvent.type(screen.getByLabelText(/Date of Birth/), '1990-05-15');
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(
      await screen.findByText('Please enter your time of birth. 24Hr:Min'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/account')).toEqual([]);
    await userEvent.click(screen.getByRole('switch', { name: /I don't know the birth time/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url === '/api/account')?.body).toMatchObject({
        birth_time_unknown: true,
      }),
    );
  });

  it("asks about China's daylight saving only for a birth on China's clock", async () => {
    const { zone } = await welcome();
    expect(screen.queryByLabelText(/^China's 1986-1991 Daylight Saving/)).not.toBeInTheDocument();
    await userEvent.clear(zone);
    await userEvent.type(zone, 'Asia/Shanghai');
    expect(await screen.findByLabelText(/^China's 1986-1991 Daylight Saving/)).toBeInTheDocument();
  });

  it('searches current zones by city, without retired names', async () => {
    const { zone } = await welcome();
    const list = document.getElementById(zone.getAttribute('list') ?? '') as HTMLDataListElement;
    const options = [...list.options];
    const berlin = options.find((option) => option.value === 'Europe/Berlin');
    expect(berlin?.label).toBe('Berlin (Europe/Berlin)');
    const values = options.map((option) => option.value);
    expect(values).toEqual(expect.arrayContaining(['Asia/Kolkata', 'Europe/Kyiv']));
    expect(values).not.toEqual(expect.arrayContaining(['Asia/Calcutta']));
    expect(values).not.toContain('Europe/Kiev');
    expect(new Set(values).size).toBe(values.length);
    await userEvent.clear(zone);
    await userEvent.type(zone, 'Berlin');
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(
      await screen.findAllByText(
        'Please choose a zone from the list: type a city, e.g. Berlin, and pick it',
      ),
    ).not.toHaveLength(0);
  });
});

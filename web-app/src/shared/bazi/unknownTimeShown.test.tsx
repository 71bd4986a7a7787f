/**
 * Issue 35, an unknown birth time on /account and a person's chart: the engine charts it at noon,
 * and that noon is not shown as a birth time (the date alone, "time unknown", no instant); the
 * luck starts read at noon are marked approximate with the first start's range over the day; the
 * stamp names the luck-start rule of the chart's own school. Charts, ranges and stamp words are
 * the engine's (baziChart, SCHOOL_OPTIONS): the page must show what they say.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SCHOOL_OPTIONS, baziChart, parseBirth } from '@tongshu/engine';
import { fakeServer, renderApp, signedInAs, testUser } from '../../testing/renderApp';

const OPTIONS = { body: { data: SCHOOL_OPTIONS } };
const ACTIVE = { body: { data: { status: 'active', plan: 'pro' } } };
/** A Thursday (tyme4ts SolarDay 1990-03-01 getWeek() 4), hour unknown. */
const unknown = baziChart(parseBirth('1990-03-01', 'unknown', 'female'));

it('/account: the date with "time unknown", no instant, and the starts marked approximate', async () => {
  expect(unknown.hourKnown).toBe(false);
  signedInAs(testUser({ bz_chart: JSON.stringify(unknown), birth_time_unknown: true }));
  fakeServer(() => ({ body: {} }));
  renderApp('/account');
  const note = await screen.findByText(/^Born 1990-03-01/);
  expect(note).toHaveTextContent('Born 1990-03-01 (Thursday), time unknown, in Asia/Shanghai');
  expect(note).not.toHaveTextContent(/12:00|instant|UTC\)/);
  const range = unknown.luck.startRange!;
  const two = (n: number) => String(n).padStart(2, '0');
  const minute = (at: typeof range.earliest) =>
    `${at.year}-${two(at.month)}-${two(at.day)} ${two(at.hour)}:${two(at.minute)}`;
  expect(
    screen.getByText(
      `Start times read at noon, so approximate: the birth hour is unknown; the first start falls between ${minute(range.earliest)} and ${minute(range.latest)}.`,
    ),
  ).toBeInTheDocument();
  const starts = screen.getByRole('table', { name: '10 Year Luck Pillar Start Time' });
  expect(
    within(starts).getByRole('columnheader', { name: 'Approximate Start Time (Asia/Shanghai)' }),
  ).toBeInTheDocument();
});

it('a known time keeps its instant and exact starts', async () => {
  const known = baziChart(parseBirth('1990-03-01', '12:00', 'female'));
  signedInAs(testUser({ bz_chart: JSON.stringify(known) }));
  fakeServer(() => ({ body: {} }));
  renderApp('/account');
  expect(await screen.findByText(/^Born 1990-03-01 12:00:00 \(Thursday\)/)).toHaveTextContent(
    'instant 1990-03-01 04:00:00 UTC',
  );
  expect(screen.queryByText(/read at noon/)).not.toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'Start Time (Asia/Shanghai)' })).toBeVisible();
});

it("the stamp names the luck-start rule of the chart's own school: the user's, a person's", async () => {
  const mine = baziChart(parseBirth('1990-03-01', '12:00', 'female'), { luckStart: 'sect1' });
  const theirs = baziChart(parseBirth('1985-07-15', '08:00', 'male'), { luckStart: 'sect2' });
  signedInAs(testUser({ bz_chart: JSON.stringify(mine), luck_start: 'sect1' }));
  fakeServer((call) => {
    if (call.url === '/api/schools/options') return OPTIONS;
    if (call.url === '/api/account/subscription') return ACTIVE;
    if (call.url === '/api/people')
      return {
        body: {
          data: [
            {
              id: 'p1',
              name: 'Bo',
              gender: 1,
              birth_date: '1985-07-15',
              birth_time: '08:00',
              birth_tz: 'Asia/Shanghai',
              dm: theirs.dm,
              bz_chart: JSON.stringify(theirs),
              luck_start: 'sect2',
            },
          ],
        },
      };
    return { body: {} };
  });
  const { unmount } = renderApp('/account');
  expect(
    await screen.findByText(
      'day change 23:00 · clock time · zone Asia/Shanghai · luck start in 时辰 (two-hour periods)',
    ),
  ).toBeInTheDocument();
  unmount();
  renderApp('/account/people');
  await userEvent.click(await screen.findByRole('button', { name: 'Chart of Bo' }));
  expect(
    await screen.findByText(
      'day change 23:00 · clock time · zone Asia/Shanghai · luck start in minutes',
    ),
  ).toBeInTheDocument();
});

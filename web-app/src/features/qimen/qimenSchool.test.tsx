/**
 * Issue 35 on the Qi Men pages and the stamps: the method (拆补/置闰) and plate (转盘/飞盘)
 * switches start from the user's school and refetch the chart with ?method=&plate=, the stamp
 * names the options in force (the answer's `conventions` when it has one), and "Where schools
 * differ" asks for the chart shown. The stamp words are the engine's SCHOOL_OPTIONS.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SCHOOL_OPTIONS } from '@tongshu/engine';
import { fakeServer, renderApp, signedInAs, testUser } from '../../testing/renderApp';
import { differencesUrl } from './QmChart';

const OPTIONS = { body: { data: SCHOOL_OPTIONS } };
const BOARD = { qm_day: { date: '2025-03-14 09:00' } };

function hourPage(conventions?: string) {
  window.localStorage.setItem('tongshu.qm.hour', JSON.stringify({ date: '2025-03-14', hour: '9' }));
  return fakeServer(({ url }) => {
    if (url === '/api/schools/options') return OPTIONS;
    if (url.startsWith('/api/theqmhour')) return { body: { ...BOARD, conventions } };
    if (url.startsWith('/api/schools/qimen')) return { body: { data: { differences: [] } } };
    return { body: {} };
  });
}

it("switches start from the user's school and refetch the chart with the other method and plate", async () => {
  signedInAs(testUser({ qimen_method: 'zhirun', qimen_plate: 'rotating' }));
  const calls = hourPage();
  renderApp('/theqmhourchart');
  const method = await screen.findByRole('group', { name: /Qi Men ju \(定局\)/ });
  expect(within(method).getByRole('radio', { name: '置闰 Leap ju' })).toBeChecked();
  // The user's own school: the chart is asked for as it is, the server reads the school.
  expect(calls.some((c) => c.url === '/api/theqmhour/get/2025-03-14/9')).toBe(true);
  await userEvent.click(within(method).getByRole('radio', { name: '拆补 Split and patch' }));
  await waitFor(() =>
    expect(calls.some((c) => c.url === '/api/theqmhour/get/2025-03-14/9?method=chaibu')).toBe(true),
  );
  const plate = screen.getByRole('group', { name: /Qi Men plate \(盘式\)/ });
  await userEvent.click(within(plate).getByRole('radio', { name: '飞盘 Flying plate' }));
  await waitFor(() =>
    expect(
      calls.some((c) => c.url === '/api/theqmhour/get/2025-03-14/9?method=chaibu&plate=flying'),
    ).toBe(true),
  );
  expect(
    screen.getByText(
      'Times on your clock: day change 23:00 · Qi Men 拆补 (split and patch) · flying plate (飞盘) · clock time · zone Asia/Shanghai',
    ),
  ).toBeInTheDocument();
  expect(await screen.findByText('Every school agrees here.')).toBeInTheDocument();
  expect(
    calls.some((c) => c.url === '/api/schools/qimen?kind=hour&date=2025-03-14&time=09:00'),
  ).toBe(true);
});

it("prints the answer's conventions when it names them", async () => {
  signedInAs(testUser());
  hourPage(
    'day change 00:00 (early/late Rat hour) · Qi Men 置闰 (leap ju) · rotating plate (转盘)',
  );
  renderApp('/theqmhourchart');
  expect(
    await screen.findByText(
      'Times on your clock: day change 00:00 (early/late Rat hour) · Qi Men 置闰 (leap ju) · rotating plate (转盘) · clock time · zone Asia/Shanghai',
    ),
  ).toBeInTheDocument();
});

it('asks where schools differ for the chart shown, its time for hour and day charts', () => {
  expect(differencesUrl('hour', { date: '2025-03-14', hour: '9' })).toBe(
    '/api/schools/qimen?kind=hour&date=2025-03-14&time=09:00',
  );
  expect(differencesUrl('day', { date: '2025-03-14T21:30' })).toBe(
    '/api/schools/qimen?kind=day&date=2025-03-14&time=21:30',
  );
  expect(differencesUrl('year', { date: '2025-03-14' })).toBe(
    '/api/schools/qimen?kind=year&date=2025-03-14',
  );
});

it.each([
  [
    '/tongshu/20260217',
    'Hours on your clock: day change 00:00 (early/late Rat hour) · year from the lunar new year (正月初一) · zone Europe/Berlin',
  ],
  [
    '/dashboard',
    'Today on your clock: day change 00:00 (early/late Rat hour) · zone Europe/Berlin',
  ],
])("%s names the options of the user's school", async (path, stamp) => {
  signedInAs(
    testUser({ time_zone: 'Europe/Berlin', day_change: '00:00', year_start: 'lunar-new-year' }),
  );
  const calls = fakeServer(({ url }) => (url === '/api/schools/options' ? OPTIONS : { body: {} }));
  renderApp(path);
  expect(await screen.findByText(stamp)).toBeInTheDocument();
  if (path.startsWith('/tongshu'))
    await waitFor(() =>
      expect(calls.some((c) => c.url === '/api/schools/day?date=2026-02-17')).toBe(true),
    );
});

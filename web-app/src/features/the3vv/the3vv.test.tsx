/**
 * Issue 42: /the3vvlist opens on the user's saved birth and gender and the current year (from the
 * user's clock), offers every year from the spec's first to the next, and says what its rows are.
 */
import { screen, within } from '@testing-library/react';
import { victoryUrl, victoryYears } from '../../shared/almanac/logic';
import { fakeServer, renderApp, signedInAs, testUser } from '../../testing/renderApp';

const ROW = { the3vv: '值符', day: '2026-01-03', direction: '正南' };

it('defaults to the saved birth and the current year, and explains its rows', async () => {
  window.localStorage.clear();
  signedInAs(testUser({ internal_team: true, gender: 1, birth_tz: 'Europe/Berlin' }));
  const calls = fakeServer(({ url }) =>
    url.startsWith('/api/the3vv/') ? { body: [ROW] } : undefined,
  );
  renderApp('/the3vvlist');
  const year = new Date().getFullYear();
  // Walk of 2026-11-28: "3VD Day" said day twice and the birth had no clock; the clock is the
  // user's own birth zone, which the API reads the birth on.
  const heading = `${year} three victory days (3VV) for a birth on 1990-05-15 14:30 (Europe/Berlin clock), Male`;
  const card = (await screen.findByRole('heading', { name: heading })).closest('section');
  expect(calls.map((call) => call.url)).toContain(
    `/api/the3vv/get/${encodeURIComponent('1990-05-15 14:30')}/1/${year}`,
  );
  const years = within(screen.getByLabelText('Year'))
    .getAllByRole('option')
    .map((option) => option.textContent);
  // Every year from the spec's 2020 to the next one, with no gap (walk finding: 2023-2025 missing).
  const offered = Array.from({ length: year + 2 - 2020 }, (_, i) => String(year + 1 - i));
  expect(years).toEqual(['Please Select', ...offered]);
  expect((screen.getByLabelText('Year') as HTMLSelectElement).value).toBe(String(year));
  expect(
    (screen.getByLabelText('Date and time of birth (Europe/Berlin clock)') as HTMLInputElement)
      .value,
  ).toBe('1990-05-15T14:30');
  expect(within(card as HTMLElement).getByText(/Each row is a day of/)).toHaveTextContent(
    'Chief (值符), Nine Heaven (九天) or Life (生门)',
  );
});

it('offers every year from 2020 to the next on the clock, and takes any of them', () => {
  // Walk finding: 2027, 2026, 2022, 2021, 2020 left 2023-2025 out.
  expect(victoryYears(new Date(2026, 10, 28))).toEqual([
    '2027',
    '2026',
    '2025',
    '2024',
    '2023',
    '2022',
    '2021',
    '2020',
  ]);
  const birth = { birth: '1985-06-15T08:30', gender: '1' };
  expect(victoryUrl({ ...birth, year: '2024' }, new Date(2025, 0, 2))).toBe(
    '/api/the3vv/get/1985-06-15%2008%3A30/1/2024',
  );
  expect(victoryUrl({ ...birth, year: '2027' }, new Date(2025, 0, 2))).toBeNull();
});

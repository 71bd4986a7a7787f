/**
 * The Bazi reading's cards (issue 45) on /account and a person's chart, answered by a fake server
 * with the contract's own reading (what `GET /api/people/{id}/reading` serves). Oracles:
 * tyme4ts 1.5.2's eight characters (`EightChar` year and month, from the exact 立春 and 节) at
 * 12:00 in Beijing for the 流年 and 流月 shown; 《三命通会》 卷三's 天乙贵人 rhyme (a 庚 day's in 丑未: the
 * hour's 未) and 《协纪辨方书》's 六合 (午未) as literals.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SolarTime } from 'tyme4ts';
import { baziChart, parseBirth } from '@tongshu/engine';
import { readingAnswer } from '@tongshu/contract';
import { fakeServer, renderApp, signedInAs, testUser } from '../../testing/renderApp';

/** 1990-05-15 14:30 in Beijing: 庚午 辛巳 庚辰 癸未. */
const birth = parseBirth('1990-05-15', '14:30', '1');
const subject = { birth, options: { zone: 'Asia/Shanghai' } };
const chart = JSON.stringify(baziChart(birth));
const readingOn = (on: string) => readingAnswer(subject, on, 'Asia/Shanghai');
/** tyme4ts's eight characters at 12:00 of a day on China's clock. */
const eightChar = (year: number, month: number, day: number) =>
  SolarTime.fromYmdHms(year, month, day, 12, 0, 0).getLunarHour().getEightChar();
const ACTIVE = { body: { data: { status: 'active', plan: 'pro' } } };

/** Answers the reading of `/api/people/{id}/reading[?on=]`, today being 2026-11-29. */
function server() {
  return fakeServer((call) => {
    if (call.url === '/api/account/subscription') return ACTIVE;
    const match = /^\/api\/people\/([^/]+)\/reading(?:\?on=([\d-]+))?$/.exec(call.url);
    if (match) return { body: { data: readingOn(match[2] ?? '2026-11-29') } };
    if (call.url === '/api/people')
      return {
        body: {
          data: [
            {
              id: 'p1',
              name: 'Bo',
              gender: 1,
              birth_date: '1990-05-15',
              dm: '庚',
              bz_chart: chart,
            },
          ],
        },
      };
    return { body: {} };
  });
}

const card = async (title: string) =>
  (await screen.findByText(title, { selector: 'h1, h2, h3, h4' })).closest(
    'section',
  ) as HTMLElement;

/** The cells of a row of `table`, by its header. */
const cellsOf = (table: HTMLElement, header: string) =>
  within(within(table).getByRole('rowheader', { name: header }).closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');

describe('the Bazi reading on /account', () => {
  it('shows the pillars now beside the natal four, as tyme4ts reads 流年 and 流月', async () => {
    signedInAs(testUser({ bz_chart: chart }));
    server();
    renderApp('/account');
    const now = await card('Now');
    const table = await within(now).findByRole('table', { name: 'Pillars now' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Luck pillar大运',
      'Annual pillar流年',
      'Monthly pillar流月',
      'Hour (natal)',
      'Day (natal)',
      'Month (natal)',
      'Year (natal)',
    ]);
    const eight = eightChar(2026, 11, 29);
    const [year, month] = [eight.getYear().getName(), eight.getMonth().getName()];
    const stems = cellsOf(table, 'Heavenly Stem');
    const branches = cellsOf(table, 'Earthly Branch');
    expect([stems[1]?.slice(-1), branches[1]?.slice(-1)].join('')).toBe(year);
    expect([stems[2]?.slice(-1), branches[2]?.slice(-1)].join('')).toBe(month);
    // Each pillar with its ten god: the 流年 丙 to a 庚 day master is 七杀, Seven Killings.
    expect(cellsOf(table, 'Ten God')[1]).toMatch(/Seven Killings.*七杀$/);
    // A hidden stem's ten god has its Chinese too: the 流年 午 hides 丁, yin fire controlling the
    // yang metal 庚 day master, 正官 Direct Officer (《渊海子平》's ten gods).
    expect(cellsOf(table, 'Hidden Stems')[1]).toContain('Direct Officer (正官)');
    expect(within(now).getByLabelText('On')).toHaveValue('2026-11-29');
    expect(now).toHaveTextContent('Luck pillar 3 of 9, from age 28');
  });

  it('lists the interactions, the stars with their pillar and source, elements and strength', async () => {
    signedInAs(testUser({ bz_chart: chart }));
    server();
    renderApp('/account');
    const interactions = await within(await card('Interactions (刑冲合会)')).findByRole('table', {
      name: 'Interactions',
    });
    expect(within(interactions).getAllByRole('row')[1]).toHaveTextContent(
      'Six Harmony六合Year pillar年柱Hour pillar时柱Fire火',
    );
    const stars = within(await card('Symbolic stars (神煞)')).getByRole('table', {
      name: 'Symbolic stars',
    });
    expect(within(stars).getAllByRole('row')[1]).toHaveTextContent(
      /^Heavenly Nobleman天乙贵人Hour pillar时柱Day pillar日柱Year pillar年柱《三命通会》/,
    );
    const elements = await card('Elements (五行)');
    expect(elements).toHaveTextContent('Method: main-middle-residual.');
    expect(within(elements).getAllByRole('row')).toHaveLength(6);
    const strength = await card('Day master strength');
    expect(strength).toHaveTextContent('Method: three-gains. Strong when two of three hold');
    expect(within(strength).getAllByRole('row')[1]).toHaveTextContent(/^In season得令(Yes|No)$/);
    // At 375 px every table scrolls inside its own box, not the page.
    for (const table of screen.getAllByRole('table'))
      expect(table.closest('.tsu-table__scroll')).not.toBeNull();
  });

  it('reads again on the date chosen in "On"', async () => {
    signedInAs(testUser({ bz_chart: chart }));
    const calls = server();
    renderApp('/account');
    const now = await card('Now');
    const on = await within(now).findByLabelText('On');
    await waitFor(() => expect(on).toHaveValue('2026-11-29'));
    fireEvent.change(on, { target: { value: '2027-03-10' } });
    await waitFor(() =>
      expect(calls.some((c) => c.url === '/api/people/me/reading?on=2027-03-10')).toBe(true),
    );
    const month = eightChar(2027, 3, 10).getMonth().getName();
    const table = within(now).getByRole('table', { name: 'Pillars now' });
    await waitFor(() =>
      expect(cellsOf(table, 'Earthly Branch')[2]?.slice(-1)).toBe(month.slice(1)),
    );
  });
});

it("reads a person's chart on their page", async () => {
  signedInAs(testUser());
  const calls = server();
  renderApp('/account/people');
  await userEvent.click(await screen.findByRole('button', { name: 'Chart of Bo' }));
  expect(await card('Symbolic stars (神煞)')).toBeInTheDocument();
  expect(calls.some((c) => c.url === '/api/people/p1/reading')).toBe(true);
});

/**
 * The /account Bazi tables (spec section 2) against the chart the engine computes for the same
 * birth (the API stores exactly this as `bz_chart`); the engine's own correctness is checked
 * against tyme4ts and published charts in engine/src/bazi.
 */
import { screen, within } from '@testing-library/react';
import { baziChart, parseBirth } from '@tongshu/engine';
import { branches, stems, tenGods } from '@tongshu/data';
import { fakeServer, renderApp, signedInAs, testUser } from '../../testing/renderApp';
import { formatInstant } from './chart';

const chart = baziChart(parseBirth('1990-05-15', '14:30', '0'));
/** A birth whose month and hour branches are void (寅, 卯). */
const voidChart = baziChart(parseBirth('1985-03-06', '06:45', '1'));

function renderProfile(bzChart: string | null) {
  signedInAs(testUser({ bz_chart: bzChart }));
  fakeServer(() => ({ body: {} }));
  renderApp('/account');
}

const cellsOf = (table: HTMLElement, header: string) =>
  within(within(table).getByRole('rowheader', { name: header }).closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');

describe('/account Bazi tables', () => {
  it('shows the four pillars: ten gods, stems, branches with void marks, hidden stems', async () => {
    renderProfile(JSON.stringify(chart));
    const table = await screen.findByRole('table', { name: 'Bazi Chart' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Hour', 'Day', 'Month', 'Year']);
    const order = ['hour', 'day', 'month', 'year'] as const;
    const stemsShown = cellsOf(table, 'Heavenly Stem');
    const branchesShown = cellsOf(table, 'Earthly Branch');
    const gods = cellsOf(table, 'Ten God');
    const hidden = cellsOf(table, 'Hidden Stems');
    order.forEach((name, i) => {
      const pillar = chart.pillars[name]!;
      expect(stemsShown[i]).toContain(pillar.stem);
      expect(stemsShown[i]).toContain(stems[pillar.stem]?.en);
      expect(branchesShown[i]).toContain(pillar.branch);
      expect(branchesShown[i]).toContain(branches[pillar.branch]?.en);
      expect(branchesShown[i]?.includes('Void')).toBe(pillar.void);
      expect(gods[i]).toContain(name === 'day' ? 'Day Master' : tenGods[pillar.tenGod]?.en);
      // Each hidden stem's ten god in English with its Chinese: "Friend (比肩)" (walk of issue 45).
      for (const h of pillar.hiddenStems) {
        expect(hidden[i]).toContain(h.stem);
        expect(hidden[i]).toContain(`${tenGods[h.tenGod]?.en} (${h.tenGod})`);
      }
    });
  });

  it('marks the void branches in words, not by a symbol alone', async () => {
    expect(voidChart.void.pillars).toEqual(['month', 'hour']);
    renderProfile(JSON.stringify(voidChart));
    const table = await screen.findByRole('table', { name: 'Bazi Chart' });
    expect(cellsOf(table, 'Earthly Branch').map((cell) => cell.includes('Void'))).toEqual([
      true,
      false,
      true,
      false,
    ]);
  });

  it('shows nine luck pillars over two tables and their start times to the second', async () => {
    renderProfile(JSON.stringify(chart));
    const first = await screen.findByRole('table', { name: 'Luck pillars 1 to 5' });
    const second = screen.getByRole('table', { name: 'Luck pillars 6 to 9' });
    const ages = [...cellsOf(first, 'Age'), ...cellsOf(second, 'Age')];
    expect(ages).toEqual(chart.luck.pillars.map((p) => String(p.age)));
    const luckStems = [...cellsOf(first, 'Heavenly Stem'), ...cellsOf(second, 'Heavenly Stem')];
    chart.luck.pillars.forEach((p, i) => expect(luckStems[i]).toContain(p.stem));
    const luckHidden = [...cellsOf(first, 'Hidden Stems'), ...cellsOf(second, 'Hidden Stems')];
    chart.luck.pillars.forEach((p, i) => {
      for (const h of p.hiddenStems)
        expect(luckHidden[i]).toContain(`${tenGods[h.tenGod]?.en} (${h.tenGod})`);
    });
    const starts = screen.getByRole('table', { name: '10 Year Luck Pillar Start Time' });
    const rows = within(starts).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(9);
    rows.forEach((row, i) => {
      const pillar = chart.luck.pillars[i];
      const cells = within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
      expect(cells).toEqual([
        String(pillar?.index),
        String(pillar?.age),
        formatInstant(pillar!.start),
      ]);
    });
    expect(formatInstant(chart.luck.pillars[0]!.start)).toMatch(
      /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d \(\w+day\)$/,
    );
  });

  it('asks for the birth data when the record has no chart yet', async () => {
    renderProfile(null);
    expect(
      await screen.findByText(/Save your date and time of birth above to see your Bazi chart/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Bazi Chart' })).not.toBeInTheDocument();
  });
});

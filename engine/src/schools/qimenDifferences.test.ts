import { Solar } from 'lunar-javascript';
import { qimenChart } from '../qimen/qimenChart';
import { qimenDifferences } from './qimenDifferences';
import type { SchoolDifference } from './differenceTypes';

/**
 * Independent source for the pillars: lunar-javascript's EightChar sect 1 (the day changes at
 * 23:00) and sect 2 (at midnight). The ju and palaces are read back from `qimenChart` under each
 * school (its own tests hold it to published charts).
 */
function field(differences: readonly SchoolDifference[], name: string): SchoolDifference {
  const found = differences.find((d) => d.field === name);
  if (!found) throw new Error(`no ${name} in ${differences.map((d) => d.field).join()}`);
  return found;
}

const at = { year: 2024, month: 2, day: 9, hour: 23, minute: 30 };

describe('qimenDifferences', () => {
  it('gives the day pillar of a 23:30 hour chart under each day change, as lunar-javascript', () => {
    const lunar = Solar.fromYmdHms(2024, 2, 9, 23, 30, 0).getLunar();
    const days = [1, 2].map((sect) => {
      const chart = lunar.getEightChar();
      chart.setSect(sect);
      return chart.getDay();
    });
    const { differences } = qimenDifferences('hour', at);
    const day = field(differences, 'day pillar');
    expect(day.values.map((v) => v.value.slice(0, 2))).toEqual([days[0], days[1], days[1]]);
  });

  it('gives the ju of each day change as the chart drawn under it', () => {
    const { differences } = qimenDifferences('hour', at);
    const ju = field(differences, 'ju');
    const charted = ju.values.map((v) => {
      const board = qimenChart('hour', at, { dayChange: v.school as '23:00' }).qm_day;
      return `${board?.ju_type.slice(0, 1)}${board?.ju_number}`;
    });
    expect(ju.values.map((v) => v.value.split(' ')[0])).toEqual(charted);
    expect(ju.values[0]?.value).toBe('阳2 (yang dun 2)');
  });

  it('counts the palaces that change, the school in force first', () => {
    const palaces = field(qimenDifferences('hour', at).differences, 'palaces (day change)');
    expect(palaces.values[0]?.value).toBe('the chart as drawn');
    for (const value of palaces.values.slice(1)) {
      expect(value.value).toMatch(/^[1-8] of 8 palaces change \((N|NE|E|SE|S|SW|W|NW)( |\))/);
    }
    expect(palaces.why).toMatch(/^At 2024-02-09 23:30 \(hour chart\), against day change 23:00: /);
  });

  it('names the palaces of each option apart, each counted against the chart drawn under it', () => {
    const { differences } = qimenDifferences('hour', at);
    const palaces = differences.filter((d) => d.field.startsWith('palaces'));
    expect(palaces.map((d) => [d.option, d.field])).toEqual([
      ['dayChange', 'palaces (day change)'],
      ['qimenPlate', 'palaces (plate)'],
    ]);
    // The flying plate moves palaces the rotating plate holds: counted from the two charts.
    const [rotating, flying] = (['rotating', 'flying'] as const).map(
      (qimenPlate) =>
        qimenChart('hour', at, { qimenPlate }).qm_day as unknown as Record<string, unknown>,
    );
    const moved = ['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw'].filter((key) =>
      ['star', 'door', 'heaven_stem', 'earth_stem', 'deity'].some(
        (part) => rotating?.[`${key}_${part}`] !== flying?.[`${key}_${part}`],
      ),
    );
    expect(field(differences, 'palaces (plate)').values[1]?.value).toBe(
      `${moved.length} of 8 palaces change (${moved.map((key) => key.toUpperCase()).join(' ')})`,
    );
  });

  it('lists no day-change difference for a noon hour chart', () => {
    const noon = { ...at, hour: 12, minute: 0 };
    const { differences } = qimenDifferences('hour', noon);
    expect(differences.filter((d) => d.option === 'dayChange')).toEqual([]);
  });

  it('compares what each kind of chart depends on, nothing for month and year charts', () => {
    expect(qimenDifferences('hour', at).compared).toEqual([
      'dayChange',
      'qimenMethod',
      'qimenPlate',
    ]);
    expect(qimenDifferences('day', at).compared).toEqual(['dayChange']);
    for (const kind of ['month', 'year'] as const) {
      expect(qimenDifferences(kind, at)).toMatchObject({ compared: [], differences: [] });
    }
  });
});

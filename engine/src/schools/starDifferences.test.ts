/**
 * Where the flying-star schools part on a day, each reading against its rule's own source:
 * - `solstice-jiazi`: lunar-javascript 1.7.7 `Lunar.getDayNineStar()`;
 * - `solstice-jiazi-to-winter`: tyme4ts 1.5.2 `SolarDay.getNineStar()` (its table
 *   `oracles/dayStars.json`);
 * - `six-segments`: xuankong-zibai 0.3.0 `computeDayStar`, run for real (`oracles/dayStarSegments.json`);
 * - `solstice-first-jiazi`: Joseph Yu's worked list of 2000 ("Day Stars", 26 May 2000: 21 June = 5,
 *   counting down to 9 on the 甲子 of 5 July);
 * - `cnlunar`: cnlunar 0.2.4 `get_the9FlyStar()`, run for real (`oracles/dayStarCnlunar.json`);
 * - the hour grids' yin half from lunar-javascript's 夏至 instant (`getJieQiTable()`).
 */
import { Solar } from 'lunar-javascript';
import { epochDay, type CivilDate } from '../calendar/civilDate';
import cnlunarTable from '../oracles/dayStarCnlunar.json';
import segmentsTable from '../oracles/dayStarSegments.json';
import dayStarsTable from '../oracles/dayStars.json';
import { dayDifferences } from './dayDifferences';
import type { SchoolDifference } from './differenceTypes';

function field(differences: readonly SchoolDifference[], name: string): SchoolDifference {
  const found = differences.find((d) => d.field === name);
  if (!found) throw new Error(`no ${name} in ${differences.map((d) => d.field).join()}`);
  return found;
}

/** A star digit of a table of one string a year from 1 January 1901. */
function yearTable(table: { readonly years: readonly string[] }, date: CivilDate): number {
  const first = epochDay({ year: date.year, month: 1, day: 1 });
  return Number(table.years[date.year - 1901]?.[epochDay(date) - first]);
}

/** tyme4ts's star of a date, from its one string of digits from 1901-01-01. */
const tyme4ts = (date: CivilDate) =>
  Number(dayStarsTable.tyme4ts[epochDay(date) - epochDay({ year: 1901, month: 1, day: 1 })]);

const lunarJavascript = (date: CivilDate) =>
  Solar.fromYmd(date.year, date.month, date.day).getLunar().getDayNineStar().getIndex() + 1;

const numbers = (difference: SchoolDifference) =>
  difference.values.map((v) => [v.school, Number(v.value.slice(0, 1))]);

describe('the day star under every day-star count', () => {
  it("gives each rule's own source's star on 2000-06-25, the default's first", () => {
    const date = { year: 2000, month: 6, day: 25 };
    const star = field(dayDifferences(date).differences, 'day star');
    expect(numbers(star)).toEqual([
      ['solstice-jiazi', lunarJavascript(date)],
      ['solstice-jiazi-to-winter', tyme4ts(date)],
      ['six-segments', yearTable(segmentsTable, date)],
      ['solstice-first-jiazi', 1], // Joseph Yu: 21 June 5, 22 June 4 ... 25 June 1
      ['cnlunar', yearTable(cnlunarTable, date)],
    ]);
    expect(star.values.map((v) => v.value)).toEqual([
      '9 Purple (九紫)',
      '9 Purple (九紫)',
      '4 Green (四绿)',
      '1 White (一白)',
      '2 Black (二黑)',
    ]);
    expect(star.option).toBe('dayStarRule');
    expect(star.why).toMatch(/^On 2000-06-25, a .+ day, the day star is 9 Purple \(九紫\) under/);
    expect(star.source).toContain('Joseph Yu');
  });

  it('puts the school in force first, and parts lunar-javascript from tyme4ts in 2008', () => {
    const date = { year: 2008, month: 10, day: 15 };
    const star = field(
      dayDifferences(date, { dayStarRule: 'solstice-jiazi-to-winter' }).differences,
      'day star',
    );
    expect(numbers(star).slice(0, 2)).toEqual([
      ['solstice-jiazi-to-winter', tyme4ts(date)],
      ['solstice-jiazi', lunarJavascript(date)],
    ]);
    expect(tyme4ts(date)).not.toBe(lunarJavascript(date));
  });

  it('lists no day star where every count agrees: 2024-02-09, 4 Green under all five', () => {
    const date = { year: 2024, month: 2, day: 9 };
    expect([lunarJavascript(date), tyme4ts(date), yearTable(segmentsTable, date)]).toEqual([
      4, 4, 4,
    ]);
    expect(yearTable(cnlunarTable, date)).toBe(4);
    const { differences } = dayDifferences(date);
    expect(differences.filter((d) => d.option === 'dayStarRule')).toEqual([]);
  });
});

describe('the flight of the day and hour grids', () => {
  it('flies both backward in the yin half under yin-backward: 2026-11-28', () => {
    const { differences } = dayDifferences('2026-11-28');
    for (const name of ['flight of the day grid', 'flight of the hour grids']) {
      const flight = field(differences, name);
      expect(flight.values.map((v) => [v.school, v.value])).toEqual([
        ['forward', 'forward (顺飞)'],
        ['yin-backward', 'backward (逆飞)'],
      ]);
      expect(flight.why).toMatch(/in the yin half of the year/);
    }
  });

  it('lists no flight in the yang half: 2026-03-01', () => {
    const { differences } = dayDifferences('2026-03-01', { starFlight: 'yin-backward' });
    expect(differences.filter((d) => d.option === 'starFlight')).toEqual([]);
  });

  it("turns the hour grids at the first slot after lunar-javascript's 夏至 instant, 2024-06-21", () => {
    const solstice = Solar.fromYmd(2024, 6, 21).getLunar().getJieQiTable()['夏至'] as Solar;
    expect(solstice.toYmd()).toBe('2024-06-21');
    const slot = [1, 3, 5, 7, 9, 11].find(
      (hour) => hour * 60 >= solstice.getHour() * 60 + solstice.getMinute(),
    );
    const { differences } = dayDifferences('2024-06-21', { starFlight: 'yin-backward' });
    expect(field(differences, 'flight of the hour grids').values[0]?.value).toBe(
      `forward (顺飞) from 00:00, backward (逆飞) from ${String(slot).padStart(2, '0')}:00`,
    );
  });
});

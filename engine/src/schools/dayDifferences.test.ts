import { Solar } from 'lunar-javascript';
import { sectPillars } from '../testing';
import { dayDifferences } from './dayDifferences';
import type { SchoolDifference } from './differenceTypes';

/**
 * Independent source: lunar-javascript 1.7.7. Its EightChar sect 1 and 2 give the day and hour
 * pillars at 23:30 under the 23:00 and the midnight day change; `getYearGanByLiChun` and
 * `getYearGan` the year from 立春 and from the lunar new year (正月初一); `getYearNineStar(3)`
 * and `(1)` the year's star from each. The day stars (dayStarDifferences.test.ts) are checked
 * against each rule's own source.
 */
function lunarAt(y: number, m: number, d: number, h: number, min: number) {
  return Solar.fromYmdHms(y, m, d, h, min, 0).getLunar();
}

function field(differences: readonly SchoolDifference[], name: string): SchoolDifference {
  const found = differences.find((d) => d.field === name);
  if (!found) throw new Error(`no ${name} in ${differences.map((d) => d.field).join()}`);
  return found;
}

describe('dayDifferences', () => {
  it('gives the year pillar from 立春 and from the lunar new year between the two, as lunar-javascript', () => {
    const lunar = lunarAt(2024, 2, 9, 12, 0);
    const year = field(dayDifferences('2024-02-09').differences, 'year pillar');
    expect(year.values.map((v) => [v.school, v.value.slice(0, 2)])).toEqual([
      ['lichun', lunar.getYearGanByLiChun() + lunar.getYearZhiByLiChun()],
      ['lunar-new-year', lunar.getYearGan() + lunar.getYearZhi()],
    ]);
    expect(year.values.map((v) => v.value)).toEqual(['甲辰 (Wood Dragon)', '癸卯 (Water Rabbit)']);
  });

  it('lists no year difference once both years have begun', () => {
    const { differences } = dayDifferences('2024-03-01', { yearStart: 'lunar-new-year' });
    expect(differences.filter((d) => d.option === 'yearStart')).toEqual([]);
  });

  it('names the day pillar from 23:00 and the Rat hour under each day change, as lunar-javascript', () => {
    const { differences } = dayDifferences(
      { year: 2024, month: 2, day: 9 },
      { dayChange: 'midnight' },
    );
    const sect1 = sectPillars(2024, 2, 9, 23, 30, 1);
    const sect2 = sectPillars(2024, 2, 9, 23, 30, 2);
    const early = sectPillars(2024, 2, 9, 0, 30, 2);
    const lateDay = field(differences, 'day pillar from 23:00');
    expect(lateDay.values.map((v) => [v.school, v.value.slice(0, 2)])).toEqual([
      ['midnight', sect2.day],
      ['23:00', sect1.day],
      ['midnight-same-stem', sect2.day],
    ]);
    const slot = field(differences, 'Rat hour (子时) slot');
    expect(slot.values.map((v) => v.value)).toEqual([
      `00:00-00:59 ${early.hour} (Water Rat) then 23:00-23:59 ${sect2.hour} (Wood Rat)`,
      `23:00 the evening before to 00:59 ${early.hour} (Water Rat)`,
      `00:00-00:59 and 23:00-23:59 ${early.hour} (Water Rat)`,
    ]);
    expect(slot.why).toMatch(/^On 2024-02-09, a 癸卯 \(Water Rabbit\) day, the Rat hour/);
  });

  it("gives the year star from 立春 and from the lunar new year, as lunar-javascript's getYearNineStar", () => {
    const lunar = lunarAt(2024, 2, 9, 12, 0);
    const star = field(dayDifferences('2024-02-09').differences, 'year star');
    const number = (sect: number) => lunar.getYearNineStar(sect).getIndex() + 1;
    expect(star.values.map((v) => [v.school, Number(v.value.slice(0, 1))])).toEqual([
      ['lichun', number(3)],
      ['lunar-new-year', number(1)],
    ]);
    expect(star.values.map((v) => v.value)).toEqual(['3 Jade (三碧)', '4 Green (四绿)']);
  });

  it('compares the day change, the year start, the day-star count and the flight', () => {
    const result = dayDifferences('2024-02-09');
    expect(result.compared).toEqual(['dayChange', 'yearStart', 'dayStarRule', 'starFlight']);
    // On 2024-02-09, a yang-half day, every day-star count gives 4 Green and no grid flies back.
    expect(result.differences.map((d) => d.field)).toEqual([
      'Rat hour (子时) slot',
      'day pillar from 23:00',
      'year pillar',
      'year star',
    ]);
  });

  it('refuses a date that does not exist', () => {
    expect(() => dayDifferences('2023-02-30')).toThrow(RangeError);
  });
});

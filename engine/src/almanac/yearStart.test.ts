/**
 * `AlmanacOptions.yearStart` against lunar-javascript 1.7 (MIT, 6tail): under 'lunar-new-year'
 * the displayed year pillar is `Lunar#getYearInGanZhi()` (the lunar year, from 正月初一), under
 * the default 'lichun' `Lunar#getYearInGanZhiByLiChun()`, on every day from 10 January to
 * 25 February of years whose lunar new year comes before 立春 (1966: 21 Jan; 2023: 22 Jan vs
 * 4 Feb; 2025: 29 Jan vs 3 Feb) and after it (2024: 10 Feb vs 4 Feb; 2026: 17 Feb vs 4 Feb).
 */
import { Solar } from 'lunar-javascript';
import { addDays, type CivilDate } from '../calendar/civilDate';
import { almanacDay } from './almanacDay';

const YEARS = [1966, 2023, 2024, 2025, 2026];
const WINDOW_DAYS = 47; // 10 January .. 25 February

function windowOf(year: number): CivilDate[] {
  return Array.from({ length: WINDOW_DAYS }, (_, i) => addDays({ year, month: 1, day: 10 }, i));
}

describe('almanac year start', () => {
  it.each(YEARS)('%i: the year pillar follows the chosen start on every day', (year) => {
    const mismatches: string[] = [];
    let parted = 0;
    for (const date of windowOf(year)) {
      const lunar = Solar.fromYmd(date.year, date.month, date.day).getLunar();
      const folk = almanacDay(date, { yearStart: 'lunar-new-year' }).ts;
      const chart = almanacDay(date).ts;
      const ours = [folk.year_gan + folk.year_zhi, chart.year_gan + chart.year_zhi];
      const theirs = [lunar.getYearInGanZhi(), lunar.getYearInGanZhiByLiChun()];
      if (ours.join() !== theirs.join())
        mismatches.push(`${date.month}-${date.day}: ${ours} vs ${theirs}`);
      if (theirs[0] !== theirs[1]) parted += 1;
    }
    expect(mismatches).toEqual([]);
    // The window holds the days between the two starts (13 in 2023, 6 in 2024).
    expect(parted).toBeGreaterThanOrEqual(5);
  });

  it('keeps 岁破 on the 立春 year and changes nothing else', () => {
    // 2026-02-10: after 立春 (丙午) but before the lunar new year (乙巳 until 17 February).
    const folk = almanacDay('2026-02-10', { yearStart: 'lunar-new-year' }).ts;
    const chart = almanacDay('2026-02-10').ts;
    expect(folk.year_gan + folk.year_zhi).toBe('乙巳');
    expect({ ...folk, year_gan: chart.year_gan, year_zhi: chart.year_zhi }).toEqual(chart);
  });
});

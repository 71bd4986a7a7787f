/**
 * The year's and the month's centre stars (年紫白, 月紫白). Source: 《协纪辨方书》 vol. 3, "年
 * 紫白" and "月紫白": the 上元 甲子 year (1864) is 1 White and each year one less, so the star of
 * year Y is (11 - Y mod 9) mod 9, 9 for 0; the first month (寅) is 8 White in 子午卯酉 years, 5
 * Yellow in 辰戌丑未 years and 2 Black in 寅申巳亥 years, each month one less. Checked against
 * lunar-javascript `getYearNineStar()` and `getMonthNineStar()` in tests.
 */
import { epochDay, type CivilDate } from '../calendar/civilDate';
import { lunarMonthsOf } from '../calendar/lunarTables';
import { mod } from '../sexagenary/cycle';
import { starAfter, type StarNumber } from './nineStars';

/** The star of a year: the solar year from 立春, or the lunar year, as the school counts it. */
export function yearStar(year: number): StarNumber {
  return starAfter(1, 1864 - year);
}

/** The epoch day of each Gregorian year's lunar new year (正月初一), once asked for. */
const newYearDays = new Map<number, number>();

/**
 * The lunar year (from 正月初一, lunar-javascript's lunar months) a civil date on China's clock
 * is in: the year before its Gregorian year until the lunar new year, which falls 21 January to
 * 20 February. The year star under the school's `yearStart: 'lunar-new-year'`.
 */
export function lunarYearOf(date: CivilDate): number {
  let newYear = newYearDays.get(date.year);
  if (newYear === undefined) {
    const first = lunarMonthsOf(date.year).find(
      (month) => month.lunarYear === date.year && month.month === 1 && !month.leap,
    );
    if (!first) throw new RangeError(`no lunar new year in ${date.year}`);
    newYear = first.firstDay;
    newYearDays.set(date.year, newYear);
  }
  return epochDay(date) >= newYear ? date.year : date.year - 1;
}

/** The 寅 month's star by the year's branch (index 0 子 .. 11 亥) in threes: 子, 丑, 寅 ... */
const FIRST_MONTH_STAR: readonly StarNumber[] = [8, 5, 2];

/**
 * The star of a solar month (from its 节) by its branch (寅 2 .. 丑 1) and the branch of the solar
 * year it belongs to (子 and 丑 months close the year begun at the previous 立春).
 */
export function monthStar(yearBranch: number, monthBranch: number): StarNumber {
  const first = FIRST_MONTH_STAR[yearBranch % 3] as StarNumber;
  return starAfter(first, -mod(monthBranch - 2, 12));
}

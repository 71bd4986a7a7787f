/**
 * The Chinese calendar both ways for the household feed: the lunar date of a civil date, and the
 * civil date of a lunar date. Months come from lunar-javascript's `LunarYear` through
 * `calendar/lunarTables.ts` (`lunarMonthsOf`), the months the almanac reads its lunar dates from,
 * checked against the Hong Kong Observatory's conversion tables 1901-2100
 * (`oracles/lunarMonths.test.ts`). Month boundaries are those of China's clock (UTC+8, GB/T
 * 33661-2017): the calendar the HKO publishes.
 */
import { civilDateOfEpochDay, epochDay, type CivilDate } from '../calendar/civilDate';
import { solarTermsAround } from '../calendar/lunarAdapter';
import { lunarMonthsOf, type LunarMonthSpan } from '../calendar/lunarTables';

/** A date of the Chinese calendar: lunar year (the Gregorian year its 1st month begins in). */
export interface LunarDate {
  readonly year: number;
  /** 1..12 */
  readonly month: number;
  /** 1..30 */
  readonly day: number;
  /** True in a leap month (闰月), which repeats the number of the month before it. */
  readonly leap: boolean;
}

const monthsByGregorianYear = new Map<number, readonly LunarMonthSpan[]>();

/**
 * `lunarMonthsOf`, kept per year: a 20-year feed for 20 people asks for each year many times.
 * The year's solar terms are read at once: lunar-javascript computes a `LunarYear` for both and
 * keeps only the last one, and every year whose months a feed reads it also reads terms of (the
 * festivals' 清明 and 冬至, the Tai Sui's 立春, a birth's luck): together they cost one computation,
 * a quarter less of a cold feed's time.
 */
function monthsOf(year: number): readonly LunarMonthSpan[] {
  let months = monthsByGregorianYear.get(year);
  if (!months) {
    months = lunarMonthsOf(year);
    solarTermsAround(year);
    monthsByGregorianYear.set(year, months);
  }
  return months;
}

/**
 * The months of lunar year `lunarYear` in order, 12 or 13 (a leap month after its namesake).
 * lunar-javascript's `LunarYear` of a year lists that lunar year's months after the last two of
 * the year before.
 */
export function monthsOfLunarYear(lunarYear: number): readonly LunarMonthSpan[] {
  return monthsOf(lunarYear).filter((month) => month.lunarYear === lunarYear);
}

/** The lunar date of a civil date (read on the Chinese calendar, whatever clock wrote it). */
export function lunarDateOf(date: CivilDate): LunarDate {
  const day = epochDay(date);
  const month = monthsOf(date.year).find((m) => day >= m.firstDay && day < m.firstDay + m.length);
  if (!month) throw new RangeError(`no lunar month holds ${date.year}-${date.month}-${date.day}`);
  return {
    year: month.lunarYear,
    month: month.month,
    day: day - month.firstDay + 1,
    leap: month.leap,
  };
}

/** The month of a lunar year with this number (the leap one when `leap`), if the year has it. */
export function lunarMonth(
  lunarYear: number,
  month: number,
  leap: boolean,
): LunarMonthSpan | undefined {
  return monthsOfLunarYear(lunarYear).find((m) => m.month === month && m.leap === leap);
}

/** The civil date of day `day` (1-based) of a lunar month. */
export function civilDateInMonth(month: LunarMonthSpan, day: number): CivilDate {
  return civilDateOfEpochDay(month.firstDay + day - 1);
}

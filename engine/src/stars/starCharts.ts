/**
 * `starCharts(at, options)`: the year's, month's, day's and hour's flying-star grids (紫白飞星) at
 * a civil date-time on the clock of `options.zone` (China's, UTC+8, by default). The year changes
 * at 立春 and the month at each 节, read at the instant; the day and the hour are those of the
 * clock's own date and hour, as Qi Men reads them: the day by `dayStarRule`, the hour by
 * 《协纪辨方书》's 时家紫白 (hourStar.ts). Under `yearStart: 'lunar-new-year'` the year's star
 * changes at the lunar new year (of the date on China's clock) instead of 立春; the month's keeps
 * its 节 and its 立春 year. Grids fly forward; with `starFlight: 'yin-backward'`
 * the day's and the hour's fly backward in the yin half (from the summer solstice's 甲子 for the
 * day, the summer solstice for the hour), as some almanacs print them (docs/engine/stars.md).
 */
import { addDays, civilDateTime, type CivilDateTime } from '../calendar/civilDate';
import { pillarsAt, pillarsOfMoment, type DayChange } from '../calendar/pillarsAt';
import type { School } from '../schools/school';
import { chinaClockAt } from '../time/birthMoment';
import { mod } from '../sexagenary/cycle';
import { dayStarCount } from './dayStar';
import { flyGrid, type StarGrid } from './flyGrid';
import { hourNineStar, isHourStarAscending } from './hourStar';
import { NINE_STARS, type StarNumber } from './nineStars';
import { lunarYearOf, monthStar, yearStar } from './yearMonthStars';

/**
 * The school fields the grids depend on (docs/engine/schools.md; absent ones the defaults) and
 * the clock `at` is read on.
 */
export interface StarOptions extends Partial<
  Pick<School, 'dayStarRule' | 'starFlight' | 'yearStart'>
> {
  /** When the day (and so the day's star) changes: 23:00 (子初换日, the default) or midnight. */
  readonly dayChange?: DayChange;
  /** The clock `at` is on: an IANA zone or ±HH:MM (default China's). */
  readonly zone?: string;
}

export interface StarCharts {
  readonly year: StarGrid;
  readonly month: StarGrid;
  readonly day: StarGrid;
  readonly hour: StarGrid;
}

/** @throws RangeError for an impossible date or time, or a year outside 1900..2100. */
export function starCharts(at: CivilDateTime, options: StarOptions = {}): StarCharts {
  const instant = civilDateTime(at);
  const dayChange = options.dayChange ?? '23:00';
  const china = options.zone ? chinaClockAt(instant, options.zone) : instant;
  const pillars = options.zone
    ? pillarsOfMoment(china, instant, dayChange)
    : pillarsAt(instant, dayChange);
  const year = options.yearStart === 'lunar-new-year' ? lunarYearOf(china) : pillars.solarYear;
  const late = instant.hour >= 23 && dayChange === '23:00';
  const dayDate = late ? addDays(instant, 1) : instant;
  const day = dayStarCount(dayDate, options.dayStarRule ?? 'solstice-jiazi');
  const ascending = isHourStarAscending(pillars.term);
  const hour = (NINE_STARS.indexOf(
    hourNineStar(ascending, mod(pillars.day, 12), mod(pillars.hour, 12)),
  ) + 1) as StarNumber;
  const yinBackward = options.starFlight === 'yin-backward';
  return {
    year: flyGrid(yearStar(year)),
    month: flyGrid(monthStar(mod(pillars.year, 12), mod(pillars.month, 12))),
    day: flyGrid(day.star, yinBackward && day.yin ? 'backward' : 'forward'),
    hour: flyGrid(hour, yinBackward && !ascending ? 'backward' : 'forward'),
  };
}

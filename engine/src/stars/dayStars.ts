/**
 * A day's flying-star grids as the almanac page shows them: the year's, the month's and the
 * day's at the date's noon (China's clock, as the almanac day is), and each two-hour slot's grid
 * around the almanac's own hour star (`hour_{branch}_star_actual`), so that the card and the hour
 * table always name the same star. The school's `dayStarRule`, `yearStart` and `starFlight` apply
 * as in `starCharts`; under `yin-backward` a slot's grid flies backward when its stars descend
 * (the term in force at the slot's middle hour is in the yin half, as `starCharts` reads it).
 */
import type { CivilDate } from '../calendar/civilDate';
import type { Ts } from '../almanac/types';
import { pillarsAt } from '../calendar/pillarsAt';
import { BRANCH_KEYS } from '../sexagenary/cycle';
import { flyGrid, type StarGrid } from './flyGrid';
import { isHourStarAscending } from './hourStar';
import { NINE_STARS, type StarNumber } from './nineStars';
import { starCharts, type StarOptions } from './starCharts';

export interface DayStars {
  readonly year: StarGrid;
  readonly month: StarGrid;
  readonly day: StarGrid;
  /** By the slot's branch key (`zhi` 子 ... `hai` 亥), as the almanac's hour fields are keyed. */
  readonly hours: Readonly<Record<string, StarGrid>>;
}

export function dayStars(date: CivilDate, ts: Ts, options: StarOptions = {}): DayStars {
  const { year, month, day } = starCharts({ ...date, hour: 12, minute: 0 }, options);
  const hours: Record<string, StarGrid> = {};
  const yinBackward = options.starFlight === 'yin-backward';
  BRANCH_KEYS.forEach((branch, i) => {
    const name = (ts as unknown as Record<string, unknown>)[`hour_${branch}_star_actual`];
    const star = NINE_STARS.indexOf(name as (typeof NINE_STARS)[number]) + 1;
    if (star === 0) return;
    const backward =
      yinBackward &&
      !isHourStarAscending(pillarsAt({ ...date, hour: 2 * i, minute: 0 }, '23:00').term);
    hours[branch] = flyGrid(star as StarNumber, backward ? 'backward' : 'forward');
  });
  return { year, month, day, hours };
}

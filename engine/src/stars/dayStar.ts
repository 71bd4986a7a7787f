/**
 * The day's star (日家紫白). The count starts at a 甲子 day near each solstice: from the winter one
 * 1 White ascends day by day, from the summer one 9 Purple descends. Sources differ on which 甲子
 * and on the half year after the summer solstice (docs/engine/stars.md, "Where schools differ"):
 * - `solstice-jiazi` (default): the 甲子 nearest each solstice (back to it when the solstice is
 *   甲子 to 癸巳 of the cycle, forward from 甲午 on), each half counted forward from its own 甲子.
 *   lunar-javascript `Lunar.getDayNineStar()` (6tail, v1.7.7).
 * - `solstice-jiazi-to-winter`: the same 甲子 days, but the half after the summer one is counted
 *   back from the next winter 甲子, so that every winter 甲子 is 1 White after 9, 8, ... 2, 1.
 *   tyme4ts `SolarDay.getNineStar()` (6tail, v1.5.2). The two part only where the summer and
 *   the next winter 甲子 lie 240 days apart, a span no multiple of nine (1905, 1928, 1939, 1951,
 *   1962, 1985, 2008, 2031, 2042, 2054, 2065, 2088).
 */
import { epochDay, type CivilDate } from '../calendar/civilDate';
import { solsticeDates } from '../calendar/lunarAdapter';
import { mod } from '../sexagenary/cycle';
import { starAfter, type StarNumber } from './nineStars';

export type DayStarRule = 'solstice-jiazi' | 'solstice-jiazi-to-winter';

/** The day pillar of 1970-01-01 (epoch day 0) is 辛巳, 17 of the sexagenary cycle. */
const JIAZI_OF_EPOCH = 17;

/** The 甲子 day nearest `day` (epoch days): back to it from 甲子..癸巳, forward from 甲午..癸亥. */
function nearestJiazi(day: number): number {
  const index = mod(day + JIAZI_OF_EPOCH, 60);
  return index > 29 ? day + 60 - index : day - index;
}

interface Anchors {
  readonly summer: number;
  readonly winter: number;
}

const anchorsByYear = new Map<number, Anchors>();

/** The epoch days of the 甲子 days that open the count at a year's two solstices (UTC+8). */
function anchorsOf(year: number): Anchors {
  let anchors = anchorsByYear.get(year);
  if (!anchors) {
    const { summer, winter } = solsticeDates(year);
    anchors = { summer: nearestJiazi(epochDay(summer)), winter: nearestJiazi(epochDay(winter)) };
    anchorsByYear.set(year, anchors);
  }
  return anchors;
}

/** A day's star and the half of the year its count is in (yin: opened at the summer 甲子). */
export interface DayStarCount {
  readonly star: StarNumber;
  readonly yin: boolean;
}

/** The star of a civil date (UTC+8: the solstices are China's) under `rule`. */
export function dayStar(date: CivilDate, rule: DayStarRule = 'solstice-jiazi'): StarNumber {
  return dayStarCount(date, rule).star;
}

/** `dayStar` with the half of the year it was counted in. */
export function dayStarCount(date: CivilDate, rule: DayStarRule = 'solstice-jiazi'): DayStarCount {
  const day = epochDay(date);
  const before = anchorsOf(date.year - 1);
  const now = anchorsOf(date.year);
  // The count's openings around the date, in time order: each half year runs to the next.
  const openings = [
    { at: before.summer, winter: false, next: before.winter },
    { at: before.winter, winter: true, next: now.summer },
    { at: now.summer, winter: false, next: now.winter },
    { at: now.winter, winter: true, next: anchorsOf(date.year + 1).summer },
  ];
  const opening = openings.filter((o) => o.at <= day).pop() ?? openings[0];
  if (!opening) throw new RangeError(`no solstice 甲子 before ${date.year}`);
  if (opening.winter) return { star: starAfter(1, day - opening.at), yin: false };
  const star =
    rule === 'solstice-jiazi'
      ? starAfter(9, opening.at - day)
      : starAfter(1, opening.next - day - 1);
  return { star, yin: true };
}

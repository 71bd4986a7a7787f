/**
 * The day's star (日家紫白). The count starts at a 甲子 day near each solstice: from the winter one
 * 1 White ascends day by day, from the summer one 9 Purple descends. Sources differ on which 甲子,
 * on the half year after the summer solstice and on the days between a solstice and its 甲子
 * (docs/engine/stars.md, "Where schools differ"). Every term here is read on China's clock (UTC+8).
 * - `solstice-jiazi` (default): the 甲子 nearest each solstice (back to it when the solstice is
 *   甲子 to 癸巳 of the cycle, forward from 甲午 on), each half counted forward from its own 甲子.
 *   lunar-javascript `Lunar.getDayNineStar()` (6tail, v1.7.7).
 * - `solstice-jiazi-to-winter`: the same 甲子 days, but the half after the summer one is counted
 *   back from the next winter 甲子, so that every winter 甲子 is 1 White after 9, 8, ... 2, 1.
 *   tyme4ts `SolarDay.getNineStar()` (6tail, v1.5.2). The two part only where the summer and
 *   the next winter 甲子 lie 240 days apart, a span no multiple of nine (1905, 1928, 1939, 1951,
 *   1962, 1985, 2008, 2031, 2042, 2054, 2065, 2088).
 * - `six-segments`: six segments opened by 冬至, 雨水, 谷雨 (甲子 = 1, 7, 4, ascending) and 夏至,
 *   处暑, 霜降 (甲子 = 9, 3, 6, descending); a day's star is its segment's 甲子 star moved by the
 *   day's place in the sixty (甲子 = 0), so the count jumps where a segment opens. A segment opens
 *   on the civil day of its term's instant. destiny-core `NineStarFunctions.getDayCenterStar`
 *   (destinynet), xuankong-zibai `computeDayStar` (U1TR4man, 0.3.0), chinesefortunecalendar.com.
 * - `solstice-first-jiazi`: the first 甲子 on or after each solstice's day opens its half (1
 *   White ascending, 9 Purple descending), and the days from the solstice to that 甲子 are counted
 *   back from it. Joseph Yu, "Day Stars" (Nine Star Ki list, 26 May 2000); HC Hung, "Daily Flying
 *   Stars" (absolutelyfengshui.com).
 * - `cnlunar`: one count descending day by day for ever, 8 White on 2019-01-17, with no halves
 *   and no 甲子. cnlunar `Lunar.get_the9FlyStar()` (OPN48, 0.2.4).
 */
import { epochDay, type CivilDate } from '../calendar/civilDate';
import { termDate, termInYear } from '../calendar/lunarAdapter';
import { mod } from '../sexagenary/cycle';
import { starAfter, type StarNumber } from './nineStars';

export type DayStarRule =
  | 'solstice-jiazi'
  | 'solstice-jiazi-to-winter'
  | 'six-segments'
  | 'solstice-first-jiazi'
  | 'cnlunar';

/** A day's star and the half of the year its count is in (yin: the descending half). */
export interface DayStarCount {
  readonly star: StarNumber;
  readonly yin: boolean;
}

/** The day pillar of 1970-01-01 (epoch day 0) is 辛巳, 17 of the sexagenary cycle. */
const JIAZI_OF_EPOCH = 17;

/** A day's place in the sexagenary cycle, 0 (甲子) to 59 (癸亥). */
const cycleIndex = (day: number): number => mod(day + JIAZI_OF_EPOCH, 60);

/** The 甲子 day nearest `day` (epoch days): back to it from 甲子..癸巳, forward from 甲午..癸亥. */
function nearestJiazi(day: number): number {
  const index = cycleIndex(day);
  return index > 29 ? day + 60 - index : day - index;
}

/** The first 甲子 day on or after `day` (epoch days). */
const firstJiaziFrom = (day: number): number => day + mod(-cycleIndex(day), 60);

/**
 * The terms that open `six-segments`' segments, in their order in a Gregorian year, with the star
 * of the segment's 甲子 (destiny-core `getDayCenterStar`). The solstices among them open the
 * halves of the other rules.
 */
const SEGMENTS = [
  { term: '雨水', star: 7, yin: false },
  { term: '谷雨', star: 4, yin: false },
  { term: '夏至', star: 9, yin: true },
  { term: '处暑', star: 3, yin: true },
  { term: '霜降', star: 6, yin: true },
  { term: '冬至', star: 1, yin: false },
] as const;

type Segment = (typeof SEGMENTS)[number];

/** A segment and the epoch day of the civil day (UTC+8) its term falls on. */
interface Opening {
  readonly segment: Segment;
  readonly at: number;
}

const openingsByYear = new Map<number, readonly Opening[]>();

/** The six openings of a Gregorian year, in time order (cached per year). */
function openingsOf(year: number): readonly Opening[] {
  let openings = openingsByYear.get(year);
  if (!openings) {
    openings = SEGMENTS.map((segment) => ({
      segment,
      at: epochDay(termDate(termInYear(year, segment.term))),
    }));
    openingsByYear.set(year, openings);
  }
  return openings;
}

/** The epoch day of the solstice `term` (夏至 or 冬至) of a Gregorian year. */
function solsticeDay(year: number, term: '夏至' | '冬至'): number {
  const opening = openingsOf(year).find((o) => o.segment.term === term);
  if (!opening) throw new Error(`no ${term} among the openings of ${year}`);
  return opening.at;
}

/** The last opening on or before `day` in `year`, among those `keep` keeps. */
function openingBefore(day: number, year: number, keep: (o: Opening) => boolean): Opening {
  const openings = [...openingsOf(year - 1), ...openingsOf(year)].filter(keep);
  const opening = openings.filter((o) => o.at <= day).pop();
  if (!opening) throw new RangeError(`no day-star opening before day ${day}`);
  return opening;
}

const isSolstice = (o: Opening): boolean => o.segment.term === '夏至' || o.segment.term === '冬至';

/** `six-segments`: the segment's 甲子 star, moved forward (yang) or back (yin) by the cycle. */
function sixSegments(day: number, year: number): DayStarCount {
  const { segment } = openingBefore(day, year, () => true);
  const steps = cycleIndex(day);
  return { star: starAfter(segment.star, segment.yin ? -steps : steps), yin: segment.yin };
}

/** `solstice-first-jiazi`: counted from the first 甲子 on or after the solstice's day, both ways. */
function solsticeFirstJiazi(day: number, year: number): DayStarCount {
  const { segment, at } = openingBefore(day, year, isSolstice);
  const jiazi = firstJiaziFrom(at);
  const star = segment.yin ? starAfter(9, jiazi - day) : starAfter(1, day - jiazi);
  return { star, yin: segment.yin };
}

/** cnlunar's count: 8 White on 2019-01-17 (epoch day 17,913), one star lower each day after. */
const CNLUNAR_EIGHT = 17_913;

/** `cnlunar`: it has no halves, so its day is yin from the summer solstice's day, as the hour's. */
function cnlunar(day: number, year: number): DayStarCount {
  const { segment } = openingBefore(day, year, isSolstice);
  return { star: starAfter(8, CNLUNAR_EIGHT - day), yin: segment.yin };
}

/** The nearest-甲子 rules: `solstice-jiazi` and `solstice-jiazi-to-winter` (yin from summer 甲子). */
function nearestJiaziCount(day: number, year: number, toWinter: boolean): DayStarCount {
  // The count's openings around the date, in time order: each half year runs to the next.
  const anchors = [year - 1, year, year + 1].flatMap((y) => [
    { at: nearestJiazi(solsticeDay(y, '夏至')), winter: false },
    { at: nearestJiazi(solsticeDay(y, '冬至')), winter: true },
  ]);
  const index = anchors.filter((a) => a.at <= day).length - 1;
  const opening = anchors[index];
  const next = anchors[index + 1];
  if (!opening || !next) throw new RangeError(`no solstice 甲子 around ${year}`);
  if (opening.winter) return { star: starAfter(1, day - opening.at), yin: false };
  const star = toWinter ? starAfter(1, next.at - day - 1) : starAfter(9, opening.at - day);
  return { star, yin: true };
}

/** The star of a civil date (UTC+8: the terms are China's) under `rule`. */
export function dayStar(date: CivilDate, rule: DayStarRule = 'solstice-jiazi'): StarNumber {
  return dayStarCount(date, rule).star;
}

/**
 * `dayStar` with the half of the year it was counted in: yin from the summer 甲子 under the
 * nearest-甲子 rules, in the 夏至, 处暑 and 霜降 segments under `six-segments`, and from the summer
 * solstice's day under `solstice-first-jiazi` and `cnlunar`.
 */
export function dayStarCount(date: CivilDate, rule: DayStarRule = 'solstice-jiazi'): DayStarCount {
  const day = epochDay(date);
  switch (rule) {
    case 'six-segments':
      return sixSegments(day, date.year);
    case 'solstice-first-jiazi':
      return solsticeFirstJiazi(day, date.year);
    case 'cnlunar':
      return cnlunar(day, date.year);
    default:
      return nearestJiaziCount(day, date.year, rule === 'solstice-jiazi-to-winter');
  }
}

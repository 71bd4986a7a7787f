/**
 * The four ways schools count the 童限 (child limit) from a birth to its 节 into years, months,
 * days, hours and minutes of life: tyme4ts 1.5.2's four child-limit providers (MIT, 6tail; read in
 * `node_modules/tyme4ts/dist/lib/index.cjs`, classes `DefaultChildLimitProvider`,
 * `China95ChildLimitProvider`, `LunarSect1ChildLimitProvider`, `LunarSect2ChildLimitProvider`).
 * All share the proportion of METAPHYSICS.md section 7, three days to the 节 = one year of life
 * (so one day = 4 months, one 时辰 of two hours = 10 days), as 《三命通会》 卷二 论大运 states it
 * (three days, 36 时辰, are 360 days of life; its example counts 5 days and 3 时辰, 63 时辰, as one
 * year nine months, which is `sect1`'s count) and 《渊海子平》 论起大运法 repeats (三日为一岁);
 * they differ in what they measure and where they stop, and the finer counts are the libraries'.
 * The span is then added to the birth by `addSpan` (luckStart.ts), the same for every rule.
 * docs/engine/schools.md compares them.
 */
import { daysBetween, type CivilDateTime } from '../calendar/civilDate';
import type { LuckStartRule } from '../schools/school';

/** Seconds of distance to the 节 that make one year, month, day and hour of life (`default`). */
export const SECONDS_PER_YEAR = 259_200;
export const SECONDS_PER_MONTH = 21_600;
export const SECONDS_PER_DAY = 720;
export const SECONDS_PER_HOUR = 30;
/** Minutes of life per remaining second of distance (`default`). */
export const MINUTES_PER_SECOND = 2;

/** Minutes of distance that make one year, month and day of life (`china95`, `sect2`). */
export const MINUTES_PER_YEAR = 4_320;
export const MINUTES_PER_MONTH = 360;
export const MINUTES_PER_DAY = 12;
/** Hours of life per remaining minute of distance (`sect2`). */
export const HOURS_PER_MINUTE = 2;

/** How long after the birth the luck starts, in counted units (not a calendar duration). */
export interface LuckSpan {
  readonly years: number;
  readonly months: number;
  /** 0..29 */
  readonly days: number;
  /** 0..23 (`default` and `sect2` only; 0 otherwise) */
  readonly hours: number;
  /** 0..58, even (`default` only; 0 otherwise) */
  readonly minutes: number;
}

/**
 * `default` (tyme4ts `DefaultChildLimitProvider`): the distance in whole seconds cut into
 * 259200 s = 1 year, 21600 s = 1 month, 720 s = 1 day, 30 s = 1 hour, each remaining second =
 * 2 minutes.
 * @param seconds distance between the birth and the 节, seconds (sign ignored).
 */
export function spanOfSeconds(seconds: number): LuckSpan {
  let rest = Math.abs(Math.trunc(seconds));
  const years = Math.floor(rest / SECONDS_PER_YEAR);
  rest %= SECONDS_PER_YEAR;
  const months = Math.floor(rest / SECONDS_PER_MONTH);
  rest %= SECONDS_PER_MONTH;
  const days = Math.floor(rest / SECONDS_PER_DAY);
  rest %= SECONDS_PER_DAY;
  const hours = Math.floor(rest / SECONDS_PER_HOUR);
  rest %= SECONDS_PER_HOUR;
  return { years, months, days, hours, minutes: rest * MINUTES_PER_SECOND };
}

/**
 * `china95` and `sect2` (tyme4ts `China95ChildLimitProvider`, `LunarSect2ChildLimitProvider`;
 * lunar-javascript `Yun` sect 2): the distance in whole minutes (seconds dropped) cut into
 * 4320 min = 1 year, 360 min = 1 month, 12 min = 1 day; `sect2` counts each remaining minute as
 * 2 hours, `china95` drops it.
 * @param seconds distance between the birth and the 节, seconds (sign ignored).
 */
export function spanOfMinutes(seconds: number, withHours: boolean): LuckSpan {
  let rest = Math.floor(Math.abs(Math.trunc(seconds)) / 60);
  const years = Math.floor(rest / MINUTES_PER_YEAR);
  rest %= MINUTES_PER_YEAR;
  const months = Math.floor(rest / MINUTES_PER_MONTH);
  rest %= MINUTES_PER_MONTH;
  const days = Math.floor(rest / MINUTES_PER_DAY);
  rest %= MINUTES_PER_DAY;
  return { years, months, days, hours: withHours ? rest * HOURS_PER_MINUTE : 0, minutes: 0 };
}

/**
 * The 时辰 (two-hour period) index as lunar-javascript's `Yun` sect 1 and tyme4ts
 * `LunarSect1ChildLimitProvider` take it: 子 0 (00:00-00:59) .. 亥 11 (21:00-22:59), and 23:xx
 * counted as 11, with the period before it (so a birth at 23:30 and its 节 at 22:10 of the same
 * date are 0 periods apart).
 */
export function sect1PeriodIndex(hour: number): number {
  return hour === 23 ? 11 : Math.floor((hour + 1) / 2);
}

/**
 * `sect1` (tyme4ts `LunarSect1ChildLimitProvider`; lunar-javascript `Yun` sect 1, the printed
 * tables' way): whole calendar days and 时辰 between the earlier and the later of the birth and
 * the 节 (clock readings, UTC+8), a day = 4 months and a 时辰 = 10 days; 30 days carry into a month
 * and 12 months into a year. Minutes within the 时辰 are not counted.
 * @param start the earlier of the birth and the 节; `end` the later.
 */
export function spanOfPeriods(start: CivilDateTime, end: CivilDateTime): LuckSpan {
  let periods = sect1PeriodIndex(end.hour) - sect1PeriodIndex(start.hour);
  let days = daysBetween(start, end);
  if (periods < 0) {
    periods += 12;
    days -= 1;
  }
  const periodMonths = Math.floor((periods * 10) / 30);
  const allMonths = days * 4 + periodMonths;
  return {
    years: Math.floor(allMonths / 12),
    months: allMonths % 12,
    days: periods * 10 - periodMonths * 30,
    hours: 0,
    minutes: 0,
  };
}

/**
 * The span of a rule.
 * @param rule the school's luck-start rule.
 * @param birth civil date-time of birth, UTC+8, to the minute.
 * @param term the 节's instant, UTC+8 (its seconds count for `default`, `china95` and `sect2`).
 * @param forward whether the 节 is the next one (after the birth) or the one in force.
 * @param seconds whole seconds between the two.
 */
export function luckSpanOf(
  rule: LuckStartRule,
  birth: CivilDateTime,
  term: CivilDateTime,
  forward: boolean,
  seconds: number,
): LuckSpan {
  switch (rule) {
    case 'default':
      return spanOfSeconds(seconds);
    case 'china95':
      return spanOfMinutes(seconds, false);
    case 'sect2':
      return spanOfMinutes(seconds, true);
    case 'sect1':
      return forward ? spanOfPeriods(birth, term) : spanOfPeriods(term, birth);
  }
}

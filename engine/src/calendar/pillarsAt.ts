/**
 * The four pillars and the solar term in force at an instant, computed from the cached solar-term
 * instants: the year changes at the exact 立春, the month at the exact 节 (月令), the day at
 * 23:00 (子初换日) or midnight, and the hour every two hours from 23:00. Stems by the 五虎遁
 * (month) and 五鼠遁 (hour) rules. Checked against lunar-javascript's EightChar in tests.
 */
import { formatCivilDate, pad2, type CivilDateTime } from './civilDate';
import { solarTermsAround, termInYear, type SolarTermAt } from './lunarAdapter';
import { jiaziIndex, mod, yearPillarOf } from '../sexagenary/cycle';
import { dayPillarOf } from './dayPillar';
import { monthOpenedBy, monthPillar } from './solarMonth';
import type { DayChange } from '../schools/school';

export type { DayChange };

export interface PillarsAt {
  /** Jiazi indices 0..59. */
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  /** The Gregorian year whose 立春 began the year pillar. */
  readonly solarYear: number;
  /** The solar term in force at this minute. */
  readonly term: string;
}

/** 立春 of each year asked: every reading of a year's pillars compares with it. */
const springByYear = new Map<number, string>();

function springStart(year: number): string {
  let time = springByYear.get(year);
  if (time === undefined) {
    time = termInYear(year, '立春').time;
    springByYear.set(year, time);
  }
  return time;
}

export function pillarsAt(at: CivilDateTime, dayChange: DayChange): PillarsAt {
  const time = `${formatCivilDate(at)} ${pad2(at.hour)}:${pad2(at.minute)}:00`;
  // One pass over the terms up to `time`: the last term begun, and the last that opened a month.
  let term: SolarTermAt | undefined;
  let monthBranch: number | undefined;
  for (const candidate of solarTermsAround(at.year)) {
    if (candidate.time > time) break;
    term = candidate;
    monthBranch = monthOpenedBy(candidate.name) ?? monthBranch;
  }
  if (term === undefined || monthBranch === undefined)
    throw new RangeError(`no solar term before ${time}`);
  const solarYear = time >= springStart(at.year) ? at.year : at.year - 1;
  const year = yearPillarOf(solarYear);
  const civilDay = dayPillarOf(at);
  // From 23:00 the hour is the next day's 子 hour, unless the school keeps it on its own day.
  const nextDay = mod(civilDay + 1, 60);
  const late = at.hour >= 23;
  const day = late && dayChange === '23:00' ? nextDay : civilDay;
  const hourBranch = mod(Math.floor((at.hour + 1) / 2), 12);
  const stemDay = late && dayChange !== 'midnight-same-stem' ? nextDay : civilDay;
  // 五鼠遁: the 子 hour of a 甲 or 己 day is 甲子.
  const hourStem = mod((stemDay % 5) * 2 + hourBranch, 10);
  return {
    year,
    month: monthPillar(year, monthBranch),
    day,
    hour: jiaziIndex(hourStem, hourBranch),
    solarYear,
    term: term.name,
  };
}

/**
 * The pillars of a moment read on two clocks: year and month (and the term in force) from the
 * instant on China's civil clock, which the term instants are kept in; day and hour from the clock
 * the chart reads (the local clock, China's standard time or the true solar time).
 */
export function pillarsOfMoment(
  china: CivilDateTime,
  clock: CivilDateTime,
  dayChange: DayChange,
): PillarsAt {
  const absolute = pillarsAt(china, dayChange);
  const local = pillarsAt(clock, dayChange);
  return { ...absolute, day: local.day, hour: local.hour };
}

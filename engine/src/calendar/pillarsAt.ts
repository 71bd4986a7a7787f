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

export type DayChange = '23:00' | 'midnight';

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

function lastAtOrBefore(
  terms: readonly SolarTermAt[],
  time: string,
  accept: (name: string) => boolean,
): SolarTermAt {
  let found: SolarTermAt | undefined;
  for (const term of terms) {
    if (term.time > time) break;
    if (accept(term.name)) found = term;
  }
  if (!found) throw new RangeError(`no solar term before ${time}`);
  return found;
}

export function pillarsAt(at: CivilDateTime, dayChange: DayChange): PillarsAt {
  const time = `${formatCivilDate(at)} ${pad2(at.hour)}:${pad2(at.minute)}:00`;
  const terms = solarTermsAround(at.year);
  const term = lastAtOrBefore(terms, time, () => true).name;
  const monthOpening = lastAtOrBefore(terms, time, (name) => monthOpenedBy(name) !== undefined);
  const solarYear = time >= termInYear(at.year, '立春').time ? at.year : at.year - 1;
  const year = yearPillarOf(solarYear);
  const monthBranch = monthOpenedBy(monthOpening.name) as number;
  const civilDay = dayPillarOf(at);
  // From 23:00 the hour is the next day's 子 hour whichever day change is chosen.
  const nextDay = mod(civilDay + 1, 60);
  const late = at.hour >= 23;
  const day = late && dayChange === '23:00' ? nextDay : civilDay;
  const hourBranch = mod(Math.floor((at.hour + 1) / 2), 12);
  // 五鼠遁: the 子 hour of a 甲 or 己 day is 甲子.
  const hourStem = mod(((late ? nextDay : civilDay) % 5) * 2 + hourBranch, 10);
  return {
    year,
    month: monthPillar(year, monthBranch),
    day,
    hour: jiaziIndex(hourStem, hourBranch),
    solarYear,
    term,
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

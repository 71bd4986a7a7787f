/**
 * The four pillars and the solar term in force at an instant, computed from the cached solar-term
 * instants: the year changes at the exact 立春, the month at the exact 节 (月令), the day at
 * 23:00 (子初换日) or midnight, and the hour every two hours from 23:00. Stems by the 五虎遁
 * (month) and 五鼠遁 (hour) rules. Checked against lunar-javascript's EightChar in tests.
 */
import { formatCivilDate, pad2, type CivilDateTime } from './civilDate';
import { solarTermsAround, termInYear } from './lunarAdapter';
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

/** The solar terms around a year (`solarTermsAround`), indexed once for its readings. */
interface YearTerms {
  /** Each term's instant on China's clock, read as UTC ms, in time order. */
  readonly at: readonly number[];
  readonly names: readonly string[];
  /** The month branch in force from each term on: the last 节 at or before it. */
  readonly monthBranch: readonly (number | undefined)[];
  /** 立春 of the year, as `at`. */
  readonly spring: number;
}

/** `YYYY-MM-DD HH:mm:ss` read as UTC ms. */
const clockMs = (text: string) =>
  Date.UTC(
    Number(text.slice(0, 4)),
    Number(text.slice(5, 7)) - 1,
    Number(text.slice(8, 10)),
    Number(text.slice(11, 13)),
    Number(text.slice(14, 16)),
    Number(text.slice(17, 19)),
  );

const termsByYear = new Map<number, YearTerms>();

/**
 * The year's terms as numbers, made once: a feed reads the pillars of every slot of its window,
 * and comparing each with every term's text (and naming the month each opens) cost a cold hour
 * feed a tenth of its build (issue 46).
 */
function yearTerms(year: number): YearTerms {
  let terms = termsByYear.get(year);
  if (!terms) {
    const list = solarTermsAround(year);
    let month: number | undefined;
    terms = {
      at: list.map((term) => clockMs(term.time)),
      names: list.map((term) => term.name),
      monthBranch: list.map((term) => (month = monthOpenedBy(term.name) ?? month)),
      spring: clockMs(termInYear(year, '立春').time),
    };
    termsByYear.set(year, terms);
  }
  return terms;
}

export function pillarsAt(at: CivilDateTime, dayChange: DayChange): PillarsAt {
  const time = Date.UTC(at.year, at.month - 1, at.day, at.hour, at.minute);
  const terms = yearTerms(at.year);
  // The last term begun by `time`, and the month the last 节 before it opened.
  let position = -1;
  while (position + 1 < terms.at.length && (terms.at[position + 1] as number) <= time)
    position += 1;
  const term = terms.names[position];
  const monthBranch = terms.monthBranch[position];
  if (term === undefined || monthBranch === undefined)
    throw new RangeError(
      `no solar term before ${formatCivilDate(at)} ${pad2(at.hour)}:${pad2(at.minute)}`,
    );
  const solarYear = time >= terms.spring ? at.year : at.year - 1;
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

/**
 * When the first luck pillar (大运) starts (起运, the end of the 童限 "child limit").
 *
 * Rules (METAPHYSICS.md section 7): count from the birth to the next 节 when the luck runs
 * forward, to the previous 节 when it runs backward; only the twelve 节 that open the solar months
 * (立春 惊蛰 清明 立夏 芒种 小暑 立秋 白露 寒露 立冬 大雪 小寒), never the 中气. Three days of that
 * distance are one year of life.
 *
 * Arithmetic: tyme4ts 1.5.2's child-limit providers (MIT, 6tail), read from
 * `node_modules/tyme4ts/dist/lib/index.cjs`. The school's rule (`LuckStartRule`, default
 * `default` = `DefaultChildLimitProvider`) cuts the distance into a span (luckStartRules.ts:
 * seconds, minutes or days and 时辰); the span is added to the birth's fields as
 * `AbstractChildLimitProvider.next` does, minutes carrying into hours and hours into days, the
 * years and months added to the birth's year and month, and a day past the end of the month
 * rolling into the next month (a birth on 31 March plus 2 months and 0 days starts on 1 June).
 * Seconds stay 0 because births are given to the minute. Solar-term instants are
 * lunar-javascript's (`solarTermsAround`), identical to the second with tyme4ts's for 1899-2102.
 */
import { solarTerms } from '@tongshu/data';
import { formatCivilDate, pad2, type CivilDateTime } from '../calendar/civilDate';
import { solarTermsAround, type SolarTermAt } from '../calendar/lunarAdapter';
import type { LuckStartRule } from '../schools/school';
import { civilSeconds, daysInMonth, parseInstant, type InstantFields } from './instant';
import { luckSpanOf, type LuckSpan } from './luckStartRules';

export { spanOfSeconds, type LuckSpan } from './luckStartRules';

export interface LuckStart {
  /** The school's rule the span was counted by. */
  readonly rule: LuckStartRule;
  /** Yang year stem and male, or yin year stem and female. */
  readonly forward: boolean;
  /** The 节 counted to: the next one (forward) or the one in force at birth (backward). */
  readonly term: SolarTermAt;
  /** Whole seconds between the birth and the 节. */
  readonly seconds: number;
  readonly span: LuckSpan;
  /** Start of the first luck pillar, civil time UTC+8 (second always 0). */
  readonly start: Required<InstantFields>;
}

function isSectional(term: SolarTermAt): boolean {
  return solarTerms[term.name]?.kind === 'sectional';
}

/**
 * The 节 the luck counts to: the first after the birth (forward), or the last at or before it
 * (backward). `solarTermsAround(year)` spans 大雪 of the year before to 惊蛰 of the year after,
 * which holds both for any birth in `year`.
 */
export function luckTerm(birth: CivilDateTime, forward: boolean): SolarTermAt {
  const time = `${formatCivilDate(birth)} ${pad2(birth.hour)}:${pad2(birth.minute)}:00`;
  const sectional = solarTermsAround(birth.year).filter(isSectional);
  const term = forward
    ? sectional.find((t) => t.time > time)
    : sectional.filter((t) => t.time <= time).pop();
  if (!term) throw new RangeError(`no 节 ${forward ? 'after' : 'before'} ${time}`);
  return term;
}

/**
 * Adds a span to an instant the way tyme4ts `AbstractChildLimitProvider.next` does: minutes carry
 * into hours, hours into days; years and months move the month; then a day beyond the month's
 * length rolls into the following months.
 */
export function addSpan(at: InstantFields, span: LuckSpan): Required<InstantFields> {
  let day = at.day + span.days;
  let hour = at.hour + span.hours;
  let minute = at.minute + span.minutes;
  let second = at.second ?? 0;
  minute += Math.floor(second / 60);
  second %= 60;
  hour += Math.floor(minute / 60);
  minute %= 60;
  day += Math.floor(hour / 24);
  hour %= 24;
  const monthIndex = (at.year + span.years) * 12 + (at.month - 1) + span.months;
  let year = Math.floor(monthIndex / 12);
  let month = (monthIndex % 12) + 1;
  while (day > daysInMonth(year, month)) {
    day -= daysInMonth(year, month);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return { year, month, day, hour, minute, second };
}

/** `years` later, same clock time; 29 February into a common year becomes 1 March (as `addSpan`). */
export function addYears(at: InstantFields, years: number): Required<InstantFields> {
  return addSpan(at, { years, months: 0, days: 0, hours: 0, minutes: 0 });
}

/**
 * The start of the luck pillars for a birth.
 * @param birth civil date-time of birth, UTC+8 (to the minute).
 * @param forward the direction (see `luckForward`).
 * @param rule how the distance is counted (luckStartRules.ts); default tyme4ts's default.
 */
export function luckStart(
  birth: CivilDateTime,
  forward: boolean,
  rule: LuckStartRule = 'default',
): LuckStart {
  const term = luckTerm(birth, forward);
  const termAt = parseInstant(term.time);
  const seconds = Math.abs(civilSeconds(termAt) - civilSeconds(birth));
  const span = luckSpanOf(rule, birth, termAt, forward, seconds);
  return { rule, forward, term, seconds, span, start: addSpan(birth, span) };
}

/**
 * Direction of the luck pillars: forward for a yang year stem (甲丙戊庚壬) and a male, or a yin
 * year stem and a female; backward otherwise.
 * @param yearStem stem index 0..9 (甲 = 0) of the 立春-based year pillar.
 */
export function luckForward(yearStem: number, gender: 'male' | 'female'): boolean {
  const yang = yearStem % 2 === 0;
  return yang === (gender === 'male');
}

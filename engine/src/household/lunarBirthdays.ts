/**
 * `lunarBirthdays`: the Gregorian dates of a person's lunar birthday (农历生日) over a span of
 * years, with both ages and the rule that placed each one (docs/engine/household.md).
 */
import { civilDate, type CivilDate } from '../calendar/civilDate';
import { nominalAge, westernAge } from './ages';
import { civilDateInMonth, lunarDateOf, lunarMonth, type LunarDate } from './lunarCalendar';
import {
  DEFAULT_LUNAR_BIRTHDAY_RULES,
  type LeapRule,
  type LunarBirthdayRules,
  type ThirtiethRule,
} from './lunarBirthdayOptions';

export interface LunarBirthday {
  /** The Gregorian date of the birthday (the civil date it falls on in China's calendar). */
  readonly date: CivilDate;
  /** The lunar date it is kept on: the lunar year is the key of the event. */
  readonly lunar: LunarDate;
  /** 虚岁 on that day: lunar year - birth lunar year + 1 (`ages.ts`). */
  readonly nominalAge: number;
  /** Completed Gregorian years on that day (`ages.ts`). */
  readonly westernAge: number;
  /** Present when a rule moved or kept the day: which, in English. */
  readonly rule?: string;
}

/** Where a birth's month lands in one lunar year: a month and why, or nothing (skipped). */
function monthIn(lunarYear: number, birth: LunarDate, leap: LeapRule) {
  if (!birth.leap) return { month: lunarMonth(lunarYear, birth.month, false) };
  const leapMonth = lunarMonth(lunarYear, birth.month, true);
  if (leap === 'regular')
    return {
      month: lunarMonth(lunarYear, birth.month, false),
      rule: 'leap-month birth: regular month (rule: always the regular month)',
    };
  if (leapMonth) return { month: leapMonth, rule: 'the year has the leap month' };
  if (leap === 'skip') return { month: undefined };
  return {
    month: lunarMonth(lunarYear, birth.month, false),
    rule: 'no leap month this year, so the regular month',
  };
}

/** The birthday in one lunar year, or undefined when a rule skips it. */
function birthdayIn(
  lunarYear: number,
  birth: LunarDate,
  leap: LeapRule,
  thirtieth: ThirtiethRule,
): { date: CivilDate; lunar: LunarDate; rule?: string } | undefined {
  const { month, rule } = monthIn(lunarYear, birth, leap);
  if (!month) return undefined;
  const rules = rule ? [rule] : [];
  let day = birth.day;
  if (day > month.length) {
    if (thirtieth === 'skip') return undefined;
    day = month.length;
    rules.push('short month: 29th, its last day');
  }
  return {
    date: civilDateInMonth(month, day),
    lunar: { year: lunarYear, month: month.month, day, leap: month.leap },
    ...(rules.length > 0 && { rule: rules.join('; ') }),
  };
}

/**
 * The lunar birthdays that fall in the Gregorian years `fromYear`..`toYear` (inclusive), in date
 * order, one per lunar year after the birth's: a Gregorian year can hold two (a birthday early in
 * the 12th month falls in January of one lunar year and late December of the next) or none.
 *
 * @param birthDate the civil date of birth on the birth place's own clock, as the family wrote it
 * down. Its lunar date is read on the Chinese calendar (China's clock, UTC+8): for a birth abroad
 * the local date is kept, not moved to China's date (ak1ra-lab/lunar-birthday-ical does the same:
 * `Lunar.fromDate` of the local date); the Korean and Vietnamese calendars (UTC+9, UTC+7) can put
 * a month's first day a day apart.
 * @param fromYear first Gregorian year, 1900..2100.
 * @param toYear last Gregorian year, 1900..2100.
 * @param options the leap-month and 30th rules (`LUNAR_BIRTHDAY_OPTIONS`; defaults: the leap month
 * when the year has it, else the regular month; a 30th on a short month's 29th).
 * @throws RangeError for a date or year outside 1900..2100.
 */
export function lunarBirthdays(
  birthDate: CivilDate,
  fromYear: number,
  toYear: number,
  options: LunarBirthdayRules = {},
): LunarBirthday[] {
  const born = civilDate(birthDate.year, birthDate.month, birthDate.day);
  civilDate(fromYear, 1, 1);
  civilDate(toYear, 1, 1);
  const { leap, thirtieth } = { ...DEFAULT_LUNAR_BIRTHDAY_RULES, ...options };
  const birth = lunarDateOf(born);
  const result: LunarBirthday[] = [];
  // Lunar year L runs from late January or February of L into the start of L + 1.
  const first = Math.max(fromYear - 1, birth.year + 1);
  for (let lunarYear = first; lunarYear <= toYear; lunarYear += 1) {
    const day = birthdayIn(lunarYear, birth, leap, thirtieth);
    if (!day || day.date.year < fromYear || day.date.year > toYear) continue;
    result.push({
      ...day,
      nominalAge: nominalAge(birth.year, lunarYear),
      westernAge: westernAge(born, day.date),
    });
  }
  return result;
}

/**
 * Lunar birthdays against the Hong Kong Observatory's tables (solarlunar 3.1.0, derived from HKO's
 * Gregorian-Lunar Calendar Conversion Tables 1901-2100), for every birth in a leap month and every
 * birth on a 30th from 1950 to 2050, under every rule, over a 22-year window (the product's default
 * from 2025, or from the birth year for later births). The expected dates are derived from
 * solarlunar alone: its leap month, month lengths and lunar-to-solar conversion.
 */
import { addDays, epochDay, formatCivilDate, type CivilDate } from '../calendar/civilDate';
import { solarLunar as tables } from '../testing/solarLunar';

/** solarlunar's month lengths too (signatures from its solarlunar.d.ts), beside the shared part. */
const solarLunar = tables as typeof tables & {
  leapDays(year: number): number;
  monthDays(year: number, month: number): number;
};
import { lunarBirthdays } from './lunarBirthdays';
import type { LeapRule, ThirtiethRule } from './lunarBirthdayOptions';
import { lunarDateOf, type LunarDate } from './lunarCalendar';

const RULES: readonly [LeapRule, ThirtiethRule][] = [
  ['leap-or-regular', 'last-day'],
  ['regular', 'skip'],
  ['skip', 'last-day'],
  ['leap-or-regular', 'skip'],
];

/** Every civil date of 1950-2050 whose lunar date is in a leap month or on a 30th. */
function sampleBirths(): { date: CivilDate; lunar: LunarDate }[] {
  const births: { date: CivilDate; lunar: LunarDate }[] = [];
  for (let d: CivilDate = { year: 1950, month: 1, day: 1 }; d.year <= 2050; d = addDays(d, 1)) {
    const lunar = lunarDateOf(d);
    if (lunar.leap || lunar.day === 30) births.push({ date: d, lunar });
  }
  return births;
}

/** The expected birthday in lunar year `year`, from solarlunar only; undefined when skipped. */
function expected(birth: LunarDate, year: number, leap: LeapRule, thirtieth: ThirtiethRule) {
  const leapExists = solarLunar.leapMonth(year) === birth.month;
  if (birth.leap && leap === 'skip' && !leapExists) return undefined;
  const useLeap = birth.leap && leap !== 'regular' && leapExists;
  const length = useLeap ? solarLunar.leapDays(year) : solarLunar.monthDays(year, birth.month);
  if (birth.day > length && thirtieth === 'skip') return undefined;
  const day = Math.min(birth.day, length);
  // solarlunar refuses the 30th of a 30-day leap month whose regular month has 29 days (it
  // checks the regular month's length): the 30th is the day after the 29th.
  const solar = solarLunar.lunar2solar(year, birth.month, Math.min(day, 29), useLeap);
  if (solar === -1) throw new Error(`solarlunar has no ${year}-${birth.month}-${day}`);
  const date = { year: solar.cYear, month: solar.cMonth, day: solar.cDay };
  return formatCivilDate(addDays(date, day - Math.min(day, 29)));
}

describe('lunarBirthdays against the HKO tables (solarlunar)', () => {
  const births = sampleBirths();

  it('samples every leap-month and 30th birth of 1950-2050', () => {
    expect(births.filter((b) => b.lunar.leap).length).toBeGreaterThan(1000);
    expect(births.filter((b) => b.lunar.day === 30).length).toBeGreaterThan(600);
  });

  it.each(RULES)('gives the HKO dates under leap %s, 30th %s', (leap, thirtieth) => {
    const wrong: string[] = [];
    let checked = 0;
    for (const { date, lunar } of births) {
      const from = Math.max(2025, date.year);
      const to = from + 21;
      const got = lunarBirthdays(date, from, to, { leap, thirtieth });
      const byYear = new Map(got.map((b) => [b.lunar.year, formatCivilDate(b.date)]));
      for (let year = Math.max(from - 1, lunar.year + 1); year <= to; year += 1) {
        const want = expected(lunar, year, leap, thirtieth);
        const inWindow =
          want !== undefined && Number(want.slice(0, 4)) >= from && Number(want.slice(0, 4)) <= to;
        const have = byYear.get(year);
        checked += 1;
        if ((inWindow ? want : undefined) !== have)
          wrong.push(`${formatCivilDate(date)} in ${year}: ${have} not ${want}`);
      }
    }
    expect(wrong.slice(0, 10)).toEqual([]);
    expect(checked).toBeGreaterThan(35_000);
  });
});

describe('lunarBirthdays', () => {
  it('counts 虚岁 by lunar years and the Western age by completed years', () => {
    // 1950-03-12 is the 24th of the 1st month of lunar 1950 (HKO).
    const [first] = lunarBirthdays({ year: 1950, month: 3, day: 12 }, 2026, 2026);
    expect(first).toMatchObject({ lunar: { year: 2026, month: 1, day: 24, leap: false } });
    expect(first?.nominalAge).toBe(77);
    // 2026-03-12 is lunar 1-24 (HKO): the birthday and the Gregorian one coincide, so 76.
    expect(first?.date).toEqual({ year: 2026, month: 3, day: 12 });
    expect(first?.westernAge).toBe(76);
  });

  it('can hold two birthdays in one Gregorian year, keyed by their lunar years', () => {
    // Born on the 1st of the 12th month of lunar 2000 (2000-12-26): in 2022 the 12th month of
    // lunar 2021 begins on 2022-01-03 and that of lunar 2022 on 2022-12-23 (HKO).
    const days = lunarBirthdays({ year: 2000, month: 12, day: 26 }, 2022, 2022);
    expect(days.map((d) => [d.lunar.year, formatCivilDate(d.date)])).toEqual([
      [2021, '2022-01-03'],
      [2022, '2022-12-23'],
    ]);
    expect(days.map((d) => epochDay(d.date))).toEqual(
      [...days.map((d) => epochDay(d.date))].sort(),
    );
  });

  it('refuses years outside 1900..2100', () => {
    expect(() => lunarBirthdays({ year: 1990, month: 1, day: 1 }, 2000, 2101)).toThrow(RangeError);
  });
});

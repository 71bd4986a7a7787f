/**
 * The leap-month and 30th rules against the documented behaviour of the tools issue 44 cites,
 * read in their repositories (2026-11-28):
 * - ak1ra-lab/lunar-birthday-ical (df089b6), `get_future_solar_datetime` in
 *   src/lunar_birthday_ical/utils.py: "If the original date falls in a leap month, check if the
 *   target_year has the same leap month. If so, use the leap month; otherwise, use the
 *   corresponding non-leap month", and `min(lunar_date.getDay(), target_lunar_month.getDayCount())`;
 * - haeward/lunar-birthdays (581d65a), lunar_birthdays.py: `Lunar(year, month, day, isleap=False)`,
 *   and a `DateNotExist` (a 30th in a 29-day month) skips the year;
 * - "only leap month": xwjdsh/lunar pull request 2 ("config leap month (none-limit / only leap
 *   month / only not leap month)"); infinet/lunar-calendar (6d9be1e), which issue 44 names for it,
 *   has no birthdays in its README or code.
 * Dates from the HKO tables: 2023-03-22 is 闰二月初一 of 2023; 2024 has no leap month 2 (its 2nd
 * month begins 2024-03-10); 2042 has 闰二月 (2nd month from 2042-02-20, leap 2nd from 2042-03-22).
 * 2025-02-27 is the 30th of the 1st month of 2025; the 1st months of 2030 and 2031 have 29 days.
 */
import { formatCivilDate } from '../calendar/civilDate';
import { lunarBirthdays } from './lunarBirthdays';
import { LUNAR_BIRTHDAY_OPTIONS } from './lunarBirthdayOptions';

const LEAP_BIRTH = { year: 2023, month: 3, day: 22 };
const THIRTIETH_BIRTH = { year: 2025, month: 2, day: 27 };

const datesOf = (days: ReturnType<typeof lunarBirthdays>) =>
  days.map((d) => formatCivilDate(d.date));

describe('the leap-month rule', () => {
  it('ak1ra-lab/lunar-birthday-ical (default): the leap month when the year has it, else the regular month', () => {
    const [y2024] = lunarBirthdays(LEAP_BIRTH, 2024, 2024);
    expect(y2024).toMatchObject({
      date: { year: 2024, month: 3, day: 10 },
      lunar: { month: 2, day: 1, leap: false },
      rule: 'no leap month this year, so the regular month',
    });
    const [y2042] = lunarBirthdays(LEAP_BIRTH, 2042, 2042, { leap: 'leap-or-regular' });
    expect(y2042).toMatchObject({
      date: { year: 2042, month: 3, day: 22 },
      lunar: { month: 2, day: 1, leap: true },
      rule: 'the year has the leap month',
    });
  });

  it('haeward/lunar-birthdays: always the regular month', () => {
    const [y2042] = lunarBirthdays(LEAP_BIRTH, 2042, 2042, { leap: 'regular' });
    expect(y2042?.date).toEqual({ year: 2042, month: 2, day: 20 });
    expect(y2042?.lunar.leap).toBe(false);
  });

  it('only the leap month: no event in the years without it', () => {
    expect(datesOf(lunarBirthdays(LEAP_BIRTH, 2024, 2060, { leap: 'skip' }))).toEqual([
      '2042-03-22',
    ]);
  });

  it('leaves a regular-month birth in its month under every rule', () => {
    for (const leap of ['leap-or-regular', 'regular', 'skip'] as const) {
      const days = lunarBirthdays({ year: 2023, month: 2, day: 20 }, 2042, 2042, { leap });
      expect(days.map((d) => [formatCivilDate(d.date), d.lunar.leap, d.rule])).toEqual([
        ['2042-02-20', false, undefined],
      ]);
    }
  });
});

describe('the 30th rule', () => {
  it('ak1ra-lab/lunar-birthday-ical (default): the 29th when the month is short', () => {
    const days = lunarBirthdays(THIRTIETH_BIRTH, 2029, 2032);
    expect(days.map((d) => [formatCivilDate(d.date), d.lunar.day, d.rule])).toEqual([
      ['2029-03-14', 30, undefined],
      ['2030-03-03', 29, 'short month: 29th, its last day'],
      ['2031-02-20', 29, 'short month: 29th, its last day'],
      ['2032-03-11', 30, undefined],
    ]);
  });

  it('haeward/lunar-birthdays: no event in the years the month is short', () => {
    const days = lunarBirthdays(THIRTIETH_BIRTH, 2029, 2032, { thirtieth: 'skip' });
    expect(datesOf(days)).toEqual(['2029-03-14', '2032-03-11']);
  });
});

describe('LUNAR_BIRTHDAY_OPTIONS', () => {
  it('lists every rule with its label, Chinese, meaning and source, the default first', () => {
    expect(LUNAR_BIRTHDAY_OPTIONS.leap.choices.map((c) => c.value)).toEqual([
      'leap-or-regular',
      'regular',
      'skip',
    ]);
    expect(LUNAR_BIRTHDAY_OPTIONS.thirtieth.choices.map((c) => c.value)).toEqual([
      'last-day',
      'skip',
    ]);
    for (const option of [LUNAR_BIRTHDAY_OPTIONS.leap, LUNAR_BIRTHDAY_OPTIONS.thirtieth])
      for (const choice of option.choices)
        for (const field of [choice.label, choice.zh, choice.meaning, choice.source])
          expect(field.length).toBeGreaterThan(1);
  });
});

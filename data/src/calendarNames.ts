/**
 * Names of the calendar units, keyed exactly as lunar-javascript 1.7.7 emits them:
 * - `lunarMonths`: `Lunar#getMonthInChinese()` for ordinary months (`LunarUtil.MONTH`), 正 to 腊;
 * - `leapLunarMonths`: the same getter for leap months, which it prefixes with 闰 (闰二, 闰冬...);
 * - `lunarDays`: `Lunar#getDayInChinese()` (`LunarUtil.DAY`), 初一 to 三十;
 * - `weekdays`: `Solar#getWeekInChinese()` / `Lunar#getWeekInChinese()` (`SolarUtil.WEEK`),
 *   日 (Sunday) to 六 (Saturday).
 *
 * Sources: the conventional names of the Chinese lunisolar calendar (正月, 冬月, 腊月, 初一 ...,
 * 星期日 ...); English month names by number, as in English-language Chinese calendars.
 */
import type { Glossary, Term } from './types';

export interface LunarMonthTerm extends Term {
  /** Month number as `Lunar#getMonth()` returns it: 1-12, negative for a leap month. */
  readonly month: number;
}

export interface LunarDayTerm extends Term {
  /** Day of the lunar month, 1-30 (`Lunar#getDay()`). */
  readonly day: number;
}

export interface WeekdayTerm extends Term {
  /** Day of the week as `Solar#getWeek()` returns it: 0 = Sunday ... 6 = Saturday. */
  readonly day: number;
}

export const lunarMonths: Glossary<LunarMonthTerm> = {
  正: {
    en: 'First Month',
    month: 1,
    icon: 'lunar-month-1',
    description: 'Called the Principal Month; it opens the lunar year with the Spring Festival.',
  },
  二: { en: 'Second Month', month: 2, icon: 'lunar-month-2' },
  三: { en: 'Third Month', month: 3, icon: 'lunar-month-3' },
  四: { en: 'Fourth Month', month: 4, icon: 'lunar-month-4' },
  五: { en: 'Fifth Month', month: 5, icon: 'lunar-month-5' },
  六: { en: 'Sixth Month', month: 6, icon: 'lunar-month-6' },
  七: { en: 'Seventh Month', month: 7, icon: 'lunar-month-7' },
  八: { en: 'Eighth Month', month: 8, icon: 'lunar-month-8' },
  九: { en: 'Ninth Month', month: 9, icon: 'lunar-month-9' },
  十: { en: 'Tenth Month', month: 10, icon: 'lunar-month-10' },
  冬: {
    en: 'Eleventh Month',
    month: 11,
    icon: 'lunar-month-11',
    description: 'Called the Winter Month; it holds the winter solstice.',
  },
  腊: {
    en: 'Twelfth Month',
    month: 12,
    icon: 'lunar-month-12',
    description: "Called the La Month, after the year-end La sacrifice; it ends on New Year's Eve.",
  },
};

export const leapLunarMonths: Glossary<LunarMonthTerm> = {
  闰正: {
    en: 'Leap First Month',
    month: -1,
    icon: 'lunar-month-leap-1',
    description: 'An inserted month that repeats the first month.',
  },
  闰二: {
    en: 'Leap Second Month',
    month: -2,
    icon: 'lunar-month-leap-2',
    description: 'An inserted month that repeats the second month.',
  },
  闰三: {
    en: 'Leap Third Month',
    month: -3,
    icon: 'lunar-month-leap-3',
    description: 'An inserted month that repeats the third month.',
  },
  闰四: {
    en: 'Leap Fourth Month',
    month: -4,
    icon: 'lunar-month-leap-4',
    description: 'An inserted month that repeats the fourth month.',
  },
  闰五: {
    en: 'Leap Fifth Month',
    month: -5,
    icon: 'lunar-month-leap-5',
    description: 'An inserted month that repeats the fifth month.',
  },
  闰六: {
    en: 'Leap Sixth Month',
    month: -6,
    icon: 'lunar-month-leap-6',
    description: 'An inserted month that repeats the sixth month.',
  },
  闰七: {
    en: 'Leap Seventh Month',
    month: -7,
    icon: 'lunar-month-leap-7',
    description: 'An inserted month that repeats the seventh month.',
  },
  闰八: {
    en: 'Leap Eighth Month',
    month: -8,
    icon: 'lunar-month-leap-8',
    description: 'An inserted month that repeats the eighth month.',
  },
  闰九: {
    en: 'Leap Ninth Month',
    month: -9,
    icon: 'lunar-month-leap-9',
    description: 'An inserted month that repeats the ninth month.',
  },
  闰十: {
    en: 'Leap Tenth Month',
    month: -10,
    icon: 'lunar-month-leap-10',
    description: 'An inserted month that repeats the tenth month.',
  },
  闰冬: {
    en: 'Leap Eleventh Month',
    month: -11,
    icon: 'lunar-month-leap-11',
    description: 'An inserted month that repeats the eleventh month.',
  },
  闰腊: {
    en: 'Leap Twelfth Month',
    month: -12,
    icon: 'lunar-month-leap-12',
    description: 'An inserted month that repeats the twelfth month.',
  },
};

export const lunarDays: Glossary<LunarDayTerm> = {
  初一: {
    en: 'Day 1',
    day: 1,
    icon: 'lunar-day-1',
    description: 'The first day of the month, at the new moon.',
  },
  初二: { en: 'Day 2', day: 2, icon: 'lunar-day-2' },
  初三: { en: 'Day 3', day: 3, icon: 'lunar-day-3' },
  初四: { en: 'Day 4', day: 4, icon: 'lunar-day-4' },
  初五: { en: 'Day 5', day: 5, icon: 'lunar-day-5' },
  初六: { en: 'Day 6', day: 6, icon: 'lunar-day-6' },
  初七: { en: 'Day 7', day: 7, icon: 'lunar-day-7' },
  初八: { en: 'Day 8', day: 8, icon: 'lunar-day-8' },
  初九: { en: 'Day 9', day: 9, icon: 'lunar-day-9' },
  初十: { en: 'Day 10', day: 10, icon: 'lunar-day-10' },
  十一: { en: 'Day 11', day: 11, icon: 'lunar-day-11' },
  十二: { en: 'Day 12', day: 12, icon: 'lunar-day-12' },
  十三: { en: 'Day 13', day: 13, icon: 'lunar-day-13' },
  十四: { en: 'Day 14', day: 14, icon: 'lunar-day-14' },
  十五: {
    en: 'Day 15',
    day: 15,
    icon: 'lunar-day-15',
    description: 'The fifteenth day, at or near the full moon.',
  },
  十六: { en: 'Day 16', day: 16, icon: 'lunar-day-16' },
  十七: { en: 'Day 17', day: 17, icon: 'lunar-day-17' },
  十八: { en: 'Day 18', day: 18, icon: 'lunar-day-18' },
  十九: { en: 'Day 19', day: 19, icon: 'lunar-day-19' },
  二十: { en: 'Day 20', day: 20, icon: 'lunar-day-20' },
  廿一: { en: 'Day 21', day: 21, icon: 'lunar-day-21' },
  廿二: { en: 'Day 22', day: 22, icon: 'lunar-day-22' },
  廿三: { en: 'Day 23', day: 23, icon: 'lunar-day-23' },
  廿四: { en: 'Day 24', day: 24, icon: 'lunar-day-24' },
  廿五: { en: 'Day 25', day: 25, icon: 'lunar-day-25' },
  廿六: { en: 'Day 26', day: 26, icon: 'lunar-day-26' },
  廿七: { en: 'Day 27', day: 27, icon: 'lunar-day-27' },
  廿八: { en: 'Day 28', day: 28, icon: 'lunar-day-28' },
  廿九: { en: 'Day 29', day: 29, icon: 'lunar-day-29' },
  三十: {
    en: 'Day 30',
    day: 30,
    icon: 'lunar-day-30',
    description: 'The last day of a 30-day (long) month.',
  },
};

export const weekdays: Glossary<WeekdayTerm> = {
  日: { en: 'Sunday', day: 0, icon: 'weekday-sun' },
  一: { en: 'Monday', day: 1, icon: 'weekday-mon' },
  二: { en: 'Tuesday', day: 2, icon: 'weekday-tue' },
  三: { en: 'Wednesday', day: 3, icon: 'weekday-wed' },
  四: { en: 'Thursday', day: 4, icon: 'weekday-thu' },
  五: { en: 'Friday', day: 5, icon: 'weekday-fri' },
  六: { en: 'Saturday', day: 6, icon: 'weekday-sat' },
};

/**
 * How a lunar birthday is kept when its month or day is missing from a year: the two rules where
 * the tools people use disagree (issue 44), each a named option with its source, as the school
 * options are (`schools/options.ts`): the person's form shows the label, the Chinese, the meaning
 * and the source.
 */

/**
 * A birth in a leap month (闰月), in a lunar year:
 * - `leap-or-regular` (default): the leap month when the year has a leap month of the same number,
 *   the regular month of that number otherwise (ak1ra-lab/lunar-birthday-ical,
 *   `get_future_solar_datetime` in src/lunar_birthday_ical/utils.py);
 * - `regular`: always the regular month of that number, even in a year with the same leap month
 *   (haeward/lunar-birthdays: `Lunar(year, month, day, isleap=False)` in lunar_birthdays.py);
 * - `skip`: only the leap month; no event in a year without it (the "only leap month" setting of
 *   xwjdsh/lunar, pull request 2; issue 44 attributes it to infinet/lunar-calendar, whose README
 *   and code have no birthdays).
 */
export type LeapRule = 'leap-or-regular' | 'regular' | 'skip';

/**
 * A birth on the 30th when that year's month has 29 days:
 * - `last-day` (default): the month's last day, the 29th (ak1ra-lab/lunar-birthday-ical:
 *   `min(day, month.getDayCount())`);
 * - `skip`: no event that year (haeward/lunar-birthdays: lunarcalendar's `DateNotExist` is caught
 *   and the year skipped with a warning).
 */
export type ThirtiethRule = 'last-day' | 'skip';

export interface LunarBirthdayRules {
  readonly leap?: LeapRule;
  readonly thirtieth?: ThirtiethRule;
}

export const DEFAULT_LUNAR_BIRTHDAY_RULES: Required<LunarBirthdayRules> = {
  leap: 'leap-or-regular',
  thirtieth: 'last-day',
};

export interface LunarBirthdayChoice<V extends string> {
  readonly value: V;
  /** Short English label. */
  readonly label: string;
  /** Chinese name. */
  readonly zh: string;
  /** What it does, one or two sentences. */
  readonly meaning: string;
  /** Where the rule is written down or implemented. */
  readonly source: string;
}

export interface LunarBirthdayOption<V extends string> {
  readonly field: 'leap' | 'thirtieth';
  readonly label: string;
  readonly zh: string;
  readonly choices: readonly LunarBirthdayChoice<V>[];
}

/** The two rules with their choices, default first, for the person's form and the docs. */
export const LUNAR_BIRTHDAY_OPTIONS: {
  readonly leap: LunarBirthdayOption<LeapRule>;
  readonly thirtieth: LunarBirthdayOption<ThirtiethRule>;
} = {
  leap: {
    field: 'leap',
    label: 'Birthday in a leap month',
    zh: '闰月生日',
    choices: [
      {
        value: 'leap-or-regular',
        label: 'Leap month if the year has one',
        zh: '有闰过闰，无闰过平月',
        meaning:
          'In a year with the same leap month the birthday is in the leap month; in every other year it is in the regular month of that number.',
        source: 'the lunar-birthday-ical tool (ak1ra-lab on GitHub)',
      },
      {
        value: 'regular',
        label: 'Always the regular month',
        zh: '只过平月',
        meaning:
          'The birthday is always in the regular month of that number, even in a year that repeats it as a leap month.',
        source: 'the lunar-birthdays tool (haeward on GitHub), which never reads a leap month',
      },
      {
        value: 'skip',
        label: 'Only in the leap month',
        zh: '只过闰月',
        meaning:
          'The birthday is kept only in years with the same leap month; other years have no event.',
        source: 'the “only leap month” setting of the lunar tool (xwjdsh on GitHub)',
      },
    ],
  },
  thirtieth: {
    field: 'thirtieth',
    label: 'Birthday on the 30th in a 29-day month',
    zh: '三十日生日遇小月',
    choices: [
      {
        value: 'last-day',
        label: 'The month’s last day (the 29th)',
        zh: '小月过廿九',
        meaning: 'When the month has 29 days, the birthday is on its last day, the 29th.',
        source:
          'the lunar-birthday-ical tool (ak1ra-lab on GitHub), which keeps the day within the month',
      },
      {
        value: 'skip',
        label: 'No birthday that year',
        zh: '小月不过',
        meaning: 'When the month has 29 days, that year has no birthday event.',
        source: 'the lunar-birthdays tool (haeward on GitHub), which skips a year without the day',
      },
    ],
  },
};

/**
 * `tongshu lunar-birthdays <birth date> [--years N] [--from YEAR] [--leap RULE] [--thirtieth RULE]
 * [--json]`: the next lunar birthdays (农历生日) of a birth, with both ages and the rule that moved
 * or kept each one (issue 44; engine `lunarBirthdays`, docs/engine/household.md).
 */
import { Command, Option } from 'commander';
import { weekdays } from '@tongshu/data';
import {
  formatCivilDate,
  LUNAR_BIRTHDAY_OPTIONS,
  lunarBirthdays,
  lunarDateOf,
  lunarDateText,
  parseCivilDate,
  type CivilDate,
  type LeapRule,
  type LunarBirthday,
  type LunarBirthdayOption,
  type LunarDate,
  type ThirtiethRule,
} from '@tongshu/engine';
import { withExamples } from './examples';
import { almanacToday } from './day';
import { renderTable } from '../format/table';
import { fitLines, TERMINAL } from '../format/lines';

/** The last year the almanac's tables reach (engine: 1900..2100). */
const LAST_YEAR = 2100;

/** Most birthdays one call lists: a lifetime and more. */
const MAX_YEARS = 120;

function weekdayOf(date: CivilDate): string {
  const day = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return Object.values(weekdays).find((w) => w.day === day)?.en ?? String(day);
}

/** `leap-or-regular (leap month when the year has it, else the regular month), regular (...)`. */
function choicesText<V extends string>(option: LunarBirthdayOption<V>): string {
  return option.choices.map((c) => `${c.value} (${c.label.toLowerCase()})`).join(', ');
}

const choiceLabel = <V extends string>(option: LunarBirthdayOption<V>, value: V) =>
  option.choices.find((c) => c.value === value)?.label ?? value;

/** A whole number within bounds, or a RangeError naming the flag. */
function wholeOf(flag: string, text: string, min: number, max: number): number {
  const value = Number(text);
  if (!/^\d+$/.test(text.trim()) || value < min || value > max)
    throw new RangeError(`${flag} must be a whole number from ${min} to ${max}: ${text}`);
  return value;
}

/** The birthdays as text: the birth's lunar date, the rules, and a ruled table. */
export function formatLunarBirthdays(
  birthDate: CivilDate,
  birth: LunarDate,
  rules: { leap: LeapRule; thirtieth: ThirtiethRule },
  days: readonly LunarBirthday[],
  wanted: number,
): string {
  const rows = days.map((b) => [
    formatCivilDate(b.date),
    weekdayOf(b.date),
    lunarDateText(b.lunar).replace(' (', '\n('),
    `${b.westernAge}\n虚岁 ${b.nominalAge}`,
    b.rule ?? '',
  ]);
  const lines = [
    `Born ${formatCivilDate(birthDate)}: ${lunarDateText(birth)}, lunar year ${birth.year}`,
    ...(birth.leap
      ? [`Leap-month birth: ${choiceLabel(LUNAR_BIRTHDAY_OPTIONS.leap, rules.leap).toLowerCase()}`]
      : []),
    ...(birth.day === 30
      ? [
          `30th in a 29-day month: ${choiceLabel(LUNAR_BIRTHDAY_OPTIONS.thirtieth, rules.thirtieth)}`,
        ]
      : []),
    'Dates on China’s calendar. Ages: completed years, and 虚岁 (nominal).',
  ];
  const short =
    days.length < wanted ? [`Only ${days.length} by ${LAST_YEAR}, the tables’ last year.`] : [];
  return [
    fitLines(lines.join('\n')),
    renderTable([['Date', 'Weekday', 'Lunar date', 'Age', 'Note'], ...rows], {
      maxColumnWidth: [10, 9, 19, 7, 40],
      width: TERMINAL,
      ruled: true,
    }),
    ...short,
  ].join('\n');
}

/** The JSON: the birth's lunar date, the rules, and each birthday with its dates and ages. */
function asJson(
  birthDate: CivilDate,
  birth: LunarDate,
  rules: { leap: LeapRule; thirtieth: ThirtiethRule },
  days: readonly LunarBirthday[],
) {
  return {
    birth: { date: formatCivilDate(birthDate), lunar: birth, lunarText: lunarDateText(birth) },
    rules,
    birthdays: days.map((b) => ({
      date: formatCivilDate(b.date),
      weekday: weekdayOf(b.date),
      lunar: b.lunar,
      lunarText: lunarDateText(b.lunar),
      westernAge: b.westernAge,
      nominalAge: b.nominalAge,
      ...(b.rule === undefined ? {} : { rule: b.rule }),
    })),
  };
}

export function lunarBirthdaysCommand(write: (text: string) => void, now: () => Date): Command {
  const { leap, thirtieth } = LUNAR_BIRTHDAY_OPTIONS;
  return withExamples(new Command('lunar-birthdays'), [
    'tongshu lunar-birthdays 1950-03-12',
    'tongshu lunar-birthdays 2020-06-15 --from 2056 --years 5 --leap regular',
    'tongshu lunar-birthdays 1990-03-26 --thirtieth skip --json',
  ])
    .description('the next lunar birthdays (农历生日) of a birth, with both ages')
    .argument('<date>', 'birth date YYYY-MM-DD or YYYYMMDD, 1900-2100, as written down')
    .option('--years <n>', 'how many birthdays to list', '10')
    .option('--from <year>', "first Gregorian year (default: this year, China's clock)")
    .addOption(
      new Option('--leap <rule>', `a leap-month birth (${leap.zh}): ${choicesText(leap)}`)
        .choices(leap.choices.map((c) => c.value))
        .default(leap.choices[0]?.value),
    )
    .addOption(
      new Option(
        '--thirtieth <rule>',
        `a 30th in a 29-day month (${thirtieth.zh}): ${choicesText(thirtieth)}`,
      )
        .choices(thirtieth.choices.map((c) => c.value))
        .default(thirtieth.choices[0]?.value),
    )
    .option('--json', 'print the birthdays as JSON')
    .action(
      (
        dateText: string,
        options: {
          years: string;
          from?: string;
          leap: LeapRule;
          thirtieth: ThirtiethRule;
          json?: boolean;
        },
      ) => {
        const birthDate = parseCivilDate(dateText.trim());
        const wanted = wholeOf('--years', options.years, 1, MAX_YEARS);
        const from =
          options.from === undefined
            ? almanacToday(now()).year
            : wholeOf('--from', options.from, 1900, LAST_YEAR);
        const rules = { leap: options.leap, thirtieth: options.thirtieth };
        // A rule that skips years (an only-leap-month birth) can leave decades empty: read to the
        // tables' end and keep the first ones.
        const days = lunarBirthdays(birthDate, from, LAST_YEAR, rules).slice(0, wanted);
        const birth = lunarDateOf(birthDate);
        write(
          options.json
            ? JSON.stringify(asJson(birthDate, birth, rules, days), null, 2)
            : formatLunarBirthdays(birthDate, birth, rules, days, wanted),
        );
      },
    );
}

/**
 * `tongshu schools bazi|day|qimen ...`: where the schools differ on a birth, a day or a Qi Men
 * chart (docs/engine/schools-differences.md), with the same inputs as `bazi`, `day` and `qimen`:
 * each field that changes, its value under each choice of the option (the school in force first,
 * marked `*`), one sentence of why and the source. Text fits 80 columns; `--json` prints the
 * engine's answer.
 */
import { Command } from 'commander';
import {
  SCHOOL_OPTIONS,
  baziDifferences,
  dayDifferences,
  parseCivilDate,
  qimenDifferences,
  schoolStamp,
  type QimenKind,
  type SchoolDifference,
  type SchoolDifferences,
} from '@tongshu/engine';
import { baziInputOf, withBaziInputs, type BaziInputOptions } from './baziInputs';
import { almanacToday } from './day';
import { withExamples } from './examples';
import { qimenInputOf, withQimenInputs, type QimenInputOptions } from './qimen';
import {
  dayChangeOf,
  dayStarRuleOf,
  starFlightOf,
  withDayChange,
  withStarSchool,
  withYearStart,
  yearStartOf,
} from './schoolOptions';
import { displayWidth } from '../format/table';
import { hanging, TERMINAL } from '../format/lines';

const INDENT = '  ';

function optionName(difference: SchoolDifference): string {
  const option = SCHOOL_OPTIONS[difference.option];
  return `${option.label} (${option.zh})`;
}

/** A block a difference: the field and its option, a line a school, then why and source. */
function differenceText(difference: SchoolDifference): string[] {
  const labels = difference.values.map((v, i) => `${i === 0 ? '* ' : '  '}${v.label}`);
  const width = Math.min(Math.max(...labels.map(displayWidth)) + 2, TERMINAL / 2);
  const rows = difference.values.flatMap((v, i) => {
    const label = labels[i] as string;
    const head = INDENT + label + ' '.repeat(Math.max(1, width - displayWidth(label)));
    return displayWidth(head) > TERMINAL / 2 + 4
      ? [INDENT + label, ...hanging(INDENT.repeat(3), v.value)]
      : hanging(head, v.value);
  });
  return [
    `${difference.field}: ${optionName(difference)}`,
    ...rows,
    ...hanging(`${INDENT}Why: `, difference.why),
    ...hanging(`${INDENT}Source: `, difference.source),
  ];
}

/** The differences as text: the school in force, what is compared, then a block each. */
export function formatDifferences(result: SchoolDifferences, subject: string): string {
  const compared = result.compared.map((field) => SCHOOL_OPTIONS[field]);
  const head =
    compared.length > 0
      ? [
          ...hanging('School in force: ', schoolStamp(result.school, result.compared)),
          ...hanging('Compared: ', compared.map((o) => `${o.label} (${o.zh})`).join(', ')),
        ]
      : [`Compared: nothing, no school option changes a ${subject}.`];
  const body =
    result.differences.length > 0
      ? result.differences.map((d) => differenceText(d).join('\n'))
      : compared.length > 0
        ? [`Every school compared gives the same ${subject}.`]
        : [];
  return [head.join('\n'), ...body].join('\n\n');
}

/** `{ differences, school, compared }`, as the API serves it. */
function json(result: SchoolDifferences): string {
  const { differences, school, compared } = result;
  return JSON.stringify({ differences, school, compared }, null, 2);
}

type Write = (text: string) => void;

interface Json {
  readonly json?: boolean;
}

function print(write: Write, result: SchoolDifferences, subject: string, asJson?: boolean): void {
  write(asJson ? json(result) : formatDifferences(result, subject));
}

function baziSubcommand(write: Write): Command {
  return withBaziInputs(new Command('bazi'))
    .description(
      'where the schools differ on a birth: day and hour pillars, luck start, Heavenly Noble (天乙贵人), stem clashes',
    )
    .option('--json', 'print the differences as JSON')
    .action((date: string, time: string | undefined, options: BaziInputOptions & Json) => {
      const input = baziInputOf(date, time, options);
      print(write, baziDifferences(input.birth, input.options), 'chart', options.json);
    });
}

/** The school flags of `schools day`, as commander reads them. */
interface DayFlags {
  readonly dayChange: string;
  readonly yearStart: string;
  readonly dayStar: string;
  readonly flight: string;
}

function daySubcommand(write: Write, now: () => Date): Command {
  return withStarSchool(withYearStart(withDayChange(new Command('day'))))
    .description(
      "where the schools differ on a day: the Rat hour, the almanac year, the year's and the day's flying stars and the grids' flight",
    )
    .argument('[date]', 'date as YYYY-MM-DD or YYYYMMDD, 1900-2100 (default: today in China)')
    .option('--json', 'print the differences as JSON')
    .action((date: string | undefined, options: Json & DayFlags) => {
      const civil = date === undefined ? almanacToday(now()) : parseCivilDate(date);
      const school = {
        dayChange: dayChangeOf(options.dayChange),
        yearStart: yearStartOf(options.yearStart),
        dayStarRule: dayStarRuleOf(options.dayStar),
        starFlight: starFlightOf(options.flight),
      };
      print(write, dayDifferences(civil, school), 'day', options.json);
    });
}

function qimenSubcommand(write: Write): Command {
  return withQimenInputs(new Command('qimen'))
    .description('where the schools differ on a Qi Men chart: pillars, ju, stars, doors')
    .option('--json', 'print the differences as JSON')
    .action((kind: QimenKind, when: string, options: QimenInputOptions & Json) => {
      const input = qimenInputOf(kind, when, options);
      print(write, qimenDifferences(kind, input.at, input.options), `${kind} chart`, options.json);
    });
}

/**
 * The `schools` command and its `bazi`, `day` and `qimen` subcommands. Bad input throws
 * RangeError, which the CLI's `main` turns into one line and exit code 2.
 */
export function schoolsCommand(write: Write, now: () => Date): Command {
  return withExamples(new Command('schools'), [
    'tongshu schools bazi 2024-02-09 23:30 --gender male',
    'tongshu schools day 2024-02-09 --json',
    'tongshu schools day 2026-11-28 --day-star six-segments',
    'tongshu schools qimen hour 2024-02-09 --hour 23 --day-change 00:00',
  ])
    .description('where the schools differ on a birth, a day or a Qi Men chart, and why')
    .addCommand(baziSubcommand(write))
    .addCommand(daySubcommand(write, now))
    .addCommand(qimenSubcommand(write));
}

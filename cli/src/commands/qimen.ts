/** `tongshu qimen hour|day|month|year <date or date-time>`: a Qi Men chart as a 3x3 grid. */
import { Argument, Command, Option } from 'commander';
import { shenSha } from '@tongshu/data';
import {
  englishQimenChart,
  parseCivilDateTime,
  parseZone,
  qimenChart,
  qimenHourSlot,
  type Formation,
  type QimenBoard,
  type QimenChart,
  type QimenKind,
  type QimenOptions,
  type CivilDateTime,
} from '@tongshu/engine';
import { withExamples } from './examples';
import {
  dayChangeOf,
  qimenMethodOf,
  qimenPlateOf,
  withDayChange,
  withQimenSchool,
} from './schoolOptions';
import { renderTable } from '../format/table';
import { TERMINAL } from '../format/lines';
import type { Language } from './day';

type PalaceKey = 'n' | 'ne' | 'e' | 'se' | 's' | 'sw' | 'w' | 'nw';

/** South at the top, as Chinese charts are drawn. */
const GRID: readonly (readonly (PalaceKey | null)[])[] = [
  ['se', 's', 'sw'],
  ['e', null, 'w'],
  ['ne', 'n', 'nw'],
];

/** 驿马 as the Bazi reading and the API name it: `Travelling Horse (驿马)` (the data's glossary). */
const HORSE = `${shenSha['驿马']?.en ?? 'Horse'} (驿马)`;

function field(board: QimenBoard, palace: PalaceKey, name: string): string {
  const value = (board as unknown as Record<string, unknown>)[`${palace}_${name}`];
  return value === undefined ? '' : String(value);
}

function cell(
  board: QimenBoard,
  palace: PalaceKey,
  formations: readonly Formation[],
  language: Language,
): string {
  const withHidden = (name: string) => {
    const hidden = field(board, palace, `${name}_hidden`);
    return hidden ? `${field(board, palace, name)} + ${hidden}` : field(board, palace, name);
  };
  const names = formations.map((f) => (language === 'en' ? f.en : f.zh));
  return [
    `${palace.toUpperCase()} ${field(board, palace, 'loushu')} ${field(board, palace, 'trigram')} (${field(board, palace, 'element')})`,
    // The horse (驿马) is marked in its palace, as the pages badge it.
    ...(board.horse_palace === palace ? [`${HORSE}: ${board.horse_star}`] : []),
    `Heaven: ${withHidden('heaven_stem')}`,
    `Earth: ${withHidden('earth_stem')}`,
    `Star: ${field(board, palace, 'star')}`,
    `Door: ${field(board, palace, 'door')} (${field(board, palace, 'door_interaction')})`,
    `Deity: ${field(board, palace, 'deity')}`,
    ...(names.length > 0 ? [`Formations: ${names.join(', ')}`] : []),
  ].join('\n');
}

function summary(board: QimenBoard, zone: string): string {
  const pillars = [
    ['Year', board.gz_year],
    ['Month', board.gz_month],
    ['Day', board.gz_day],
    ['Hour', board.gz_hour],
  ].filter(([, value]) => value !== undefined) as string[][];
  const flags = [
    board.fu_yin_star && 'stars Fu Yin',
    board.fan_yin_star && 'stars Fan Yin',
    board.fu_yin_door && 'doors Fu Yin',
    board.fan_yin_door && 'doors Fan Yin',
  ].filter(Boolean);
  return renderTable(
    [
      ['Chart for', `${board.date} (${zone} clock)`],
      ...pillars,
      ['Dun / Ju', `${board.ju_type} ${board.ju_number} (${board.yuan})`],
      ['Lead stem / Lead star / Envoy', `${board.lead_stem} / ${board.lead_star} / ${board.envoy}`],
      [HORSE, `${board.horse_star} (${board.horse_palace.toUpperCase()})`],
      [
        'Void',
        board.void.join(', ') + (board.day_void ? `; day void ${board.day_void.join(', ')}` : ''),
      ],
      ['Fu Yin / Fan Yin', flags.length > 0 ? flags.join(', ') : 'none'],
    ],
    { maxColumnWidth: 60, width: TERMINAL },
  );
}

/**
 * The chart as text: a summary naming the clock of `zone` the chart's time is on, and the 3x3 grid
 * (centre empty: it lodges in SW).
 */
export function formatQimen(chart: QimenChart, language: Language, zone: string): string {
  const shown = language === 'en' ? englishQimenChart(chart) : chart;
  const board = shown.qm_day ?? shown.qm_month ?? shown.qm_year;
  if (!board) throw new Error('chart has no board');
  const rows = GRID.map((row) =>
    row.map((palace) =>
      palace === null
        ? '(centre, lodged in SW)'
        : cell(board, palace, chart.special_formation[palace], language),
    ),
  );
  return [
    summary(board, zone),
    renderTable([['South-east', 'South', 'South-west'], ...rows], {
      maxColumnWidth: 34,
      width: TERMINAL,
    }),
  ].join('\n\n');
}

/** The `--hour` flag's hour, 0-23. @throws RangeError naming the flag for anything else. */
export function hourOption(text: string): number {
  const hour = Number(text);
  if (!Number.isInteger(hour) || hour < 0 || hour > 23)
    throw new RangeError(`--hour must be an integer 0-23: ${text}`);
  return hour;
}

/** The flags of a chart as `qimen` and `schools qimen` take it. */
export interface QimenInputOptions {
  readonly hour?: string;
  readonly tz: string;
  readonly dayChange: string;
  readonly method: string;
  readonly plate: string;
}

/** Adds the chart arguments (kind, time) and flags (hour, zone, day change, method, plate). */
export function withQimenInputs(command: Command): Command {
  return withQimenSchool(
    withDayChange(
      command
        .addArgument(new Argument('<kind>', 'chart kind').choices(['hour', 'day', 'month', 'year']))
        .argument('<when>', 'date YYYY-MM-DD, optionally with a time HH:mm (default 12:00)')
        .option('--hour <hour>', 'hour 0-23 for an hour chart; mapped to its odd-hour slot')
        .option('--tz <zone>', 'the zone of the time: IANA name or +HH:MM', 'Asia/Shanghai'),
    ),
  );
}

/**
 * The instant and chart options of the arguments and flags.
 * @throws RangeError for a bad date, hour or school flag, or a method or plate the kind of chart
 * does not use (the method: hour and day charts; the plate: hour charts).
 */
export function qimenInputOf(
  kind: QimenKind,
  when: string,
  options: QimenInputOptions,
): { readonly at: CivilDateTime; readonly options: QimenOptions } {
  const at = parseCivilDateTime(when, 12);
  const hour = options.hour === undefined ? at.hour : hourOption(options.hour);
  const qimenMethod = qimenMethodOf(options.method);
  const qimenPlate = qimenPlateOf(options.plate);
  if (qimenPlate !== 'rotating' && kind !== 'hour')
    throw new RangeError(`--plate applies to hour charts only, not ${kind} charts`);
  if (qimenMethod !== 'chaibu' && (kind === 'month' || kind === 'year'))
    throw new RangeError(`--method applies to hour and day charts only, not ${kind} charts`);
  return {
    at: kind === 'hour' ? qimenHourSlot({ ...at, hour }) : { ...at, hour },
    options: {
      zone: options.tz,
      dayChange: dayChangeOf(options.dayChange),
      qimenMethod,
      qimenPlate,
    },
  };
}

export function qimenCommand(write: (text: string) => void): Command {
  return withExamples(withQimenInputs(new Command('qimen')), [
    'tongshu qimen hour "2026-02-17 13:00"',
    'tongshu qimen day 2026-02-17 --json',
    'tongshu qimen hour 2026-02-17 --hour 9 --tz Europe/Berlin',
    'tongshu qimen hour 2026-02-17 --hour 9 --method zhirun --plate flying',
  ])
    .description('a Qi Men Dun Jia chart for a time on the --tz clock')
    .option('--json', "print the API's JSON (Chinese values)")
    .addOption(
      new Option('--lang <language>', 'language of the grid').choices(['en', 'zh']).default('en'),
    )
    .action(
      (
        kind: QimenKind,
        when: string,
        options: QimenInputOptions & { json?: boolean; lang: Language },
      ) => {
        const input = qimenInputOf(kind, when, options);
        const chart = qimenChart(kind, input.at, input.options);
        const zone = parseZone(options.tz).name;
        write(
          options.json ? JSON.stringify(chart, null, 2) : formatQimen(chart, options.lang, zone),
        );
      },
    );
}

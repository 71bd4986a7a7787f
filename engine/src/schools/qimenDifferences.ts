/**
 * `qimenDifferences`: where the schools part on a Qi Men chart. Hour charts depend on the day
 * change (the day pillar, hence the 符头 and the ju, and the hour stem from 23:00), the ju method
 * (拆补 or 置闰) and the plate (转盘 or 飞盘); day charts on the day change and the method; month
 * and year charts on none of them (`compared` is empty).
 */
import { qimenDoors, qimenDunTypes, qimenYuans, qimenStars, stems } from '@tongshu/data';
import { formatCivilDate, pad2, type CivilDateTime } from '../calendar/civilDate';
import type { QimenBoard, QimenKind, QimenOptions } from '../qimen/chartTypes';
import { qimenChart } from '../qimen/qimenChart';
import { PALACE_KEYS, RING } from '../qimen/palaces';
import {
  choiceOfValue,
  optionDifferences,
  pillarNameWords,
  termWords,
  whySentence,
  type Reading,
} from './compare';
import type { SchoolDifferences, SchoolValue } from './differenceTypes';
import { schoolOf, type School, type SchoolField } from './school';

/** The options a Qi Men chart can depend on. */
type QimenField = Extract<SchoolField, 'dayChange' | 'qimenMethod' | 'qimenPlate'>;

const COMPARED: Readonly<Record<QimenKind, readonly QimenField[]>> = {
  hour: ['dayChange', 'qimenMethod', 'qimenPlate'],
  // 置闰 draws day charts as 拆补 does (docs/decisions.md): nothing to compare there.
  day: ['dayChange'],
  month: [],
  year: [],
};

/** The palaces' field under each option: one section per option, each named for it. */
const PALACES: Readonly<Record<QimenField, string>> = {
  dayChange: 'palaces (day change)',
  qimenMethod: 'palaces (ju method)',
  qimenPlate: 'palaces (plate)',
};
const FIELDS = ['day pillar', 'hour pillar', 'ju', 'yuan', 'lead star', 'lead stem', 'envoy'];
/** What a palace holds that a school can move. */
const PALACE_PARTS = ['star', 'door', 'heaven_stem', 'earth_stem', 'deity'] as const;

/** "阴7 (yin dun 7)". */
function juWords(board: QimenBoard): string {
  const english = qimenDunTypes[board.ju_type]?.en.toLowerCase() ?? '';
  return `${board.ju_type.slice(0, 1)}${board.ju_number} (${english} ${board.ju_number})`;
}

/** The contents of each outer palace, "N 天蓬 休门 ...", to compare palace by palace. */
function palaceContents(board: QimenBoard): Map<string, string> {
  const fields = board as unknown as Readonly<Record<string, unknown>>;
  return new Map(
    RING.map((palace) => {
      const key = PALACE_KEYS[palace];
      return [key, PALACE_PARTS.map((part) => String(fields[`${key}_${part}`] ?? '')).join(' ')];
    }),
  );
}

function readingOf(board: QimenBoard, own: QimenBoard, palaces: string): Reading {
  const mine = palaceContents(own);
  const changed = [...palaceContents(board)].filter(([key, text]) => mine.get(key) !== text);
  return {
    'day pillar': board.gz_day ? pillarNameWords(board.gz_day) : '',
    'hour pillar': board.gz_hour ? pillarNameWords(board.gz_hour) : '',
    ju: juWords(board),
    yuan: termWords(board.yuan, qimenYuans),
    'lead star': termWords(board.lead_star, qimenStars),
    'lead stem': termWords(board.lead_stem, stems),
    envoy: termWords(board.envoy, qimenDoors),
    [palaces]:
      changed.length === 0
        ? 'the chart as drawn'
        : `${changed.length} of 8 palaces change (${changed.map(([key]) => key.toUpperCase()).join(' ')})`,
  };
}

function boardOf(kind: QimenKind, at: CivilDateTime, options: QimenOptions): QimenBoard {
  const chart = qimenChart(kind, at, options);
  const board = chart.qm_day ?? chart.qm_month ?? chart.qm_year;
  if (!board) throw new Error(`no board in a ${kind} chart`);
  return board;
}

/** The palaces' sentence counts the palaces; the others name each value (`whySentence`). */
function whyOf(context: string, option: QimenField) {
  const stamp = (v: SchoolValue | undefined) => choiceOfValue(option, v).stamp;
  return (field: string, values: readonly SchoolValue[]): string => {
    if (field !== PALACES[option]) return whySentence(context, option, field, values);
    const moved = values.slice(1).map((v) => `under ${stamp(v)} ${v.value}`);
    return `${context}, against ${stamp(values[0])}: ${moved.join('; ')} in star, door, stem or deity.`;
  };
}

/**
 * Where the schools differ on a Qi Men chart: the day and hour pillars, the ju (阴/阳遁 and its
 * number), the yuan, the lead star and stem, the envoy door, and how many of the eight outer
 * palaces hold another star, door, stem or deity, under each day change (`dayChange`: hour and
 * day charts), ju method (`qimenMethod`: hour and day charts) and plate (`qimenPlate`: hour
 * charts). Month and year charts are the same in every school: `compared` and `differences` are
 * empty. Only fields whose value changes are listed; each value list starts with the school in
 * force. Sources: `SCHOOL_OPTIONS`; docs/engine/schools-differences.md.
 * @param kind the chart's kind, as `qimenChart` takes it.
 * @param at the civil date-time of the chart (UTC+8, or `options.zone`'s clock).
 * @param options the chart's options; its school fields the school in force.
 * @throws RangeError as `qimenChart` does for an impossible date or time.
 */
export function qimenDifferences(
  kind: QimenKind,
  at: CivilDateTime,
  options: QimenOptions = {},
): SchoolDifferences {
  const school = schoolOf(options);
  const compared = COMPARED[kind];
  const own = boardOf(kind, at, { ...options, ...school });
  const context = `At ${formatCivilDate(at)} ${pad2(at.hour)}:${pad2(at.minute)} (${kind} chart)`;
  const differences = compared.flatMap((option) =>
    optionDifferences(
      school,
      option,
      [...FIELDS, PALACES[option]],
      (variant: School) =>
        readingOf(boardOf(kind, at, { ...options, ...variant }), own, PALACES[option]),
      whyOf(context, option),
    ),
  );
  return { school, compared, differences };
}

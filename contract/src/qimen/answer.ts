/**
 * A Qi Men chart in v1's shape: the engine's flat board (`{palace}_{field}`, spec section 3) and
 * its English twin (`englishQimenChart`, the pages' English) read side by side into a list of
 * palaces, every Chinese value a term.
 */
import { directions, trigrams } from '@tongshu/data';
import {
  englishQimenChart,
  parseZone,
  qimenChart,
  qimenHourSlot,
  type CivilDateTime,
  type QimenBoard,
  type QimenChart,
  type QimenOptions,
} from '@tongshu/engine';
import { glossaryTerm, pillarOf, type Pillar } from '../shared/pillar';
import { term as termOf, terms, type Term } from '../shared/term';
import type { QimenChartAnswer, QimenKindName, QimenPalaceAnswer } from './schema';
import { clockOf } from '../shared/inputs';

type PalaceKey = keyof QimenChart['special_formation'];

/** The outer ring clockwise from north, as the engine keys it (palaces 1 8 3 4 9 2 7 6). */
const RING: readonly PalaceKey[] = ['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw'];

/** The flat board read by field name; the engine types every key, this reads them by prefix. */
type Flat = Readonly<Record<string, string | number | boolean | undefined>>;

const pillar = (name: string | undefined): Pillar | null =>
  name === undefined ? null : pillarOf(name[0] ?? '', name[1] ?? '');

/** The Chinese board and its English twin: a field of either as a term, or null where absent. */
function reader(zh: Flat, en: Flat) {
  const optional = (key: string): Term | null =>
    zh[key] === undefined ? null : termOf(String(zh[key]), String(en[key]));
  const term = (key: string): Term => termOf(String(zh[key]), String(en[key]));
  return { optional, term };
}

/** One palace of the board: `prefix` is `n` ... `nw`, or `c` for a flying plate's centre. */
function palaceOf(
  board: Flat,
  english: Flat,
  prefix: PalaceKey | 'c',
  formations: QimenPalaceAnswer['formations'],
): QimenPalaceAnswer {
  const { optional, term } = reader(board, english);
  const field = (name: string) => `${prefix}_${name}`;
  const trigram = prefix === 'c' ? undefined : String(board[field('trigram')]);
  // A trigram names its Later Heaven direction (`@tongshu/data` trigrams); the centre is 中宫.
  const direction = trigram === undefined ? '中宫' : (trigrams[trigram]?.direction ?? '');
  return {
    palace: Number(board[field('loushu')]),
    direction: glossaryTerm(directions, direction),
    trigram: prefix === 'c' ? null : term(field('trigram')),
    element: term(field('element')),
    star: term(field('star')),
    door: term(field('door')),
    deity: term(field('deity')),
    heavenStem: term(field('heaven_stem')),
    heavenStemHidden: optional(field('heaven_stem_hidden')),
    earthStem: term(field('earth_stem')),
    earthStemHidden: optional(field('earth_stem_hidden')),
    doorInteraction: optional(field('door_interaction')),
    formations,
  };
}

/** The horse's branch and the palace holding it, named as that palace is in `palaces`. */
function horseOf(board: Flat, english: Flat, key: PalaceKey): QimenChartAnswer['horse'] {
  const { term } = reader(board, english);
  const { palace, direction } = palaceOf(board, english, key, []);
  return { branch: term('horse_star'), palace, direction, trigram: term(`${key}_trigram`) };
}

const two = (value: number) => String(value).padStart(2, '0');

/** The v1 answer for an engine chart drawn at `at` on `zone`'s clock. */
export function chartAnswer(chart: QimenChart, at: CivilDateTime, zone: string): QimenChartAnswer {
  const board = (chart.qm_day ?? chart.qm_month ?? chart.qm_year) as QimenBoard;
  const english = englishQimenChart(chart);
  const en = english.qm_day ?? english.qm_month ?? english.qm_year;
  const flat = board as unknown as Flat;
  const enFlat = en as unknown as Flat;
  const { term } = reader(flat, enFlat);
  const palaces = RING.map((key) =>
    palaceOf(
      flat,
      enFlat,
      key,
      chart.special_formation[key].map(({ zh, en, auspicious }) => ({ zh, en, auspicious })),
    ),
  );
  if (board.c_star !== undefined) palaces.push(palaceOf(flat, enFlat, 'c', []));
  return {
    kind: chart.kind,
    date: `${at.year}-${two(at.month)}-${two(at.day)}`,
    time: `${two(at.hour)}:${two(at.minute)}`,
    zone,
    pillars: {
      year: pillar(board.gz_year) as Pillar,
      month: pillar(board.gz_month),
      day: pillar(board.gz_day),
      hour: pillar(board.gz_hour),
    },
    dun: term('ju_type'),
    yuan: term('yuan'),
    ju: board.ju_number,
    dutyStar: term('lead_star'),
    dutyDoor: term('envoy'),
    leadStem: term('lead_stem'),
    void: terms(board.void, en?.void ?? []),
    dayVoid: board.day_void ? terms(board.day_void, en?.day_void ?? []) : null,
    horse: horseOf(flat, enFlat, board.horse_palace),
    fuYin: { star: board.fu_yin_star, door: board.fu_yin_door },
    fanYin: { star: board.fan_yin_star, door: board.fan_yin_door },
    palaces,
    conventions: `${chart.conventions} · zone ${zone}`,
  };
}

/** The school options a request gives, for the engine. */
export type QimenSwitches = Pick<QimenOptions, 'dayChange' | 'qimenMethod' | 'qimenPlate'>;

/**
 * The chart of `kind` for `date` (and `time`, `HH:mm`) on `zoneName`'s clock: hour charts for the
 * two-hour slot holding the time (as the pages draw them), day charts at the time or noon, month
 * and year charts at noon.
 */
export function qimenAnswer(
  kind: QimenKindName,
  date: string,
  time: string | undefined,
  zoneName: string,
  switches: QimenSwitches,
): QimenChartAnswer {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const { hour, minute } = clockOf(time);
  const asked = { year, month, day, hour, minute };
  const at = kind === 'hour' ? qimenHourSlot(asked) : asked;
  const zone = parseZone(zoneName).name;
  const given = Object.fromEntries(Object.entries(switches).filter(([, v]) => v !== undefined));
  // The engine's range is checked at the chart's own instant (the slot before 1900-01-01 00:30
  // starts in 1899): `answerOf` answers that as the request's date.
  return chartAnswer(qimenChart(kind, at, { ...given, zone }), at, zone);
}

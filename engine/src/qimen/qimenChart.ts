/**
 * `qimenChart(kind, at, options)`: a rotating-plate Qi Men Dun Jia chart for an hour, day, month
 * or year, in the spec's response shape (section 3, "QM response"): `qm_day` (hour and day
 * charts), `qm_month` or `qm_year`, plus `special_formation` per palace.
 */
import { solsticeDates } from '../calendar/lunarAdapter';
import { pillarsAt, pillarsOfMoment, type PillarsAt } from '../calendar/pillarsAt';
import { chinaClockOf } from '../time/birthMoment';
import { parseZone, resolveLocal } from '../time/zone';
import {
  addDays,
  civilDateTime,
  formatCivilDate,
  pad2,
  type CivilDate,
  type CivilDateTime,
} from '../calendar/civilDate';
import { BRANCHES, STEMS, jiaziName, mod } from '../sexagenary/cycle';
import { sevenKillingsStem, voidBranches } from '../sexagenary/relations';
import { buildBoard, type Board } from './board';
import { elementControls, elementProduces } from './elements';
import { formationsOf, type ChartFlags, type Formation } from './formations';
import { buildFlyingBoard } from './flyingBoard';
import { dayChartJu, hourChartJu, monthChartJu, yearChartJu, type DunJu } from './ju';
import { zhirunHourJu } from './zhirun';
import { conventionsOf } from './conventions';
import {
  BRANCH_PALACE,
  DOOR_ELEMENTS,
  PALACE_ELEMENTS,
  PALACE_KEYS,
  RING,
  TRIGRAMS,
  type OuterPalace,
  type PalaceKey,
} from './palaces';
import type {
  DoorInteraction,
  QimenBoard,
  QimenBoardFields,
  QimenCentreFields,
  QimenChart,
  QimenKind,
  QimenOptions,
  QimenPalace,
} from './chartTypes';

/** 申子辰 -> 寅, 寅午戌 -> 申, 亥卯未 -> 巳, 巳酉丑 -> 亥. */
function horseBranch(branch: number): number {
  return [2, 11, 8, 5][mod(branch, 4)] as number;
}

function doorInteraction(door: string, palaceElement: string): DoorInteraction {
  const doorElement = DOOR_ELEMENTS[door] as string;
  if (doorElement === palaceElement) return '比和';
  if (elementProduces(doorElement, palaceElement)) return '门生宫';
  if (elementProduces(palaceElement, doorElement)) return '宫生门';
  if (elementControls(doorElement, palaceElement)) return '门克宫';
  return '宫克门';
}

const YANG_DEITY_RENAMES: Readonly<Record<string, string>> = { 白虎: '勾陈', 玄武: '朱雀' };

function palaceOf(board: Board, palace: OuterPalace, options: QimenOptions): QimenPalace {
  const rename = options.deityNaming === 'gouchen-zhuque' && board.dun === 'yang';
  const cell = board.palaces[palace];
  return {
    door: cell.door,
    loushu: palace,
    heaven_stem: cell.heavenStem,
    ...(cell.heavenStemHidden ? { heaven_stem_hidden: cell.heavenStemHidden } : {}),
    earth_stem: cell.earthStem,
    ...(cell.earthStemHidden ? { earth_stem_hidden: cell.earthStemHidden } : {}),
    deity: rename ? (YANG_DEITY_RENAMES[cell.deity] ?? cell.deity) : cell.deity,
    star: cell.star,
    trigram: TRIGRAMS[palace],
    element: PALACE_ELEMENTS[palace],
    door_interaction: doorInteraction(cell.door, PALACE_ELEMENTS[palace]),
  };
}

const PALACE_FIELDS = [
  'door',
  'loushu',
  'heaven_stem',
  'heaven_stem_hidden',
  'earth_stem',
  'earth_stem_hidden',
  'deity',
  'star',
  'trigram',
  'element',
  'door_interaction',
] as const satisfies readonly (keyof QimenPalace)[];

/** `{palace}_{field}` names, computed once: building them per chart dominated its cost. */
const FLAT_KEYS = RING.map(
  (palace) =>
    [
      palace,
      PALACE_FIELDS.map((field) => [field, `${PALACE_KEYS[palace]}_${field}`] as const),
    ] as const,
);

/** Completes the chart fields with the eight palaces under `{palace}_{field}` keys. */
function withFlatPalaces(
  fields: QimenBoardFields,
  board: Board,
  options: QimenOptions,
): QimenBoard {
  const flat = fields as unknown as Record<string, unknown>;
  for (const [palace, keys] of FLAT_KEYS) {
    const cell = palaceOf(board, palace, options);
    for (const [field, key] of keys) {
      if (cell[field] !== undefined) flat[key] = cell[field];
    }
  }
  return flat as unknown as QimenBoard;
}

/** The flying plate's centre cell under `c_*` keys (the rotating plate has none). */
function withCentre(flat: QimenBoard, board: Board, options: QimenOptions): QimenBoard {
  const centre = board.centre;
  if (!centre) return flat;
  const rename = options.deityNaming === 'gouchen-zhuque' && board.dun === 'yang';
  const fields: QimenCentreFields = {
    c_door: centre.door,
    c_loushu: 5,
    c_heaven_stem: centre.heavenStem,
    c_earth_stem: centre.earthStem,
    c_deity: rename ? (YANG_DEITY_RENAMES[centre.deity] ?? centre.deity) : centre.deity,
    c_star: centre.star,
    c_element: PALACE_ELEMENTS[5],
  };
  return Object.assign(flat, fields);
}

/** The civil date whose day pillar is in force at `at` (the next date from 23:00 under 子初换日). */
function pillarDate(at: CivilDateTime, options: QimenOptions): CivilDate {
  const late = at.hour >= 23 && (options.dayChange ?? '23:00') === '23:00';
  return late ? addDays(at, 1) : at;
}

function dayPillarOf(date: CivilDate): number {
  return pillarsAt({ ...date, hour: 12, minute: 0 }, 'midnight').day;
}

/** The civil date near `at` (the day before, the day, the day after) whose pillar is `pillar`. */
function dateOfDayPillar(at: CivilDate, pillar: number): CivilDate {
  const date = [at, addDays(at, 1), addDays(at, -1)].find((d) => dayPillarOf(d) === pillar);
  if (!date) throw new RangeError(`day pillar ${pillar} is not near ${formatCivilDate(at)}`);
  return date;
}

function dunJuOf(
  kind: QimenKind,
  at: CivilDateTime,
  pillars: PillarsAt,
  options: QimenOptions,
  clock: CivilDateTime,
): DunJu {
  switch (kind) {
    case 'hour':
      return options.qimenMethod === 'zhirun'
        ? zhirunHourJu(dateOfDayPillar(clock, pillars.day), pillars.day)
        : hourChartJu(pillars.term, pillars.day);
    case 'day':
      return dayChartJu(pillarDate(at, options), dayPillarOf, solsticeDates);
    case 'month':
      return monthChartJu(pillars.year);
    case 'year':
      return yearChartJu(pillars.solarYear);
  }
}

const ACTIVE: Readonly<Record<QimenKind, 'hour' | 'day' | 'month' | 'year'>> = {
  hour: 'hour',
  day: 'day',
  month: 'month',
  year: 'year',
};

/**
 * Just the board of a chart (no formations, no response shape): what symbol lookups need.
 * `at` must already be a checked date-time. Honours `qimenMethod` (置闰 changes hour charts; day
 * charts already place their own leap, docs/engine/qimen.md) and `qimenPlate` for hour charts:
 * day, month and year charts are drawn on the rotating plate in every school, so a user whose
 * school flies hour charts still gets their day charts (docs/engine/qimen.md).
 */
export function boardAt(
  kind: QimenKind,
  at: CivilDateTime,
  options: QimenOptions = {},
  clock?: CivilDateTime,
): { readonly board: Board; readonly pillars: PillarsAt; readonly dunJu: DunJu } {
  const dayChange = options.dayChange ?? '23:00';
  // `at` is the instant on China's clock (terms, ju); `clock`, when given, the clock the day and
  // hour pillars are read from (a birth's local or true solar time).
  const pillars = clock ? pillarsOfMoment(at, clock, dayChange) : pillarsAt(at, dayChange);
  const dunJu = dunJuOf(kind, at, pillars, options, clock ?? at);
  const plate = kind === 'hour' ? (options.qimenPlate ?? 'rotating') : 'rotating';
  const active = pillars[ACTIVE[kind]];
  const board =
    plate === 'rotating'
      ? buildBoard(dunJu.dun, dunJu.ju, active)
      : buildFlyingBoard(dunJu.dun, dunJu.ju, active, plate === 'flying-yin-reverse');
  return { board, pillars, dunJu };
}

/**
 * The chart of `kind` at a civil date-time in UTC+8. Hour charts use the hour pillar and the
 * 拆补 ju of the term in force at that minute; day, month and year charts the day, month (节) and
 * year (立春) pillar with their own ju (docs/engine/qimen.md).
 * @throws RangeError for an impossible date or time, or a year outside 1900..2100.
 */
export function qimenChart(
  kind: QimenKind,
  at: CivilDateTime,
  options: QimenOptions = {},
): QimenChart {
  const instant = civilDateTime(at);
  const china = options.zone
    ? chinaClockOf(resolveLocal(parseZone(options.zone), { ...instant, second: 0 }).utcMs)
    : instant;
  // Only a clock that differs from China's needs its own pillars (one computation otherwise).
  const sameClock =
    china.year === instant.year &&
    china.month === instant.month &&
    china.day === instant.day &&
    china.hour === instant.hour &&
    china.minute === instant.minute;
  const { board, pillars, dunJu } = boardAt(kind, china, options, sameClock ? undefined : instant);
  const active = pillars[ACTIVE[kind]];
  const hourStem = kind === 'hour' ? mod(pillars.hour, 10) : undefined;
  const flags: ChartFlags = {
    starFuYin: board.starShift === 0,
    starFanYin: board.starShift === 4,
    doorFuYin: board.doorShift === 0,
    doorFanYin: board.doorShift === 4,
    fiveNonMeeting: hourStem !== undefined && sevenKillingsStem(mod(pillars.day, 10)) === hourStem,
  };
  const horse = horseBranch(mod(active, 12));
  const fields: QimenBoardFields = {
    gz_year: jiaziName(pillars.year),
    ...(kind !== 'year' ? { gz_month: jiaziName(pillars.month) } : {}),
    ...(kind === 'hour' || kind === 'day' ? { gz_day: jiaziName(pillars.day) } : {}),
    ...(kind === 'hour' ? { gz_hour: jiaziName(pillars.hour) } : {}),
    date: `${formatCivilDate(instant)} ${pad2(instant.hour)}:${pad2(instant.minute)}`,
    envoy: board.envoy,
    horse_star: BRANCHES[horse] as string,
    horse_palace: PALACE_KEYS[BRANCH_PALACE[horse] as OuterPalace],
    lead_star: board.leadStar,
    lead_stem: board.leadStem,
    ju_type: board.dun === 'yang' ? '阳遁' : '阴遁',
    ju_number: board.ju,
    yuan: ['上元', '中元', '下元'][dunJu.yuan] as string,
    void: voidBranches(active).map((b) => BRANCHES[b] as string),
    ...(kind === 'hour'
      ? { day_void: voidBranches(pillars.day).map((b) => BRANCHES[b] as string) }
      : {}),
    fu_yin_star: flags.starFuYin,
    fan_yin_star: flags.starFanYin,
    fu_yin_door: flags.doorFuYin,
    fan_yin_door: flags.doorFanYin,
  };
  const formations = formationsOf(
    board,
    flags,
    hourStem === undefined ? undefined : STEMS[hourStem],
  );
  const special_formation = {} as Record<PalaceKey, readonly Formation[]>;
  for (const palace of RING) special_formation[PALACE_KEYS[palace]] = formations[palace];
  const key = kind === 'month' ? 'qm_month' : kind === 'year' ? 'qm_year' : 'qm_day';
  return {
    kind,
    [key]: withCentre(withFlatPalaces(fields, board, options), board, options),
    special_formation,
    conventions: conventionsOf(kind, options),
  };
}

/**
 * `qimenChart(kind, at, options)`: a rotating-plate Qi Men Dun Jia chart for an hour, day, month
 * or year, in the spec's response shape (section 3, "QM response"): `qm_day` (hour and day
 * charts), `qm_month` or `qm_year`, plus `special_formation` per palace.
 */
import { solsticeDates } from '../calendar/lunarAdapter';
import { pillarsAt, pillarsOfMoment, type PillarsAt } from '../calendar/pillarsAt';
import { chinaClockAt } from '../time/birthMoment';
import {
  addDays,
  civilDateTime,
  formatCivilDate,
  pad2,
  type CivilDate,
  type CivilDateTime,
} from '../calendar/civilDate';
import { BRANCHES, jiaziName, mod } from '../sexagenary/cycle';
import { sevenKillingsStem, voidBranches } from '../sexagenary/relations';
import type { Board } from './board';
import { boardAnswer, boardOf, formationsAt } from './boardTable';
import { dayChartJu, hourChartJu, monthChartJu, yearChartJu, type DunJu } from './ju';
import { zhirunHourJu } from './zhirun';
import { conventionsOf } from './conventions';
import type {
  QimenBoard,
  QimenBoardFields,
  QimenChart,
  QimenKind,
  QimenOptions,
} from './chartTypes';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

const YUAN_NAMES = ['上元', '中元', '下元'] as const;

/** The 60 pillars' names, and the names of the void pair of each one's xun: a chart reads six. */
const PILLAR_NAMES = Array.from({ length: 60 }, (_, pillar) => jiaziName(pillar));
const VOID_NAMES = Array.from({ length: 60 }, (_, pillar) =>
  voidBranches(pillar).map((branch) => BRANCHES[branch] as string),
);

/** A chart's own copy of the names of the void pair of `pillar`'s xun. */
const voidNames = (pillar: number): string[] => (VOID_NAMES[pillar] as string[]).slice();

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
  const board = boardOf(plate, dunJu.dun, dunJu.ju, pillars[ACTIVE[kind]]);
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
  const china = options.zone ? chinaClockAt(instant, options.zone) : instant;
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
  const fiveNonMeeting =
    hourStem !== undefined && sevenKillingsStem(mod(pillars.day, 10)) === hourStem;
  // A copy of the board's answer (its fields in order, all it fixes filled in), then the fields
  // this chart's pillars and date give: a chart is its pillars plus one of 1,080 boards a plate.
  const answer = boardAnswer(kind, board, active, options) as Mutable<QimenBoardFields>;
  answer.gz_year = PILLAR_NAMES[pillars.year] as string;
  if (kind !== 'year') answer.gz_month = PILLAR_NAMES[pillars.month] as string;
  if (kind === 'hour' || kind === 'day') answer.gz_day = PILLAR_NAMES[pillars.day] as string;
  if (kind === 'hour') {
    answer.gz_hour = PILLAR_NAMES[pillars.hour] as string;
    answer.day_void = voidNames(pillars.day);
  }
  answer.date = `${formatCivilDate(instant)} ${pad2(instant.hour)}:${pad2(instant.minute)}`;
  answer.yuan = YUAN_NAMES[dunJu.yuan] as string;
  answer.void = voidNames(active);
  const key = kind === 'month' ? 'qm_month' : kind === 'year' ? 'qm_year' : 'qm_day';
  return {
    kind,
    [key]: answer as QimenBoard,
    special_formation: formationsAt(board, hourStem, fiveNonMeeting),
    conventions: conventionsOf(kind, options),
  };
}

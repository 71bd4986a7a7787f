/**
 * The person's natal ("destiny") reference points: the Bazi day pillar and day master, and the
 * Qi Men hour chart at the birth instant with the palaces of its chief (值符), nine heaven (九天),
 * life door (生门), rest door (休门) and harmony (六合), and the destiny palace (where the day
 * stem sits on the heaven plate; 甲 stands under its xun's 仪). METAPHYSICS.md section 5.
 *
 * A birth of unknown hour has no natal hour chart: its symbols and destiny palace are null and
 * `hourUnknown` says so; its day pillar is the birth date's (read at 12:00), and `dayPillarNote`
 * says which pillar a birth from 23:00 would have when the school changes the day at 23:00.
 */
import { civilDateTime, type CivilDateTime } from '../calendar/civilDate';
import { pillarsAt, type DayChange } from '../calendar/pillarsAt';
import { STEMS, mod } from '../sexagenary/cycle';
import { pillarWords } from '../schools/compare';
import { boardAt } from '../qimen/qimenChart';
import type { Board, BoardPalace } from '../qimen/board';
import { PALACE_KEYS, RING, type PalaceKey } from '../qimen/palaces';
import { DEFAULT_SCHOOL, schoolOf, type School } from '../schools/school';

/** The symbols a person's Qi Men boxes follow: chief, life door, rest door, harmony, nine heaven. */
export interface SymbolPalaces {
  readonly chief: PalaceKey;
  readonly life: PalaceKey;
  readonly rest: PalaceKey;
  readonly harmony: PalaceKey;
  readonly nineHeaven: PalaceKey;
}

export interface Natal {
  readonly birth: CivilDateTime;
  /** Jiazi index of the birth day pillar (day change at 23:00). */
  readonly dayPillar: number;
  /** Day master: the birth day stem index 0..9. */
  readonly dayMaster: number;
  /** Null when the birth hour is unknown: the natal hour chart needs it. */
  readonly symbols: SymbolPalaces | null;
  /** Palace of the day stem on the natal heaven plate; null when the birth hour is unknown. */
  readonly destinyPalace: PalaceKey | null;
  /** Present when the birth hour is unknown: what the personal items leave out, in English. */
  readonly hourUnknown?: string;
  /** Present when an unknown hour leaves the day pillar open (the 23:00 day change). */
  readonly dayPillarNote?: string;
  /** The school the birth is read in: the day and hour boards of its personal items use it. */
  readonly school: School;
}

/** What every personal answer says of a birth of unknown hour. */
export const HOUR_UNKNOWN_NOTE =
  'Birth hour unknown: the natal Qi Men hour chart (the destiny palace, the four destiny boxes, the three victory days and hours) needs it and is left out.';

/** Where the chief, life door, rest door, harmony and nine heaven stand on a board. */
export function symbolPalaces(board: Board): SymbolPalaces {
  const find = (test: (cell: BoardPalace) => boolean, what: string): PalaceKey => {
    // A flying plate's centre counts as 坤 2, where the rotating plate lodges it.
    const palace =
      RING.find((p) => test(board.palaces[p])) ??
      (board.centre && test(board.centre) ? 2 : undefined);
    if (palace === undefined) throw new Error(`no ${what} on the board`);
    return PALACE_KEYS[palace];
  };
  return {
    chief: find((c) => c.deity === '值符', '值符'),
    life: find((c) => c.door === '生门', '生门'),
    rest: find((c) => c.door === '休门', '休门'),
    harmony: find((c) => c.deity === '六合', '六合'),
    nineHeaven: find((c) => c.deity === '九天', '九天'),
  };
}

/**
 * A birth as the personal items take it: a civil date-time in UTC+8 (China's conventions), or a
 * birth moment's two clocks (time/birthMoment.ts): the instant on China's clock for the terms and
 * the clock the day and hour pillars are read from.
 */
export type NatalBirth =
  | CivilDateTime
  | {
      readonly china: CivilDateTime;
      readonly clock: CivilDateTime;
      readonly dayChange?: DayChange;
      /** The school the birth is read in (a `BirthMoment` carries it); default `DEFAULT_SCHOOL`. */
      readonly school?: School;
      /** The birth hour is unknown (`Birth.timeUnknown`): only the clock's date is used. */
      readonly hourUnknown?: boolean;
    };

/** The instant on China's clock, the pillars' clock and the day change of a natal birth. */
export function clocksOf(birth: NatalBirth): {
  readonly china: CivilDateTime;
  readonly clock: CivilDateTime;
  readonly dayChange: DayChange;
  readonly school: School;
} {
  if ('china' in birth) {
    const { year, month, day, hour, minute } = birth.clock;
    const dayChange = birth.dayChange ?? birth.school?.dayChange ?? '23:00';
    return {
      china: civilDateTime(birth.china),
      clock: { year, month, day, hour, minute },
      dayChange,
      school: schoolOf({ ...birth.school, dayChange }),
    };
  }
  const at = civilDateTime(birth);
  return { china: at, clock: at, dayChange: '23:00', school: DEFAULT_SCHOOL };
}

/**
 * @param birth civil date-time of birth in UTC+8, or a birth moment's clocks (with
 * `hourUnknown` for a birth of unknown hour).
 */
export function natalOf(birthGiven: NatalBirth): Natal {
  const { china: birth, clock, school } = clocksOf(birthGiven);
  if ('china' in birthGiven && birthGiven.hourUnknown) return natalOfDate(birth, clock, school);
  const { board, pillars } = boardAt('hour', birth, school, clock);
  const dayMaster = mod(pillars.day, 10);
  // 甲 hides under the 仪 of its xun, which the board shows as the lead stem of the day's xun.
  const xunLead = ['戊', '己', '庚', '辛', '壬', '癸'][Math.floor(pillars.day / 10)] as string;
  const selfStem = dayMaster === 0 ? xunLead : (STEMS[dayMaster] as string);
  const destiny = RING.find((p) => {
    const cell = board.palaces[p];
    return cell.heavenStem === selfStem || cell.heavenStemHidden === selfStem;
  });
  if (destiny === undefined) throw new Error(`day stem ${selfStem} not on the heaven plate`);
  return {
    birth,
    dayPillar: pillars.day,
    dayMaster,
    symbols: symbolPalaces(board),
    destinyPalace: PALACE_KEYS[destiny],
    school,
  };
}

/**
 * The natal facts of a birth of unknown hour: the day pillar of the clock's date (read at 12:00,
 * the middle of the day, as the Bazi chart does), no hour chart.
 */
function natalOfDate(birth: CivilDateTime, clock: CivilDateTime, school: School): Natal {
  const noon = { ...clock, hour: 12, minute: 0 };
  const dayPillar = pillarsAt(noon, school.dayChange).day;
  const late = pillarsAt({ ...clock, hour: 23, minute: 30 }, school.dayChange).day;
  return {
    birth,
    dayPillar,
    dayMaster: mod(dayPillar, 10),
    symbols: null,
    destinyPalace: null,
    hourUnknown: HOUR_UNKNOWN_NOTE,
    school,
    ...(late !== dayPillar && {
      dayPillarNote: `The day items take the birth day's pillar ${pillarWords(dayPillar)}; a birth from 23:00 would have ${pillarWords(late)} (the day changes at 23:00 in the school in force).`,
    }),
  };
}

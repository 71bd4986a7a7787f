/**
 * The person's natal ("destiny") reference points: the Bazi day pillar and day master, and the
 * Qi Men hour chart at the birth instant with the palaces of its chief (值符), nine heaven (九天),
 * life door (生门), rest door (休门) and harmony (六合), and the destiny palace (where the day
 * stem sits on the heaven plate; 甲 stands under its xun's 仪). METAPHYSICS.md section 5.
 */
import { civilDateTime, type CivilDateTime } from '../calendar/civilDate';
import { pillarsAt } from '../calendar/pillarsAt';
import { STEMS, mod } from '../sexagenary/cycle';
import { qimenChart, type QimenBoard } from '../qimen/qimenChart';
import { PALACE_KEYS, RING, type PalaceKey } from '../qimen/palaces';

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
  readonly symbols: SymbolPalaces;
  /** Palace of the day stem on the natal heaven plate. */
  readonly destinyPalace: PalaceKey;
}

function palaceHolding(
  board: QimenBoard,
  field: 'deity' | 'door' | 'heaven_stem',
  value: string,
): PalaceKey | undefined {
  const fields = board as unknown as Record<string, unknown>;
  return RING.map((p) => PALACE_KEYS[p]).find(
    (key) =>
      fields[`${key}_${field}`] === value ||
      (field === 'heaven_stem' && fields[`${key}_heaven_stem_hidden`] === value),
  );
}

/** Where the chief, life door, rest door, harmony and nine heaven stand in a chart. */
export function symbolPalaces(board: QimenBoard): SymbolPalaces {
  const find = (field: 'deity' | 'door', value: string): PalaceKey => {
    const palace = palaceHolding(board, field, value);
    if (!palace) throw new Error(`no ${value} on the board`);
    return palace;
  };
  return {
    chief: find('deity', '值符'),
    life: find('door', '生门'),
    rest: find('door', '休门'),
    harmony: find('deity', '六合'),
    nineHeaven: find('deity', '九天'),
  };
}

/** @param birth civil date-time of birth in UTC+8. */
export function natalOf(at: CivilDateTime): Natal {
  const birth = civilDateTime(at);
  const pillars = pillarsAt(birth, '23:00');
  const board = qimenChart('hour', birth).qm_day as QimenBoard;
  const dayMaster = mod(pillars.day, 10);
  // 甲 hides under the 仪 of its xun, which the board shows as the lead stem of the day's xun.
  const xunLead = ['戊', '己', '庚', '辛', '壬', '癸'][Math.floor(pillars.day / 10)] as string;
  const selfStem = dayMaster === 0 ? xunLead : (STEMS[dayMaster] as string);
  const destinyPalace = palaceHolding(board, 'heaven_stem', selfStem);
  if (!destinyPalace) throw new Error(`day stem ${selfStem} not on the heaven plate`);
  return { birth, dayPillar: pillars.day, dayMaster, symbols: symbolPalaces(board), destinyPalace };
}

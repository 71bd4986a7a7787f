/**
 * Three victory days (三胜宫 personal, `threeVictoryDays`): the natal hour chart fixes three target
 * palaces: the chief's (值符, 天乙宫), the nine heaven's (九天宫) and the life door's (生门宫)
 * (《奇门遁甲全书》·三胜宫五不击). A day of the year is a victory day for a symbol when that
 * symbol stands in its natal target palace in the day's day chart; the row gives the direction of
 * that palace. Gender is accepted for the API but not used by this rule (METAPHYSICS.md section 5).
 * A birth of unknown hour has no natal hour chart, so no target palaces: it is refused with a
 * RangeError rather than answered with an empty list that would read as "no victory days".
 */
import { addDays, civilDate, formatCivilDate } from '../calendar/civilDate';
import { boardAt } from '../qimen/qimenChart';
import { PALACE_DIRECTIONS, type PalaceKey } from '../qimen/palaces';
import { natalOf, symbolPalaces, type NatalBirth } from './natal';

export type VictorySymbol = '值符' | '九天' | '生门';

export interface ThreeVictoryRow {
  readonly the3vv: VictorySymbol;
  /** `YYYY-MM-DD`. */
  readonly day: string;
  /** Direction of the target palace, e.g. 正南. */
  readonly direction: string;
}

export type Gender = 'male' | 'female';

/** Why a birth of unknown hour has no three victory days. */
export const VICTORY_NEEDS_HOUR =
  'Three victory days (三胜宫 san sheng gong) need the birth hour: its Qi Men hour chart fixes the target palaces';

/**
 * Every victory day of a Gregorian year (1900..2100) for a person born at `birth` (UTC+8), in
 * date order; on a day with several symbols home, chief first, then nine heaven, then life door.
 * @throws RangeError `VICTORY_NEEDS_HOUR` for a birth of unknown hour, and for an invalid year or
 * birth.
 */
export function threeVictoryDays(
  birth: NatalBirth,
  _gender: Gender,
  year: number,
): ThreeVictoryRow[] {
  civilDate(year, 1, 1);
  const natal = natalOf(birth);
  const targets = natal.symbols;
  if (targets === null) throw new RangeError(VICTORY_NEEDS_HOUR);
  const rows: ThreeVictoryRow[] = [];
  const first = { year, month: 1, day: 1 };
  for (let date = first; date.year === year; date = addDays(date, 1)) {
    const day = symbolPalaces(boardAt('day', { ...date, hour: 12, minute: 0 }, natal.school).board);
    const hits: [VictorySymbol, PalaceKey, PalaceKey][] = [
      ['值符', day.chief, targets.chief],
      ['九天', day.nineHeaven, targets.nineHeaven],
      ['生门', day.life, targets.life],
    ];
    for (const [the3vv, now, target] of hits) {
      if (now === target)
        rows.push({ the3vv, day: formatCivilDate(date), direction: PALACE_DIRECTIONS[target] });
    }
  }
  return rows;
}

/**
 * The three victory days (三胜宫) in v1's shape: the engine's rows (`threeVictoryDays`) with the
 * symbol and the direction as terms.
 */
import { directions, qimenDeities, qimenDoors } from '@tongshu/data';
import { threeVictoryDays, type ThreeVictoryRow } from '@tongshu/engine';
import { inputError } from '../shared/errors';
import { glossaryTerm } from '../shared/pillar';
import { natalOf, type Subject } from '../shared/subject';
import type { Term } from '../shared/term';
import type { ThreeVictoryDaysAnswer } from './schema';

/** 值符 and 九天 are deities, 生门 a door. */
const symbolTerm = (zh: ThreeVictoryRow['the3vv']): Term =>
  glossaryTerm(zh === '生门' ? qimenDoors : qimenDeities, zh);

export function victoryAnswer(subject: Subject, year: number): ThreeVictoryDaysAnswer {
  let rows: ThreeVictoryRow[];
  try {
    rows = threeVictoryDays(natalOf(subject), subject.birth.gender, year);
  } catch (error) {
    // The natal hour chart fixes the target palaces: without the hour the engine refuses, with
    // its own words (VICTORY_NEEDS_HOUR); the field to give is the time.
    if (error instanceof RangeError && subject.birth.timeUnknown)
      throw inputError(error.message, 'time');
    throw error;
  }
  return {
    year,
    days: rows.map((row) => ({
      date: row.day,
      symbol: symbolTerm(row.the3vv),
      direction: glossaryTerm(directions, row.direction),
    })),
  };
}

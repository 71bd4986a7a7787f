/**
 * The three victory days (三胜宫) in v1's shape: the engine's rows (`threeVictoryDays`) with the
 * symbol and the direction as terms.
 */
import { directions, qimenDeities, qimenDoors } from '@tongshu/data';
import { threeVictoryDays, type ThreeVictoryRow } from '@tongshu/engine';
import { inputError } from '../shared/errors';
import { glossaryTerm } from '../shared/pillar';
import type { Scope } from '../shared/endpoint';
import { natalOf, type Subject } from '../shared/subject';
import type { Term } from '../shared/term';
import type { ThreeVictoryDaysAnswer } from './schema';

/** 值符 and 九天 are deities, 生门 a door. */
const symbolTerm = (zh: ThreeVictoryRow['the3vv']): Term =>
  glossaryTerm(zh === '生门' ? qimenDoors : qimenDeities, zh);

/** The year's rows where the scope computes them (a server's worker threads), or here. */
export async function victoryAnswer(
  subject: Subject,
  year: number,
  scope?: Pick<Scope, 'victoryDays'>,
): Promise<ThreeVictoryDaysAnswer> {
  let rows: ThreeVictoryRow[];
  try {
    const request = { birth: natalOf(subject), gender: subject.birth.gender, year };
    rows = scope?.victoryDays
      ? await scope.victoryDays(request)
      : threeVictoryDays(request.birth, request.gender, year);
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

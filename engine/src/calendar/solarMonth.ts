/**
 * The solar months (月令) of the pillars: each opens at one of the twelve 节 terms, and its stem
 * follows from the year's by the 五虎遁 rule.
 */
import { jiaziIndex, mod } from '../sexagenary/cycle';

/** The 节 that open the twelve solar months, with the month branch (子 = 0) each opens. */
const MONTH_OPENING: Readonly<Record<string, number>> = {
  立春: 2,
  惊蛰: 3,
  清明: 4,
  立夏: 5,
  芒种: 6,
  小暑: 7,
  立秋: 8,
  白露: 9,
  寒露: 10,
  立冬: 11,
  大雪: 0,
  小寒: 1,
};

/** The month branch a solar term opens, or undefined for the 中气 terms, which open none. */
export function monthOpenedBy(termName: string): number | undefined {
  return MONTH_OPENING[termName];
}

/**
 * The month pillar (jiazi index) of the month with `monthBranch` in the year whose pillar is
 * `yearPillar` (the year that began at 立春; its 子 and 丑 months fall in the next January).
 * 五虎遁: the 寅 month of a 甲 or 己 year is 丙寅, and so on in steps of two stems.
 */
export function monthPillar(yearPillar: number, monthBranch: number): number {
  const stem = mod((yearPillar % 5) * 2 + 2 + mod(monthBranch - 2, 12), 10);
  return jiaziIndex(stem, monthBranch);
}

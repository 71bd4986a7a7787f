/**
 * 不将日 (阴阳不将, "Free of Generals"): the wedding days of each solar month, a filter a wedding
 * selection may ask for (`bujiang`, docs/engine/selection.md "Filters"). The rule of 《天宝历》 as
 * 《钦定协纪辨方书》 (义例, 阴阳不将) gives it: on the ring of the twenty-four mountains, a line
 * from the month's 月厌 (正月 戌, moving back a branch a month) to its opposite, 厌对, parts the
 * ring; a day whose stem lies before 月厌 (厌前, counted backwards) and whose branch lies after it
 * (厌后, counted forwards) is 不将. 戊 sits at 艮 and 己 at 坤 (so 春冬己不将，秋夏戊不将).
 */
import { branchIndex } from '../sexagenary/cycle';
import { starEnglish } from './termEnglish';
import type { SelectionReason } from './types';

export const BU_JIANG_SOURCE =
  '《钦定协纪辨方书》义例 阴阳不将，引《天宝历》：厌前干配厌后支者为阴阳不将（戊寄艮，己寄坤）';

/** The activities the filter is for: the wedding itself. */
export const BU_JIANG_ACTIVITIES: ReadonlySet<string> = new Set(['嫁娶']);

/** The twenty-four mountains, 壬 first, in their order round the compass. */
const RING = '壬子癸丑艮寅甲卯乙辰巽巳丙午丁未坤申庚酉辛戌乾亥';
/** Where a stem sits on the ring: its own mountain, but 戊 at 艮 and 己 at 坤. */
const SEAT: Readonly<Record<string, string>> = { 戊: '艮', 己: '坤' };

/** The month's 月厌: 戌 in the 寅 month (正月), then a branch back each month. */
const aversionOf = (monthBranch: number) => (24 - monthBranch) % 12;

/** Steps forward round the ring from 月厌 to `mountain`: 1..11 after it, 13..23 before it. */
function stepsFrom(monthBranch: number, mountain: string): number {
  const aversion = RING.indexOf('子丑寅卯辰巳午未申酉戌亥'[aversionOf(monthBranch)] as string);
  return (RING.indexOf(mountain) - aversion + 24) % 24;
}

/** Whether a day of stem `dayStem` and branch `dayBranch` is 不将 in the month of `monthBranch`. */
export function isBuJiang(monthBranch: string, dayStem: string, dayBranch: string): boolean {
  const month = branchIndex(monthBranch);
  const stem = stepsFrom(month, SEAT[dayStem] ?? dayStem);
  const branch = stepsFrom(month, dayBranch);
  return stem > 12 && branch > 0 && branch < 12;
}

/** A kept wedding day's mark that it is 不将 (no points: a filter, not a score). */
export function buJiangReason(): SelectionReason {
  return {
    code: 'bujiang',
    zh: '不将',
    en: `${starEnglish('不将')} (Bu Jiang): a wedding day harming neither spouse`,
    source: BU_JIANG_SOURCE,
  };
}

/** Why a wedding day is refused when the selection asks for 不将 days and it is not one. */
export function notBuJiangReason(): SelectionReason {
  return {
    code: 'not-bujiang',
    zh: '非不将日',
    en: `Not a ${starEnglish('不将')} (Bu Jiang) day`,
    source: BU_JIANG_SOURCE,
  };
}

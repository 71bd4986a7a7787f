/**
 * The hour's named stars (`hour_X_star_stars`): the good and bad hour spirits a Tong Shu prints for
 * each two-hour slot, fixed by the day pillar. Rules from 《协纪辨方书》 vol. 7-8 (时神: 天乙贵人,
 * 日禄, 日建, 六合, 三合, 日破, 日刑, 日害, 旬空, 截路空亡, 五不遇时), checked against the
 * relations in `sexagenary/relations`. Good stars first, in this order, then bad ones.
 */
import {
  clashBranch,
  combineBranch,
  harmBranch,
  nobleBranches,
  punishBranch,
  salaryBranch,
  sevenKillingsStem,
  threeHarmonyBranches,
  voidBranches,
} from '../sexagenary/relations';
import { mod } from '../sexagenary/cycle';

export const HOUR_STAR_NAMES = [
  '贵人',
  '日禄',
  '日建',
  '六合',
  '三合',
  '日破',
  '日刑',
  '日害',
  '旬空',
  '路空',
  '五不遇',
] as const;
export type HourStarName = (typeof HOUR_STAR_NAMES)[number];

/** 截路空亡 by day stem: 甲己 申酉, 乙庚 午未, 丙辛 辰巳, 丁壬 寅卯, 戊癸 子丑 (戌亥 in some books). */
function roadVoidBranches(dayStem: number): [number, number] {
  const first = mod(8 - 2 * mod(dayStem, 5), 12);
  return [first, first + 1];
}

export interface HourStarInput {
  readonly dayStem: number;
  readonly dayBranch: number;
  readonly dayPillar: number;
  readonly hourStem: number;
  readonly hourBranch: number;
}

export function hourStars(input: HourStarInput): HourStarName[] {
  const { dayStem, dayBranch, dayPillar, hourStem, hourBranch: h } = input;
  const rules: [HourStarName, boolean][] = [
    ['贵人', nobleBranches(dayStem).includes(h)],
    ['日禄', salaryBranch(dayStem) === h],
    ['日建', dayBranch === h],
    ['六合', combineBranch(dayBranch) === h],
    ['三合', threeHarmonyBranches(dayBranch).includes(h)],
    ['日破', clashBranch(dayBranch) === h],
    ['日刑', punishBranch(dayBranch) === h],
    ['日害', harmBranch(dayBranch) === h],
    ['旬空', voidBranches(dayPillar).includes(h)],
    ['路空', roadVoidBranches(dayStem).includes(h)],
    ['五不遇', sevenKillingsStem(dayStem) === hourStem],
  ];
  return rules.filter(([, applies]) => applies).map(([name]) => name);
}

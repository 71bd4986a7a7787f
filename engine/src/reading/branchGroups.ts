/**
 * The element tables of the combinations (by index, 甲 = 0, 子 = 0). Sources: 《三命通会》 卷二 (论十干合,
 * 论十干化气, 论支元六合, 论支元三合, 论三刑) and 《协纪辨方书》 卷一 本原一 (四序, 干支五行, 三合,
 * 六合, 五合化气); docs/engine/reading.md. Checked against the published pairs and the cantian-tymext
 * library in `interactions.test.ts` and `cantianOracle.test.ts`.
 */
import { mod } from '../sexagenary/cycle';

/** 天干五合 (十干化气): 甲己 土, 乙庚 金, 丙辛 水, 丁壬 木, 戊癸 火 (by the lower stem of the pair). */
const STEM_COMBINED = ['土', '金', '水', '木', '火'] as const;

/** The element two stems five apart combine to; undefined when they do not combine. */
export function stemCombination(a: number, b: number): string | undefined {
  if (mod(a - b, 10) !== 5) return undefined;
  return STEM_COMBINED[Math.min(mod(a, 10), mod(b, 10))];
}

/** 天干冲 (the four clashes): 甲庚 乙辛 丙壬 丁癸; 戊 and 己 clash with none. */
export function stemsClash(a: number, b: number): boolean {
  return Math.abs(mod(a, 10) - mod(b, 10)) === 6;
}

/**
 * 六合 elements (by the lower branch): 子丑 土, 寅亥 木, 卯戌 火, 辰酉 金, 巳申 水, as the 五星家 of
 * 《协纪辨方书》 卷一 干支五行; 午未 火 as cantian-tymext, where that text has 午 日 and 未 月 and
 * many manuals 土 (docs/engine/reading.md, "午未").
 */
const SIX_COMBINED: Readonly<Record<number, string>> = {
  0: '土',
  2: '木',
  3: '火',
  4: '金',
  5: '水',
  6: '火',
};

/** The element of a 六合 pair; undefined when the branches do not combine. */
export function sixCombination(a: number, b: number): string | undefined {
  if (mod(a + b, 12) !== 1) return undefined;
  return SIX_COMBINED[Math.min(a, b)];
}

/** 三合 frames by branch mod 4: 申子辰 水, 巳酉丑 金, 寅午戌 火, 亥卯未 木. */
const HARMONY = ['水', '金', '火', '木'] as const;

/** The element of the 三合 frame a branch belongs to. */
export const harmonyElement = (branch: number): string => HARMONY[mod(branch, 4)] as string;

/** 子午卯酉: the peak (帝旺) branch of each 三合 frame, which a 半合 must hold. */
export const isPeak = (branch: number): boolean => mod(branch, 3) === 0;

/** 三会 by season (《协纪辨方书》 卷一 四序): 寅卯辰 木, 巳午未 火, 申酉戌 金, 亥子丑 水. */
export const seasonOf = (branch: number): number => Math.floor(mod(branch - 2, 12) / 3);
const SEASON_ELEMENT = ['木', '火', '金', '水'] as const;
export const seasonElement = (branch: number): string => SEASON_ELEMENT[seasonOf(branch)] as string;

/**
 * The two three-branch punishments (三刑): 寅巳申 and 丑戌未. 《三命通会》 卷二 论三刑 names them 无恩
 * and 恃势; the 《三车一览》 it quotes, and modern manuals, the other way round.
 */
const PUNISHMENT_GROUPS: readonly (readonly number[])[] = [
  [2, 5, 8],
  [1, 10, 7],
];

/** Whether three branches are one of the two three-branch punishments. */
export function isPunishmentGroup(branches: readonly number[]): boolean {
  const set = new Set(branches);
  return set.size === 3 && PUNISHMENT_GROUPS.some((group) => group.every((b) => set.has(b)));
}

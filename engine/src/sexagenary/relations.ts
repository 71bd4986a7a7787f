/**
 * Relations between stems and branches used by almanac rules. All by index (甲 = 0, 子 = 0).
 * Sources: 《协纪辨方书》 (1740) vol. 1-2 (六合, 六冲, 三刑, 六害, 三合); 《三命通会》 (天乙贵人, 禄).
 */
import { mod } from './cycle';

/** 六冲: the branch opposite on the circle. */
export function clashBranch(branch: number): number {
  return mod(branch + 6, 12);
}

/** 六合 pairs: 子丑 寅亥 卯戌 辰酉 巳申 午未 (the pair sums to 1 mod 12). */
export function combineBranch(branch: number): number {
  return mod(1 - branch, 12);
}

/** 六害 pairs: 子未 丑午 寅巳 卯辰 申亥 酉戌 (the pair sums to 7 mod 12). */
export function harmBranch(branch: number): number {
  return mod(7 - branch, 12);
}

/** 六破: a yang branch breaks the one nine ahead (子酉), a yin branch the one three ahead (卯午). */
export function breakBranch(branch: number): number {
  return mod(branch + (mod(branch, 2) === 0 ? 9 : 3), 12);
}

/** 三刑: the branch this one punishes (子刑卯 卯刑子 寅刑巳 巳刑申 申刑寅 丑刑戌 戌刑未 未刑丑; 辰午酉亥 self). */
const PUNISHES = [3, 10, 5, 0, 4, 8, 6, 1, 2, 9, 7, 11] as const;
export function punishBranch(branch: number): number {
  return PUNISHES[mod(branch, 12)] as number;
}

/** 三合 frame: 申子辰 亥卯未 寅午戌 巳酉丑 (branches four apart). */
export function threeHarmonyBranches(branch: number): [number, number] {
  return [mod(branch + 4, 12), mod(branch + 8, 12)];
}

/** 天乙贵人 branches of a day stem: 甲戊庚 丑未, 乙己 子申, 丙丁 亥酉, 壬癸 卯巳, 辛 寅午. */
const NOBLES: readonly (readonly [number, number])[] = [
  [1, 7],
  [0, 8],
  [11, 9],
  [11, 9],
  [1, 7],
  [0, 8],
  [1, 7],
  [2, 6],
  [3, 5],
  [3, 5],
];
export function nobleBranches(stem: number): readonly [number, number] {
  return NOBLES[mod(stem, 10)] as readonly [number, number];
}

/** 禄: 甲寅 乙卯 丙戊巳 丁己午 庚申 辛酉 壬亥 癸子. */
const LU = [2, 3, 5, 6, 5, 6, 8, 9, 11, 0] as const;
export function salaryBranch(stem: number): number {
  return LU[mod(stem, 10)] as number;
}

/** The two void (空亡) branches of the ten-day xun the pillar belongs to. */
export function voidBranches(pillar: number): [number, number] {
  const xunStartBranch = mod(pillar - mod(pillar, 10), 12);
  return [mod(xunStartBranch + 10, 12), mod(xunStartBranch + 11, 12)];
}

/** 七杀: the stem that controls this one with the same polarity (甲 -> 庚). */
export function sevenKillingsStem(stem: number): number {
  return mod(stem + 6, 10);
}

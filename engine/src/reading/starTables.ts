/**
 * The symbolic stars' (神煞) tables by index (甲 = 0, 子 = 0), each with the book it is printed
 * in. Checked as literals against the rhymes in `starTables.test.ts` and against the cantian-tymext
 * library in `cantianOracle.test.ts`; docs/engine/reading.md.
 */
import { mod } from '../sexagenary/cycle';
import { nobleBranches, salaryBranch } from '../sexagenary/relations';
import type { NobleRhyme } from '../schools/school';

const SANMING = '《三命通会》 (Compendium of the Three Lives), 卷三 (volume 3)';

/**
 * 天乙贵人: `nobleBranches` (甲戊庚牛羊 … 六辛逢马虎, 《三命通会》 卷三 论天乙贵人), or under the
 * `geng-xin` rhyme (甲戊兼牛羊 … 庚辛逢马虎, 《渊海子平》) 庚 at 寅午 as 辛.
 */
export function nobles(stem: number, rhyme: NobleRhyme): readonly number[] {
  return rhyme === 'geng-xin' && mod(stem, 10) === 6 ? [2, 6] : nobleBranches(stem);
}

export function noblesSource(rhyme: NobleRhyme): string {
  return rhyme === 'geng-xin'
    ? '《渊海子平》 (Deep Sea of Zi Ping), 天乙贵人 rhyme 甲戊兼牛羊…庚辛逢马虎'
    : `${SANMING}, 论天乙贵人: 甲戊庚牛羊…六辛逢马虎`;
}

/** 文昌: 甲乙巳午报君知，丙戊申宫丁己鸡，庚猪辛鼠壬逢虎，癸人见卯入云梯. */
const WENCHANG = [5, 6, 8, 9, 8, 9, 11, 0, 2, 3] as const;
export const wenchang = (stem: number): number => WENCHANG[mod(stem, 10)] as number;

/** 羊刃: a yang stem's 禄 one forward (甲 卯), a yin stem's one back (乙 寅), as 阳顺阴逆. */
export function blade(stem: number): number {
  return mod(salaryBranch(stem) + (mod(stem, 2) === 0 ? 1 : -1), 12);
}

/** The 长生 (birth) branch of a branch's 三合 frame: 申子辰 申, 巳酉丑 巳, 寅午戌 寅, 亥卯未 亥. */
const frameStart = (branch: number): number => [8, 5, 2, 11][mod(branch, 4)] as number;

/** 驿马: the branch clashing the frame's birth branch (申子辰马在寅). */
export const horse = (branch: number): number => mod(frameStart(branch) + 6, 12);
/** 桃花 (咸池): the frame's bathing (沐浴) branch, one after its birth (申子辰在酉). */
export const peach = (branch: number): number => mod(frameStart(branch) + 1, 12);
/** 华盖: the frame's tomb (墓), its last branch (申子辰见辰). */
export const canopy = (branch: number): number => mod(frameStart(branch) + 8, 12);

/**
 * 天德 by month branch: 正丁二申宫，三壬四辛同，五亥六甲上，七癸八寅逢，九丙十归乙，子巳丑庚中.
 * A stem (`stem`) falls on a pillar's stem, a branch (`branch`) on its branch.
 */
const HEAVENLY_VIRTUE: readonly { readonly stem?: number; readonly branch?: number }[] = [
  { branch: 5 }, // 子 巳
  { stem: 6 }, // 丑 庚
  { stem: 3 }, // 寅 丁
  { branch: 8 }, // 卯 申
  { stem: 8 }, // 辰 壬
  { stem: 7 }, // 巳 辛
  { branch: 11 }, // 午 亥
  { stem: 0 }, // 未 甲
  { stem: 9 }, // 申 癸
  { branch: 2 }, // 酉 寅
  { stem: 2 }, // 戌 丙
  { stem: 1 }, // 亥 乙
];
export const heavenlyVirtue = (monthBranch: number) =>
  HEAVENLY_VIRTUE[mod(monthBranch, 12)] as { readonly stem?: number; readonly branch?: number };

/** 月德 by the month's 三合 frame: 寅午戌 丙, 申子辰 壬, 亥卯未 甲, 巳酉丑 庚. */
export const monthlyVirtue = (monthBranch: number): number =>
  [8, 6, 2, 0][mod(monthBranch, 4)] as number;

export const STAR_SOURCES = {
  文昌: `${SANMING}, 文昌 rhyme 甲乙巳午报君知`,
  驿马: `${SANMING}, 论驿马: 申子辰马在寅`,
  桃花: `${SANMING}, 论咸池 (桃花): 申子辰在酉`,
  华盖: `${SANMING}, 论华盖: 寅午戌见戌`,
  羊刃: `${SANMING}, 论羊刃 (禄前一位; 阴干逆取)`,
  禄神: '《渊海子平》 (Deep Sea of Zi Ping), 论禄: 甲禄在寅…癸禄在子',
  空亡: `${SANMING}, 论空亡: 甲子旬中戌亥空`,
  天德: `${SANMING}, 论天月德: 正丁二申宫`,
  月德: `${SANMING}, 论天月德: 寅午戌月在丙`,
} as const;

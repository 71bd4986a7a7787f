/**
 * The symbolic stars' (神煞) tables by index (甲 = 0, 子 = 0), each with the book (volume 卷 and
 * chapter 论) it is printed in, checked against the 《四库全书》 texts (docs/engine/reading.md,
 * "Sources checked"). Checked as literals against the rhymes in `starTables.test.ts` and against the
 * cantian-tymext library in `cantianOracle.test.ts`.
 */
import { mod } from '../sexagenary/cycle';
import { nobleBranches, salaryBranch } from '../sexagenary/relations';
import type { NobleRhyme, YinBlade } from '../schools/school';

const SANMING = '《三命通会》 (Compendium of the Three Lives)';
const YUANHAI = '《渊海子平》 (Deep Sea of Zi Ping)';

/**
 * 天乙贵人: `nobleBranches` (甲戊庚牛羊 … 六辛逢马虎, as 《三命通会》 卷三 论天乙贵人 derives it from
 * the 阳贵 and 阴贵 sequences), or under the `geng-xin` rhyme (甲戊兼牛羊 … 庚辛逢马虎, 《渊海子平》
 * 卷一 论起玉堂天乙贵人) 庚 at 寅午 as 辛.
 */
export function nobles(stem: number, rhyme: NobleRhyme): readonly number[] {
  return rhyme === 'geng-xin' && mod(stem, 10) === 6 ? [2, 6] : nobleBranches(stem);
}

export function noblesSource(rhyme: NobleRhyme): string {
  return rhyme === 'geng-xin'
    ? `${YUANHAI}, 卷一 论起玉堂天乙贵人 (volume 1, On the Jade Hall Heavenly Nobleman): ` +
        '甲戊兼牛羊…庚辛逢马虎 (Jia and Wu at Ox and Goat … Geng and Xin at Horse and Tiger)'
    : `${SANMING}, 卷三 论天乙贵人 (volume 3, On the Heavenly Nobleman): ` +
        '甲戊庚牛羊…六辛逢马虎 (Jia, Wu and Geng at Ox and Goat … Xin at Horse and Tiger)';
}

/**
 * 文昌: 甲乙巳午报君知，丙戊申宫丁己鸡，庚猪辛鼠壬逢虎，癸人见卯入云梯, the rhyme of modern manuals
 * and of cantian-tymext; not found in 《三命通会》, whose 卷三 论太极贵 gives another 文昌贵 table.
 */
const WENCHANG = [5, 6, 8, 9, 8, 9, 11, 0, 2, 3] as const;
export const wenchang = (stem: number): number => WENCHANG[mod(stem, 10)] as number;

/**
 * 羊刃: a yang stem's 禄 one forward (甲 卯), as 《三命通会》 卷三 论羊刃 and 《渊海子平》 论阳刃. A yin
 * stem's by the school's `yinBlade`: one back, its 帝旺 by 阳顺阴逆 (乙 寅, cantian-tymext, the
 * default); one forward as the yang stems (乙 辰, 论羊刃); or none (论阳刃: 五阴无刃).
 */
export function blade(stem: number, yinBlade: YinBlade = 'before-lu'): number | undefined {
  if (mod(stem, 2) === 0 || yinBlade === 'after-lu') return mod(salaryBranch(stem) + 1, 12);
  return yinBlade === 'none' ? undefined : mod(salaryBranch(stem) - 1, 12);
}

/** The 长生 (birth) branch of a branch's 三合 frame: 申子辰 申, 巳酉丑 巳, 寅午戌 寅, 亥卯未 亥. */
const frameStart = (branch: number): number => [8, 5, 2, 11][mod(branch, 4)] as number;

/** 驿马: the branch clashing the frame's birth branch (申子辰人马在寅). */
export const horse = (branch: number): number => mod(frameStart(branch) + 6, 12);
/** 桃花 (咸池): the frame's bathing (沐浴) branch, one after its birth (申子辰在酉). */
export const peach = (branch: number): number => mod(frameStart(branch) + 1, 12);
/** 华盖: the frame's tomb (墓), its last branch (申子辰见辰). */
export const canopy = (branch: number): number => mod(frameStart(branch) + 8, 12);

/**
 * 天德 by month branch: 正丁二坤中，三壬四辛同，五乾六甲上，七癸八寅同，九丙十归乙，子巽丑庚中
 * (《渊海子平》 卷一 论天德贵人), 坤 read as 申, 乾 as 亥, 巽 as 巳. A stem (`stem`) falls on a
 * pillar's stem, a branch (`branch`) on its branch.
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

/** 月德 by the month's 三合 frame: 寅午戌 丙, 申子辰 壬, 亥卯未 甲, 巳酉丑 庚 (壬甲丙庚谓之月德). */
export const monthlyVirtue = (monthBranch: number): number =>
  [8, 6, 2, 0][mod(monthBranch, 4)] as number;

/** Where the 羊刃 table of `yinBlade` is printed: the yang stems' in both books, the yin stems' by the choice. */
export function bladeSource(yinBlade: YinBlade): string {
  const books = `${SANMING}, 卷三 论羊刃 (volume 3, On the Goat Blade)`;
  const ahead = '禄前一位 (one past the Prosperity Star)';
  const yang = `${books}, and ${YUANHAI}, 论阳刃 (On the Yang Blade): ${ahead}, 甲卯 (Jia at Rabbit)`;
  if (yinBlade === 'after-lu') return `${books}: ${ahead} for all ten stems, 乙辰 (Yi at Dragon)`;
  if (yinBlade === 'none')
    return `${yang}; ${YUANHAI}, 论阳刃 (On the Yang Blade): 五阴无刃 (the five yin stems have no blade)`;
  return `${yang}; yin stems at their 帝旺 (peak), 乙寅 (Yi at Tiger), as cantian-tymext`;
}

/** Each star's book, chapter and rhyme, every Chinese title and line with its English beside it. */
export const STAR_SOURCES = {
  文昌:
    'the Academic Star (文昌) rhyme of modern manuals and cantian-tymext: 甲乙巳午报君知…癸人见卯入云梯 ' +
    '(Jia and Yi at Snake and Horse … Gui at Rabbit); not in the Compendium of the Three Lives ' +
    '(《三命通会》), whose 卷三 论太极贵 (volume 3, On the Supreme Ultimate Nobleman) has another table',
  驿马: `${SANMING}, 卷三 论驿马 (volume 3, On the Travelling Horse): 申子辰人马在寅 (for Monkey, Rat and Dragon the Horse is in Tiger)`,
  桃花: `${SANMING}, 卷二 论咸池 (volume 2, On the Salty Pool), 一名桃花煞 (also called Peach Blossom): 申子辰酉 (Monkey, Rat and Dragon at Rooster)`,
  华盖: `${SANMING}, 卷二 论将星华盖 (volume 2, On the General Star and the Flowery Canopy): 三合底处得库谓之华盖 (the storehouse at the end of a triple combination is the Canopy)`,
  禄神: `${SANMING}, 卷三 论十干禄 (volume 3, On the Prosperity of the Ten Stems): 甲禄寅…癸禄子 (Jia’s at Tiger … Gui’s at Rat)`,
  空亡: `${SANMING}, 卷三 论空亡 (volume 3, On the Void): 甲子旬…无戌亥 (the ten days from Jia Rat … lack Dog and Pig)`,
  天德: `${YUANHAI}, 卷一 论天德贵人 (volume 1, On the Heavenly Virtue Nobleman): 正丁二坤中…子巽丑庚中 (first month Ding, second Kun … eleventh Xun, twelfth Geng)`,
  月德: `${SANMING}, 卷三 论天月德 (volume 3, On the Heavenly and Monthly Virtues), and ${YUANHAI}, 卷一 论月德贵人 (volume 1, On the Monthly Virtue Nobleman): 寅午戌月在丙… (in a Tiger, Horse or Dog month at Bing …)`,
} as const;

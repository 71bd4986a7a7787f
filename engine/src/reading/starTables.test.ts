/**
 * The symbolic stars' tables against the rhymes of the books, as small literal checks:
 * 《三命通会》 卷三 论天乙贵人 (甲戊庚牛羊…六辛逢马虎), 论驿马, 论羊刃 (yang stems), 论天月德 (月德) and
 * 卷二 论咸池, 论将星华盖; 《渊海子平》 卷一 论起玉堂天乙贵人 (甲戊兼牛羊…庚辛逢马虎), 论天德贵人,
 * 论月德贵人. 文昌 and the yin stems' 羊刃 as modern manuals and cantian-tymext (docs/engine/reading.md).
 * The second implementation (cantian-tymext) is in `cantianOracle.test.ts`.
 */
import { BRANCHES, STEMS } from '../sexagenary/cycle';
import {
  blade,
  canopy,
  heavenlyVirtue,
  horse,
  monthlyVirtue,
  nobles,
  peach,
  wenchang,
} from './starTables';

const branches = (list: readonly number[]) => list.map((b) => BRANCHES[b]).join('');
/** Each stem's branch by `of`, `-` where it has none. */
const byStem = (of: (stem: number) => number | undefined) =>
  STEMS.map((_, s) => {
    const branch = of(s);
    return branch === undefined ? '-' : (BRANCHES[branch] as string);
  }).join('');
const byBranch = (of: (branch: number) => number) =>
  BRANCHES.map((_, b) => BRANCHES[of(b)] as string).join('');

describe('symbolic-star tables as the rhymes have them', () => {
  it('places the Heavenly Noble by 甲戊庚牛羊，乙己鼠猴乡，丙丁猪鸡位，壬癸兔蛇藏，六辛逢马虎', () => {
    expect(STEMS.map((_, s) => branches(nobles(s, 'six-xin')))).toEqual([
      '丑未',
      '子申',
      '亥酉',
      '亥酉',
      '丑未',
      '子申',
      '丑未',
      '寅午',
      '卯巳',
      '卯巳',
    ]);
  });

  it('moves only 庚 under 甲戊兼牛羊…庚辛逢马虎 (《渊海子平》 卷一)', () => {
    const six = STEMS.map((_, s) => branches(nobles(s, 'six-xin')));
    const gengXin = STEMS.map((_, s) => branches(nobles(s, 'geng-xin')));
    expect(gengXin.filter((b, s) => b !== six[s])).toEqual(['寅午']);
    expect(gengXin[6]).toBe('寅午');
  });

  it('places 文昌 by 甲乙巳午报君知，丙戊申宫丁己鸡，庚猪辛鼠壬逢虎，癸人见卯入云梯', () => {
    expect(byStem(wenchang)).toBe('巳午申酉申酉亥子寅卯');
  });

  it('places 羊刃 one past the 禄 for yang stems (论羊刃, 论阳刃) and one before it for yin stems', () => {
    expect(byStem((stem) => blade(stem))).toBe('卯寅午巳午巳酉申子亥');
    expect(byStem((stem) => blade(stem, 'before-lu'))).toBe('卯寅午巳午巳酉申子亥');
  });

  it('places every stem’s 羊刃 one past its 禄 under 《三命通会》 卷三 论羊刃 (after-lu)', () => {
    // 甲禄寅 乙禄卯 丙戊禄巳 丁己禄午 庚禄申 辛禄酉 壬禄亥 癸禄子, each one forward.
    expect(byStem((stem) => blade(stem, 'after-lu'))).toBe('卯辰午未午未酉戌子丑');
  });

  it('gives the yin stems no 羊刃 under 《渊海子平》 论阳刃: 乙丁己辛癸五阴无刃 (none)', () => {
    expect(byStem((stem) => blade(stem, 'none'))).toBe('卯-午-午-酉-子-');
  });

  it('places 驿马, 咸池 and 华盖 by the 三合 group: 申子辰人马在寅, 咸池酉, 华盖 the 库 辰', () => {
    // 子丑寅卯辰巳午未申酉戌亥
    expect(byBranch(horse)).toBe('寅亥申巳寅亥申巳寅亥申巳');
    expect(byBranch(peach)).toBe('酉午卯子酉午卯子酉午卯子');
    expect(byBranch(canopy)).toBe('辰丑戌未辰丑戌未辰丑戌未');
  });

  it('places 天德 by 正丁二坤中，三壬四辛同，五乾六甲上，七癸八寅同，九丙十归乙，子巽丑庚中', () => {
    // 坤 read as 申, 乾 as 亥, 巽 as 巳.
    const text = BRANCHES.map((_, b) => {
      const v = heavenlyVirtue(b);
      return v.stem !== undefined ? STEMS[v.stem] : BRANCHES[v.branch as number];
    }).join('');
    expect(text).toBe('巳庚丁申壬辛亥甲癸寅丙乙');
  });

  it('places 月德 by 寅午戌月在丙，申子辰月在壬，亥卯未月在甲，巳酉丑月在庚', () => {
    expect(BRANCHES.map((_, b) => STEMS[monthlyVirtue(b)]).join('')).toBe(
      '壬庚丙甲壬庚丙甲壬庚丙甲',
    );
  });
});

/**
 * The symbolic stars' tables against the rhymes of the books, as small literal checks:
 * 《三命通会》 卷三 (天乙贵人 甲戊庚牛羊…六辛逢马虎, 文昌, 驿马, 咸池, 华盖, 羊刃, 天月德) and
 * 《渊海子平》 (the rhyme 甲戊兼牛羊…庚辛逢马虎, 禄). The second implementation (cantian-tymext) is
 * in `cantianOracle.test.ts`.
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
const byStem = (of: (stem: number) => number) =>
  STEMS.map((_, s) => BRANCHES[of(s)] as string).join('');
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

  it('moves only 庚 under 甲戊兼牛羊…庚辛逢马虎 (《渊海子平》)', () => {
    const six = STEMS.map((_, s) => branches(nobles(s, 'six-xin')));
    const gengXin = STEMS.map((_, s) => branches(nobles(s, 'geng-xin')));
    expect(gengXin.filter((b, s) => b !== six[s])).toEqual(['寅午']);
    expect(gengXin[6]).toBe('寅午');
  });

  it('places 文昌 by 甲乙巳午报君知，丙戊申宫丁己鸡，庚猪辛鼠壬逢虎，癸人见卯入云梯', () => {
    expect(byStem(wenchang)).toBe('巳午申酉申酉亥子寅卯');
  });

  it('places 羊刃 one past the 禄 for yang stems and one before it for yin stems', () => {
    expect(byStem(blade)).toBe('卯寅午巳午巳酉申子亥');
  });

  it('places 驿马, 咸池 and 华盖 by the 三合 group: 申子辰 马寅 花酉 盖辰', () => {
    // 子丑寅卯辰巳午未申酉戌亥
    expect(byBranch(horse)).toBe('寅亥申巳寅亥申巳寅亥申巳');
    expect(byBranch(peach)).toBe('酉午卯子酉午卯子酉午卯子');
    expect(byBranch(canopy)).toBe('辰丑戌未辰丑戌未辰丑戌未');
  });

  it('places 天德 by 正丁二申宫，三壬四辛同，五亥六甲上，七癸八寅逢，九丙十归乙，子巳丑庚中', () => {
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

/**
 * Tai Sui years against the published yearly 犯太岁 tables: 2024 甲辰 (值 龙 辰 and 刑 by 自刑, 冲 狗
 * 戌, 害 兔 卯, 破 牛 丑), 2025 乙巳 (值 蛇 巳, 冲 猪 亥, 刑 虎 寅 and 猴 申, 害 虎 寅, 破 猴 申), 2026 丙午
 * (值 马 午, 冲 鼠 子, 刑 马 午 by 自刑, 害 牛 丑, 破 兔 卯), as the Hong Kong temple and almanac lists
 * print them; 立春 2026 at 04:02 on 4 February, Hong Kong Observatory.
 */
import { BRANCHES } from '../sexagenary/cycle';
import { breakBranch } from '../sexagenary/relations';
import { taiSuiYears } from './taiSuiYears';

const ALL = { punishment: true, harm: true, break: true };

/** Each branch's kinds in one year, all relations on. */
function table(year: number): Record<string, string[]> {
  const rows: Record<string, string[]> = {};
  for (const branch of BRANCHES)
    for (const t of taiSuiYears(branch, year, year, ALL)) (rows[branch] ??= []).push(t.kind);
  return rows;
}

describe('taiSuiYears', () => {
  it.each([
    [2024, { 辰: ['值太岁', '刑太岁'], 戌: ['冲太岁'], 卯: ['害太岁'], 丑: ['破太岁'] }],
    [2025, { 巳: ['值太岁'], 亥: ['冲太岁'], 寅: ['刑太岁', '害太岁'], 申: ['刑太岁', '破太岁'] }],
    [2026, { 午: ['值太岁', '刑太岁'], 子: ['冲太岁'], 丑: ['害太岁'], 卯: ['破太岁'] }],
  ])('%i matches the published table', (year, expected) => {
    expect(table(year)).toEqual(expected);
  });

  it('gives only 值 and 冲 unless asked, each at its year’s 立春 (China’s date)', () => {
    const years = taiSuiYears('午', 2025, 2038);
    expect(years.map((t) => [t.year, t.kind])).toEqual([
      [2026, '值太岁'],
      [2032, '冲太岁'],
      [2038, '值太岁'],
    ]);
    // HKO publishes the minute, 04:02 (20:02 UTC): the instant is within it.
    const lichun = years[0]?.lichun;
    expect(lichun?.date).toEqual({ year: 2026, month: 2, day: 4 });
    expect((lichun?.utcMs ?? 0) - Date.UTC(2026, 1, 3, 20, 2)).toBeGreaterThanOrEqual(0);
    expect((lichun?.utcMs ?? 0) - Date.UTC(2026, 1, 3, 20, 2)).toBeLessThan(60_000);
    expect(years[0]?.en).toBe('Own Tai Sui year');
  });

  it('pairs the six breaks both ways (子酉 卯午 辰丑 未戌 寅亥 巳申)', () => {
    for (let b = 0; b < 12; b += 1) expect(breakBranch(breakBranch(b))).toBe(b);
    expect(
      ['子', '卯', '辰', '未', '寅', '巳'].map(
        (b) => BRANCHES[breakBranch(BRANCHES.indexOf(b as never))],
      ),
    ).toEqual(['酉', '午', '丑', '戌', '亥', '申']);
  });

  it('refuses what is not a branch', () => {
    expect(() => taiSuiYears('马', 2026, 2026)).toThrow(RangeError);
  });
});

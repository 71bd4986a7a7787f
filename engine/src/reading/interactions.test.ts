/**
 * The interaction tables as the published texts print them, as small literal checks: 《三命通会》
 * (Compendium of the Three Lives) 卷二 论十干合 and 论十干化气 (甲己化土 …), 论支元六合, 论支元三合,
 * 论冲击, 论三刑 and 论六害; 《协纪辨方书》 (Treatise on Harmonising the Times) 卷一 本原一 (三合, 六合,
 * 五合化气, 四序 for the 三会 groups, 干支五行 for the 六合 elements but 午未) and 卷三 义例一 (岁破,
 * 岁刑). 六破 and 午未 火 as modern manuals and cantian-tymext (docs/engine/reading.md). The second
 * implementation (cantian-tymext) is in `cantianOracle.test.ts`.
 */
import { BRANCHES, STEMS } from '../sexagenary/cycle';
import { interactionsOf } from './interactions';
import type { SlotPillar } from './slots';
import type { ReadingSlot } from './types';

const SLOTS: readonly ReadingSlot[] = ['year', 'month', 'day', 'hour', 'luck', 'flowYear'];

/** Natal pillars from `甲子 乙丑 …` (stem and branch need not make a real pillar here). */
function pillars(text: string): SlotPillar[] {
  return text.split(' ').map((p, i) => ({
    slot: SLOTS[i] as ReadingSlot,
    stem: STEMS.indexOf(p[0] as never),
    branch: BRANCHES.indexOf(p[1] as never),
  }));
}

const kinds = (text: string, stemClash: 'four' | 'none' = 'four') =>
  interactionsOf(pillars(text), stemClash).map(
    (i) => `${i.zh}${i.element ?? ''} ${i.members.join('+')}`,
  );

describe('interactions as the books print them', () => {
  it.each([
    ['甲子 己子', '天干五合土'],
    ['乙子 庚子', '天干五合金'],
    ['丙子 辛子', '天干五合水'],
    ['丁子 壬子', '天干五合木'],
    ['戊子 癸子', '天干五合火'],
  ])('%s: %s (十干合)', (text, found) => {
    expect(kinds(text)).toContain(`${found} year+month`);
  });

  it.each([
    ['甲子 甲丑', '六合土'],
    ['甲寅 甲亥', '六合木'],
    ['甲卯 甲戌', '六合火'],
    ['甲辰 甲酉', '六合金'],
    ['甲巳 甲申', '六合水'],
    ['甲午 甲未', '六合火'], // cantian-tymext; 《协纪辨方书》 has 午 日 未 月, many manuals 土
  ])('%s: %s (支元六合)', (text, found) => {
    expect(kinds(text)).toContain(`${found} year+month`);
  });

  it('lists the six clashes, the six harms and the six breaks', () => {
    for (const pair of ['子午', '丑未', '寅申', '卯酉', '辰戌', '巳亥'])
      expect(kinds(`甲${pair[0]} 甲${pair[1]}`)).toContain('六冲 year+month');
    for (const pair of ['子未', '丑午', '寅巳', '卯辰', '申亥', '酉戌'])
      expect(kinds(`甲${pair[0]} 甲${pair[1]}`)).toContain('六害 year+month');
    for (const pair of ['子酉', '卯午', '辰丑', '未戌', '寅亥', '巳申'])
      expect(kinds(`甲${pair[0]} 甲${pair[1]}`)).toContain('六破 year+month');
  });

  it('gives the four three harmonies and the four seasons their elements', () => {
    expect(kinds('甲申 甲子 甲辰')).toContain('三合水 year+month+day');
    expect(kinds('甲亥 甲卯 甲未')).toContain('三合木 year+month+day');
    expect(kinds('甲寅 甲午 甲戌')).toContain('三合火 year+month+day');
    expect(kinds('甲巳 甲酉 甲丑')).toContain('三合金 year+month+day');
    expect(kinds('甲寅 甲卯 甲辰')).toContain('三会木 year+month+day');
    expect(kinds('甲巳 甲午 甲未')).toContain('三会火 year+month+day');
    expect(kinds('甲申 甲酉 甲戌')).toContain('三会金 year+month+day');
    expect(kinds('甲亥 甲子 甲丑')).toContain('三会水 year+month+day');
  });

  it('keeps a half harmony to pairs holding the peak branch, and not inside a full one', () => {
    expect(kinds('甲申 甲子')).toContain('半合水 year+month');
    expect(kinds('甲子 甲辰')).toContain('半合水 year+month');
    // 申辰 (拱合, the peak 子 missing) is no half harmony.
    expect(kinds('甲申 甲辰').filter((k) => k.startsWith('半合'))).toEqual([]);
    expect(kinds('甲申 甲子 甲辰').filter((k) => k.startsWith('半合'))).toEqual([]);
  });

  it('punishes 寅巳申 and 丑戌未 as three, or two by two, 子卯 each other and 辰午酉亥 themselves', () => {
    expect(kinds('甲寅 甲巳 甲申')).toContain('三刑 year+month+day');
    expect(kinds('甲寅 甲巳 甲申').filter((k) => k.startsWith('三刑'))).toHaveLength(1);
    expect(kinds('甲丑 甲戌 甲未')).toContain('三刑 year+month+day');
    expect(kinds('甲寅 甲巳')).toContain('三刑 year+month');
    expect(kinds('甲子 甲卯')).toContain('三刑 year+month');
    for (const b of '辰午酉亥') expect(kinds(`甲${b} 甲${b}`)).toContain('自刑 year+month');
    expect(kinds('甲子 甲子').filter((k) => k.includes('刑'))).toEqual([]);
  });

  it('counts the four stem clashes only when the school does', () => {
    for (const pair of ['甲庚', '乙辛', '丙壬', '丁癸'])
      expect(kinds(`${pair[0]}子 ${pair[1]}丑`)).toContain('天干冲 year+month');
    expect(kinds('戊子 甲丑').filter((k) => k.startsWith('天干冲'))).toEqual([]);
    expect(kinds('甲子 庚丑', 'none').filter((k) => k.startsWith('天干冲'))).toEqual([]);
  });

  it('relates a pillar now to the natal ones, never two pillars now to each other', () => {
    // Natal 乙卯 four times, luck 甲午, 流年 庚午: luck and 流年 are 甲庚 and 午午 to each other.
    const found = kinds('乙卯 乙卯 乙卯 乙卯 甲午 庚午');
    expect(found.filter((k) => k.includes('luck+flowYear'))).toEqual([]);
    expect(found).toContain('六破 year+luck');
  });
});

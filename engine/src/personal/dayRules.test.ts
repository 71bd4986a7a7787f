import { jiaziIndex } from '../sexagenary/cycle';
import { dayRuleFlags } from './dayRules';

const pillar = (name: string) =>
  jiaziIndex(
    '甲乙丙丁戊己庚辛壬癸'.indexOf(name[0] ?? ''),
    '子丑寅卯辰巳午未申酉戌亥'.indexOf(name[1] ?? ''),
  );

const NONE = { fuYin: false, fanYin: false, sevenKilling: false, robMoney: false, luckyDay: false };

/** Hand-checked from the rules in METAPHYSICS.md section 5 (stem and branch tables of 《三命通会》). */
describe('personal day rules', () => {
  it.each([
    ['甲子', '甲子', { fuYin: true }],
    ['甲子', '庚午', { fanYin: true, sevenKilling: true }],
    ['甲子', '戊午', {}],
    ['甲子', '庚寅', { sevenKilling: true }],
    ['甲子', '乙亥', { robMoney: true }],
    ['乙丑', '甲戌', { robMoney: true }],
    ['丙寅', '壬申', { fanYin: true, sevenKilling: true }],
    ['癸亥', '己巳', { fanYin: true, sevenKilling: true }],
    ['甲子', '丁丑', { luckyDay: true }],
    ['甲午', '丁丑', { luckyDay: true }],
    ['乙未', '丙子', { luckyDay: true }],
    ['癸酉', '丁巳', { luckyDay: true }],
    // 卯 is a 癸 noble branch but clashes the 酉 birth branch.
    ['癸酉', '丁卯', {}],
    // 未 is a 甲 noble branch, but 辛未 is no 七杀 day for 甲 and not 庚午: lucky.
    ['甲子', '辛未', { luckyDay: true }],
  ] as [string, string, Partial<typeof NONE>][])('natal %s, day %s', (natal, day, expected) => {
    expect(dayRuleFlags(pillar(natal), pillar(day))).toEqual({ ...NONE, ...expected });
  });

  it('never calls a 7 Killing or Fan Yin day lucky', () => {
    for (let natal = 0; natal < 60; natal += 1) {
      for (let day = 0; day < 60; day += 1) {
        const flags = dayRuleFlags(natal, day);
        if (flags.luckyDay) expect(flags.sevenKilling || flags.fanYin).toBe(false);
      }
    }
  });
});

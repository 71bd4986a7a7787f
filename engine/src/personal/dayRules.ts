/**
 * A person's day rules (METAPHYSICS.md section 5), each a function of the natal day pillar or day
 * master and the day's pillar (jiazi indices, 甲子 = 0):
 * - Fu Yin day (伏吟): the day pillar repeats the birth day pillar.
 * - Fan Yin day (反吟, 天克地冲): the day pillar is birth + 6: its stem is the birth stem's 七杀
 *   and its branch clashes the birth branch.
 * - 7 Killing day (七杀日): the day stem controls the day master with the same polarity.
 * - Rob Money day (劫财日): the day stem is the day master's element with the other polarity.
 * - Personal lucky day: the day branch is a 天乙贵人 branch of the day master, the day does not
 *   clash the birth day branch, and it is neither a 7 Killing nor a Fan Yin day.
 * Sources: 《三命通会》 (天乙贵人, 七杀, 劫财), 《渊海子平》 (伏吟/反吟 of 流日).
 */
import { mod } from '../sexagenary/cycle';
import { clashBranch, nobleBranches, sevenKillingsStem } from '../sexagenary/relations';

export interface DayRuleFlags {
  readonly fuYin: boolean;
  readonly fanYin: boolean;
  readonly sevenKilling: boolean;
  readonly robMoney: boolean;
  readonly luckyDay: boolean;
}

export function dayRuleFlags(natalDayPillar: number, dayPillar: number): DayRuleFlags {
  const dayMaster = mod(natalDayPillar, 10);
  const dayStem = mod(dayPillar, 10);
  const dayBranch = mod(dayPillar, 12);
  const fanYin = mod(dayPillar - natalDayPillar, 60) === 6;
  const sevenKilling = dayStem === sevenKillingsStem(dayMaster);
  return {
    fuYin: mod(dayPillar, 60) === mod(natalDayPillar, 60),
    fanYin,
    sevenKilling,
    // Stems pair by element: 甲乙 木, 丙丁 火 ...; the other of the pair has the other polarity.
    robMoney: dayStem === (dayMaster ^ 1),
    luckyDay:
      nobleBranches(dayMaster).includes(dayBranch) &&
      clashBranch(mod(natalDayPillar, 12)) !== dayBranch &&
      !sevenKilling &&
      !fanYin,
  };
}

/**
 * The five ways a year offends (犯) the Tai Sui (太岁, the year's branch) of someone born under a
 * branch, with the branch relations each rests on, by index (子 = 0). The year's branch is the
 * 立春-based year pillar's (the Tai Sui changes at 立春, as the almanac's year does).
 *
 * - 值太岁 (own year, 本命年): the year's branch is the person's;
 * - 冲太岁 (clash): 六冲, the opposite branch (子午 丑未 寅申 卯酉 辰戌 巳亥);
 * - 刑太岁 (punishment): 三刑 either way (寅巳申, 丑戌未, 子卯) and 自刑 (辰午酉亥 punish themselves),
 *   《三命通会》 卷二 论三刑;
 * - 害太岁 (harm): 六害 (子未 丑午 寅巳 卯辰 申亥 酉戌), 《三命通会》 卷二 论六害;
 * - 破太岁 (break): 六破 (子酉 卯午 辰丑 未戌 寅亥 巳申), the pairs the yearly 犯太岁 tables print
 *   (not in the engine's relations so far).
 * The five together are the yearly 犯太岁 tables' (2026 丙午: 值 午, 冲 子, 刑 午, 害 丑, 破 卯).
 * 六冲, 三刑 and 六害 are the engine's own (`sexagenary/relations.ts`, 《协纪辨方书》 vol. 1-2).
 */
import { breakBranch, clashBranch, harmBranch, punishBranch } from '../sexagenary/relations';

export type TaiSuiKind = '值太岁' | '冲太岁' | '刑太岁' | '害太岁' | '破太岁';

export interface TaiSuiRelation {
  readonly kind: TaiSuiKind;
  /** English, e.g. "Clashing the Tai Sui". */
  readonly en: string;
  /** The option that turns it on; 值 and 冲 are always on. */
  readonly option?: 'punishment' | 'harm' | 'break';
  /** Whether a year of branch `year` offends someone born under branch `person` this way. */
  readonly applies: (year: number, person: number) => boolean;
}

export const TAI_SUI_RELATIONS: readonly TaiSuiRelation[] = [
  { kind: '值太岁', en: 'Own Tai Sui year', applies: (year, person) => year === person },
  {
    kind: '冲太岁',
    en: 'Clashing the Tai Sui',
    applies: (year, person) => clashBranch(year) === person,
  },
  {
    kind: '刑太岁',
    en: 'Punishing the Tai Sui',
    option: 'punishment',
    applies: (year, person) => punishBranch(year) === person || punishBranch(person) === year,
  },
  {
    kind: '害太岁',
    en: 'Harming the Tai Sui',
    option: 'harm',
    applies: (year, person) => harmBranch(year) === person,
  },
  {
    kind: '破太岁',
    en: 'Breaking the Tai Sui',
    option: 'break',
    applies: (year, person) => breakBranch(year) === person,
  },
];

/**
 * One pillar of a Bazi chart as plain data: stem, branch, the branch's hidden stems (藏干) and the
 * ten god (十神) of each stem relative to the day master. Tables: `@tongshu/data` `hiddenStems`
 * (main qi first, 《三命通会》/《渊海子平》, equal to lunar-javascript's `ZHI_HIDE_GAN`) and
 * `tenGodByStemPair` (《渊海子平》, equal to lunar-javascript's `SHI_SHEN`).
 */
import { hiddenStems } from '@tongshu/data';
import { BRANCHES, STEMS, mod } from '../sexagenary/cycle';
import { tenGodOf } from '../personal/tenGods';

/** What the day pillar's own stem shows instead of a ten god (lunar-javascript's 日主). */
export const DAY_MASTER = '日主';

export interface HiddenStem {
  readonly stem: string;
  /** Ten god of this stem relative to the day master, e.g. 七杀. */
  readonly tenGod: string;
}

export interface StemBranch {
  readonly stem: string;
  readonly branch: string;
  /** Ten god of the stem relative to the day master; `日主` for the day stem itself. */
  readonly tenGod: string;
  /** The branch's hidden stems, main qi first, each with its ten god. */
  readonly hiddenStems: readonly HiddenStem[];
}

/**
 * The stems, hidden stems and ten gods of a pillar.
 * @param pillar jiazi index 0..59 (甲子 = 0).
 * @param dayMaster stem index 0..9 of the day stem.
 * @param isDayPillar marks the stem as the day master (`日主`) instead of its ten god (比肩).
 */
export function stemBranch(pillar: number, dayMaster: number, isDayPillar = false): StemBranch {
  const stem = STEMS[mod(pillar, 10)] as string;
  const branch = BRANCHES[mod(pillar, 12)] as string;
  const hidden = hiddenStems[branch];
  if (!hidden) throw new Error(`no hidden stems for ${branch}`);
  return {
    stem,
    branch,
    tenGod: isDayPillar ? DAY_MASTER : tenGodOf(dayMaster, stem),
    hiddenStems: hidden.map((s) => ({ stem: s, tenGod: tenGodOf(dayMaster, s) })),
  };
}

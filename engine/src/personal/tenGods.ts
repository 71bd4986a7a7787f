/**
 * Ten gods (十神) of a pillar relative to a day master: of the stem, and of the branch through its
 * main hidden stem (本气). Tables: `@tongshu/data` tenGodByStemPair and hiddenStems (《渊海子平》).
 */
import { hiddenStems, tenGodByStemPair } from '@tongshu/data';
import { BRANCHES, STEMS, mod } from '../sexagenary/cycle';

export interface PillarTenGods {
  readonly stem: string;
  readonly branch: string;
}

export function tenGodOf(dayMaster: number, stem: string): string {
  const god = tenGodByStemPair[STEMS[mod(dayMaster, 10)] as string]?.[stem];
  if (!god) throw new Error(`no ten god for ${stem}`);
  return god;
}

export function pillarTenGods(dayMaster: number, pillar: number): PillarTenGods {
  const branch = BRANCHES[mod(pillar, 12)] as string;
  const main = hiddenStems[branch]?.[0];
  if (!main) throw new Error(`no hidden stems for ${branch}`);
  return {
    stem: tenGodOf(dayMaster, STEMS[mod(pillar, 10)] as string),
    branch: tenGodOf(dayMaster, main),
  };
}

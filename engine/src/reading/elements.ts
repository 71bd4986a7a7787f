/**
 * `elementReading`: the five elements of the natal pillars, with the hidden stems weighted by a
 * named method (issue 45): `main-middle-residual`. Each stem counts 1; each branch counts 1 in
 * all, shared among its hidden stems (藏干, `@tongshu/data` `hiddenStems`: the sets of 《渊海子平》's
 * 地支藏遁歌; 《三命通会》 卷二 论人元司事 differs, e.g. 午 丙丁) as main, middle and residual qi
 * (本气、中气、余气): 0.6, 0.3, 0.1 for three, 0.7, 0.3 for two, 1 for one.
 */
import { hiddenStems } from '@tongshu/data';
import { BRANCHES, stemIndex } from '../sexagenary/cycle';
import { ELEMENTS, stemElement, type SlotPillar } from './slots';
import type { ElementReading } from './types';

const SHARES: Readonly<Record<number, readonly number[]>> = {
  1: [1],
  2: [0.7, 0.3],
  3: [0.6, 0.3, 0.1],
};

export const ELEMENT_METHOD = {
  method: 'main-middle-residual',
  rule: 'Each heavenly stem counts 1 for its element. Each earthly branch counts 1 in all, shared among its hidden stems: main, middle and residual qi 0.6, 0.3 and 0.1 when it hides three, 0.7 and 0.3 when it hides two, 1 when it hides one.',
  source:
    'hidden stems as the Deep Sea of Zi Ping rhymes them (《渊海子平》 地支藏遁歌, Song of the Stems Hidden in the Branches), main qi first; the 60/30/10 split of main, middle and residual qi (本气、中气、余气) as modern Bazi manuals weigh them',
} as const;

/** The hidden stems of a branch with their shares of 1. */
export function weightedHiddenStems(branch: number): { stem: number; weight: number }[] {
  const hidden = hiddenStems[BRANCHES[branch] as string] ?? [];
  const shares = SHARES[hidden.length] ?? [];
  return hidden.map((stem, i) => ({ stem: stemIndex(stem), weight: shares[i] ?? 0 }));
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The element weights of the natal pillars (the hour's only when it is known). */
export function elementReading(natal: readonly SlotPillar[]): ElementReading {
  const counts = new Map<string, number>(ELEMENTS.map((e) => [e, 0]));
  const add = (stem: number, weight: number) => {
    const element = stemElement(stem);
    counts.set(element, (counts.get(element) ?? 0) + weight);
  };
  for (const pillar of natal) {
    add(pillar.stem, 1);
    for (const hidden of weightedHiddenStems(pillar.branch)) add(hidden.stem, hidden.weight);
  }
  return {
    ...ELEMENT_METHOD,
    pillars: natal.map((p) => p.slot),
    counts: Object.fromEntries([...counts].map(([e, n]) => [e, round2(n)])),
  };
}

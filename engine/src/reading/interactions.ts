/**
 * `interactionsOf`: the interactions (刑冲合会) among the natal pillars and between each of them
 * and the luck pillar, 流年 and 流月 (issue 45). Pairs are two natal pillars or a natal one and a
 * pillar now; a group of three holds at most one pillar now. A 半合 (half harmony) or a two-branch
 * 三刑 is not listed again inside a full 三合 or 三刑 of the same branches. Relations by index
 * from `sexagenary/relations.ts` (六合, 六冲, 六害, 三刑, 自刑, 六破); the
 * element tables in `branchGroups.ts`; docs/engine/reading.md.
 */
import { baziInteractions } from '@tongshu/data';
import { breakBranch, clashBranch, harmBranch, punishBranch } from '../sexagenary/relations';
import type { StemClash } from '../schools/school';
import {
  harmonyElement,
  isPeak,
  isPunishmentGroup,
  seasonElement,
  seasonOf,
  sixCombination,
  stemCombination,
  stemsClash,
} from './branchGroups';
import { isNatal, type SlotPillar } from './slots';
import type { Interaction, InteractionKind } from './types';

/** The Chinese name of each kind, the key of its English in `@tongshu/data` `baziInteractions`. */
export const INTERACTION_ZH: Readonly<Record<InteractionKind, string>> = {
  stemCombination: '天干五合',
  stemClash: '天干冲',
  sixCombination: '六合',
  threeHarmony: '三合',
  halfHarmony: '半合',
  directionalCombination: '三会',
  sixClash: '六冲',
  punishment: '三刑',
  selfPunishment: '自刑',
  harm: '六害',
  destruction: '六破',
};

function interaction(
  kind: InteractionKind,
  members: readonly SlotPillar[],
  element?: string,
): Interaction {
  const zh = INTERACTION_ZH[kind];
  const en = baziInteractions[zh]?.en;
  if (!en) throw new Error(`no English for ${zh}`);
  return { kind, zh, en, members: members.map((p) => p.slot), ...(element && { element }) };
}

/** The pairs and triples a reading relates: at most one pillar now in each. */
function groupsOf(pillars: readonly SlotPillar[], size: 2 | 3): SlotPillar[][] {
  const groups: SlotPillar[][] = [];
  const pick = (from: number, chosen: SlotPillar[]) => {
    if (chosen.length === size) {
      if (chosen.filter((p) => !isNatal(p.slot)).length <= 1) groups.push(chosen);
      return;
    }
    for (let i = from; i < pillars.length; i += 1)
      pick(i + 1, [...chosen, pillars[i] as SlotPillar]);
  };
  pick(0, []);
  return groups;
}

const sameSlots = (inner: readonly SlotPillar[], outer: readonly SlotPillar[]) =>
  inner.every((p) => outer.includes(p));

/** The three-branch groups: 三合, 三会 and the three-branch 三刑. */
function tripleInteractions(triple: readonly SlotPillar[]): Interaction[] {
  const branches = triple.map((p) => p.branch);
  const distinct = new Set(branches).size === 3;
  const found: Interaction[] = [];
  const [first] = branches as [number];
  if (distinct && branches.every((b) => b % 4 === first % 4))
    found.push(interaction('threeHarmony', triple, harmonyElement(first)));
  if (distinct && branches.every((b) => seasonOf(b) === seasonOf(first)))
    found.push(interaction('directionalCombination', triple, seasonElement(first)));
  if (isPunishmentGroup(branches)) found.push(interaction('punishment', triple));
  return found;
}

/** The two-pillar interactions of a pair, less those a full group of three already holds. */
function pairInteractions(
  pair: readonly [SlotPillar, SlotPillar],
  stemClash: StemClash,
  triples: readonly Interaction[],
  tripleMembers: readonly (readonly SlotPillar[])[],
): Interaction[] {
  const [a, b] = pair;
  const found: Interaction[] = [];
  const combined = stemCombination(a.stem, b.stem);
  if (combined) found.push(interaction('stemCombination', pair, combined));
  if (stemClash === 'four' && stemsClash(a.stem, b.stem))
    found.push(interaction('stemClash', pair));
  const six = sixCombination(a.branch, b.branch);
  if (six) found.push(interaction('sixCombination', pair, six));
  const within = (kind: InteractionKind) =>
    triples.some((t, i) => t.kind === kind && sameSlots(pair, tripleMembers[i] ?? []));
  const half =
    a.branch !== b.branch &&
    a.branch % 4 === b.branch % 4 &&
    (isPeak(a.branch) || isPeak(b.branch));
  if (half && !within('threeHarmony'))
    found.push(interaction('halfHarmony', pair, harmonyElement(a.branch)));
  if (clashBranch(a.branch) === b.branch) found.push(interaction('sixClash', pair));
  const punishes = punishBranch(a.branch) === b.branch || punishBranch(b.branch) === a.branch;
  if (a.branch === b.branch && punishBranch(a.branch) === a.branch)
    found.push(interaction('selfPunishment', pair));
  else if (punishes && a.branch !== b.branch && !within('punishment'))
    found.push(interaction('punishment', pair));
  if (harmBranch(a.branch) === b.branch) found.push(interaction('harm', pair));
  if (breakBranch(a.branch) === b.branch) found.push(interaction('destruction', pair));
  return found;
}

/**
 * The interactions among `pillars` (natal ones first, in chart order, then the pillars now).
 * @param stemClash the school's `stemClash`: `four` lists 甲庚 乙辛 丙壬 丁癸, `none` no stem clash.
 */
export function interactionsOf(
  pillars: readonly SlotPillar[],
  stemClash: StemClash = 'four',
): Interaction[] {
  const tripleGroups = groupsOf(pillars, 3);
  const triples: Interaction[] = [];
  const tripleMembers: SlotPillar[][] = [];
  for (const triple of tripleGroups)
    for (const found of tripleInteractions(triple)) {
      triples.push(found);
      tripleMembers.push(triple);
    }
  const pairs = groupsOf(pillars, 2).flatMap((pair) =>
    pairInteractions(pair as [SlotPillar, SlotPillar], stemClash, triples, tripleMembers),
  );
  return [...pairs, ...triples];
}

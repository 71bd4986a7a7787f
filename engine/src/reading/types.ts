/**
 * The shapes of a Bazi reading on a date (issue 45, "Bazi in depth"): the pillars in force, the
 * interactions between pillars, the symbolic stars (神煞), the elements and the day master's
 * strength. docs/engine/reading.md has every rule and its source.
 */
import type { LuckPillar } from '../bazi/baziChart';
import type { StemBranch } from '../bazi/pillar';

/** The pillars a reading relates: the natal four, the luck pillar in force, 流年 and 流月. */
export type ReadingSlot = 'year' | 'month' | 'day' | 'hour' | 'luck' | 'flowYear' | 'flowMonth';

/** A pillar in force on the date (流年, 流月): stem, branch, hidden stems, their ten gods. */
export interface FlowPillar extends StemBranch {
  /** The pillar's name, stem then branch, e.g. 丙午. */
  readonly name: string;
}

/** The kinds of interaction, each with its Chinese name in `INTERACTION_ZH`. */
export type InteractionKind =
  | 'stemCombination'
  | 'stemClash'
  | 'sixCombination'
  | 'threeHarmony'
  | 'halfHarmony'
  | 'directionalCombination'
  | 'sixClash'
  | 'punishment'
  | 'selfPunishment'
  | 'harm'
  | 'destruction';

export interface Interaction {
  readonly kind: InteractionKind;
  /** The kind in Chinese, e.g. 六合. */
  readonly zh: string;
  /** The kind in English, e.g. Six Combination. */
  readonly en: string;
  /** The two or three pillars involved, natal ones first in chart order. */
  readonly members: readonly ReadingSlot[];
  /** The element the combination produces, in Chinese (木火土金水), where there is one. */
  readonly element?: string;
}

export interface SymbolicStar {
  /** The star in Chinese, e.g. 天乙贵人. */
  readonly zh: string;
  readonly en: string;
  /** The pillar it falls on. */
  readonly slot: ReadingSlot;
  /** The natal pillars it is looked up from (e.g. the day stem: `['day']`). */
  readonly from: readonly ReadingSlot[];
  /** The table's book, with its volume. */
  readonly source: string;
}

export interface ElementReading {
  /** The method's name, e.g. `stems-and-hidden-stems`. */
  readonly method: string;
  /** The rule in words: what counts and how much. */
  readonly rule: string;
  readonly source: string;
  /** The natal pillars counted (the hour only when it is known). */
  readonly pillars: readonly ReadingSlot[];
  /** Weight of each element, keyed 木火土金水, rounded to two decimals. */
  readonly counts: Readonly<Record<string, number>>;
}

export interface StrengthReading {
  readonly method: string;
  readonly rule: string;
  readonly source: string;
  /** The day master's element, in Chinese. */
  readonly element: string;
  /** 得令: the month branch's main qi is the day master's element or produces it. */
  readonly season: boolean;
  /** 得地: the day master's element is hidden in a natal branch other than the month's. */
  readonly root: boolean;
  /** 得势: same and producing elements weigh at least half of the others' weight. */
  readonly support: boolean;
  /** Strong (身强) when two of the three hold, else weak (身弱). */
  readonly verdict: 'strong' | 'weak';
  readonly zh: string;
  readonly en: string;
}

export interface BaziReading {
  /** The date read, YYYY-MM-DD on the reader's clock. */
  readonly on: string;
  /** The luck pillar in force (null before the first), 流年 and 流月, at 12:00 that day. */
  readonly now: {
    readonly luck: LuckPillar | null;
    readonly year: FlowPillar;
    readonly month: FlowPillar;
  };
  readonly interactions: readonly Interaction[];
  readonly stars: readonly SymbolicStar[];
  readonly elements: ElementReading;
  readonly strength: StrengthReading;
}

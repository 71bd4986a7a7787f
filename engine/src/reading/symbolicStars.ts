/**
 * `symbolicStarsOf`: the symbolic stars (神煞) on the natal pillars and on the pillars now (issue
 * 45). Each is looked up from a natal pillar (its anchor) and falls on every pillar whose stem or
 * branch the table names:
 * - from the day stem and the year stem: 天乙贵人, 文昌; from the day stem: 羊刃, 禄神 (on any
 *   pillar, the anchor's own included);
 * - from the year branch and the day branch: 驿马, 桃花, 华盖; from the day and the year pillar's
 *   ten-day week (旬): 空亡 (on the other pillars, not on the anchor itself);
 * - from the month branch: 天德 (a stem or a branch), 月德 (a stem), on any pillar.
 * The anchors are those of the cantian-tymext library, checked in `cantianOracle.test.ts`.
 */
import { baziStars } from '@tongshu/data';
import { salaryBranch, voidBranches } from '../sexagenary/relations';
import { jiaziIndex } from '../sexagenary/cycle';
import type { School } from '../schools/school';
import type { SlotPillar } from './slots';
import {
  blade,
  bladeSource,
  canopy,
  heavenlyVirtue,
  horse,
  monthlyVirtue,
  nobles,
  noblesSource,
  peach,
  STAR_SOURCES,
  wenchang,
} from './starTables';
import type { ReadingSlot, SymbolicStar } from './types';

/** The school options the stars' tables read. */
type ReadingStarSchool = Pick<School, 'nobleRhyme' | 'yinBlade'>;

interface StarRule {
  readonly zh: string;
  /** The natal pillars it is looked up from. */
  readonly from: readonly ('year' | 'month' | 'day')[];
  /** Whether it may fall on its anchor's own pillar. */
  readonly onAnchor: boolean;
  readonly falls: (anchor: SlotPillar, on: SlotPillar) => boolean;
  readonly source: string;
}

function rules({ nobleRhyme: rhyme, yinBlade }: ReadingStarSchool): readonly StarRule[] {
  const branchRule = (zh: keyof typeof STAR_SOURCES, of: (branch: number) => number) => ({
    zh,
    from: ['year', 'day'] as const,
    onAnchor: false,
    falls: (anchor: SlotPillar, on: SlotPillar) => of(anchor.branch) === on.branch,
    source: STAR_SOURCES[zh],
  });
  return [
    {
      zh: '天乙贵人',
      from: ['day', 'year'],
      onAnchor: true,
      falls: (anchor, on) => nobles(anchor.stem, rhyme).includes(on.branch),
      source: noblesSource(rhyme),
    },
    {
      zh: '文昌',
      from: ['day', 'year'],
      onAnchor: true,
      falls: (anchor, on) => wenchang(anchor.stem) === on.branch,
      source: STAR_SOURCES.文昌,
    },
    branchRule('驿马', horse),
    branchRule('桃花', peach),
    branchRule('华盖', canopy),
    {
      zh: '羊刃',
      from: ['day'],
      onAnchor: true,
      falls: (anchor, on) => blade(anchor.stem, yinBlade) === on.branch,
      source: bladeSource(yinBlade),
    },
    {
      zh: '禄神',
      from: ['day'],
      onAnchor: true,
      falls: (anchor, on) => salaryBranch(anchor.stem) === on.branch,
      source: STAR_SOURCES.禄神,
    },
    {
      zh: '空亡',
      from: ['day', 'year'],
      onAnchor: false,
      falls: (anchor, on) =>
        voidBranches(jiaziIndex(anchor.stem, anchor.branch)).includes(on.branch),
      source: STAR_SOURCES.空亡,
    },
    {
      zh: '天德',
      from: ['month'],
      onAnchor: true,
      falls: (anchor, on) => {
        const virtue = heavenlyVirtue(anchor.branch);
        return virtue.stem === on.stem || virtue.branch === on.branch;
      },
      source: STAR_SOURCES.天德,
    },
    {
      zh: '月德',
      from: ['month'],
      onAnchor: true,
      falls: (anchor, on) => monthlyVirtue(anchor.branch) === on.stem,
      source: STAR_SOURCES.月德,
    },
  ];
}

/**
 * The stars on `pillars` (natal ones first in chart order, then the pillars now), star by star in
 * the order of `@tongshu/data` `baziStars`, each pillar once with every anchor that put it there.
 * @param school the school's `nobleRhyme` (天乙贵人 of 庚 and 辛) and `yinBlade` (羊刃 of yin stems).
 */
export function symbolicStarsOf(
  pillars: readonly SlotPillar[],
  school: ReadingStarSchool = { nobleRhyme: 'six-xin', yinBlade: 'before-lu' },
): SymbolicStar[] {
  const bySlot = new Map<ReadingSlot, SlotPillar>(pillars.map((p) => [p.slot, p]));
  return rules(school).flatMap((rule) => {
    const en = baziStars[rule.zh]?.en;
    if (!en) throw new Error(`no English for ${rule.zh}`);
    return pillars.flatMap((on): SymbolicStar[] => {
      const from = rule.from.filter((slot) => {
        const anchor = bySlot.get(slot);
        return anchor && (rule.onAnchor || slot !== on.slot) && rule.falls(anchor, on);
      });
      return from.length ? [{ zh: rule.zh, en, slot: on.slot, from, source: rule.source }] : [];
    });
  });
}

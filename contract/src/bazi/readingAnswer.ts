/**
 * The Bazi reading on a date in v1's shape (issue 45): the engine's `baziReading` with every
 * Chinese term beside its English (`@tongshu/data`: stems, branches, ten gods, elements, the
 * pillars' names, the interactions and stars).
 */
import {
  baziInteractions,
  baziPillars,
  baziStars,
  dayMaster,
  elements,
  READING_SLOTS,
  stems,
  tenGods,
} from '@tongshu/data';
import {
  baziChart,
  baziReading,
  type BaziReading,
  type FlowPillar,
  type LuckPillar,
  type ReadingSlot,
} from '@tongshu/engine';
import { inputError } from '../shared/errors';
import { glossaryTerm, pillarOf, pillarText } from '../shared/pillar';
import { schoolOfSubject, type Subject } from '../shared/subject';
import type { Term } from '../shared/term';
import type { BaziReadingAnswer } from './readingSchema';

type FlowAnswer = BaziReadingAnswer['now']['year'];

const god = (zh: string): Term => glossaryTerm({ ...tenGods, ...dayMaster }, zh);

/**
 * A pillar of the reading by its slot, as the answer's pillars now and every page name it:
 * `{ zh: '流年', en: 'Annual pillar' }` (`@tongshu/data` `baziPillars`).
 */
export const slotTerm = (slot: ReadingSlot): Term => glossaryTerm(baziPillars, READING_SLOTS[slot]);

function flowAnswer(slot: 'luck' | 'flowYear' | 'flowMonth', pillar: FlowPillar | LuckPillar) {
  return {
    name: slotTerm(slot),
    pillar: pillarOf(pillar.stem, pillar.branch),
    tenGod: god(pillar.tenGod),
    hiddenStems: pillar.hiddenStems.map((hidden) => ({
      stem: glossaryTerm(stems, hidden.stem),
      tenGod: god(hidden.tenGod),
    })),
  } satisfies FlowAnswer;
}

/** The engine's reading with its terms in Chinese and English. */
export function readingTerms(reading: BaziReading, zone: string): BaziReadingAnswer {
  const { luck, year, month } = reading.now;
  const { elements: counted, strength } = reading;
  return {
    on: reading.on,
    zone,
    now: {
      luck: luck
        ? { ...flowAnswer('luck', luck), index: luck.index, age: luck.age, year: luck.year }
        : null,
      year: flowAnswer('flowYear', year),
      month: flowAnswer('flowMonth', month),
    },
    interactions: reading.interactions.map((item) => ({
      kind: item.kind,
      name: glossaryTerm(baziInteractions, item.zh),
      members: [...item.members],
      ...(item.element ? { element: glossaryTerm(elements, item.element) } : {}),
    })),
    stars: reading.stars.map((star) => ({
      name: glossaryTerm(baziStars, star.zh),
      slot: star.slot,
      from: [...star.from],
      source: star.source,
    })),
    elements: {
      method: counted.method,
      rule: counted.rule,
      source: counted.source,
      pillars: [...counted.pillars],
      counts: Object.entries(counted.counts).map(([zh, count]) => ({
        element: glossaryTerm(elements, zh),
        count,
      })),
    },
    strength: {
      method: strength.method,
      rule: strength.rule,
      source: strength.source,
      element: glossaryTerm(elements, strength.element),
      season: strength.season,
      root: strength.root,
      support: strength.support,
      verdict: strength.verdict,
      name: { zh: strength.zh, en: strength.en },
    },
  };
}

/**
 * The reading of a subject's chart on `on` (YYYY-MM-DD) at 12:00 on `zone`'s clock, in the
 * subject's school.
 * @throws ContractError 400 on `on` for a date the engine cannot read (outside 1900..2100), on
 * `zone` for a zone it does not know.
 */
export function readingAnswer(subject: Subject, on: string, zone: string): BaziReadingAnswer {
  const chart = baziChart(subject.birth, subject.options);
  let reading: BaziReading;
  try {
    reading = baziReading(chart, { date: on, zone }, schoolOfSubject(subject));
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    const field = /zone|offset/.test(error.message) ? 'zone' : 'on';
    throw inputError(`Please give a date the reading can be read on: ${error.message}`, field);
  }
  return readingTerms(reading, zone);
}

const flowText = (flow: FlowAnswer) =>
  `${flow.name.en} (${flow.name.zh}) ${pillarText(flow.pillar)}, ${flow.tenGod.en} (${flow.tenGod.zh})`;

/** One sentence of the reading for a model to quote: the pillars now and how much else it holds. */
export function readingSummary(reading: BaziReadingAnswer): string {
  const { luck, year, month } = reading.now;
  const now = [...(luck ? [luck] : []), year, month].map(flowText).join('; ');
  return (
    `On ${reading.on}: ${now}${luck ? '' : '; before the first luck pillar'}. ` +
    `${reading.interactions.length} interactions, ${reading.stars.length} symbolic stars (神煞); ` +
    `${reading.strength.name.en} (${reading.strength.name.zh}) by the ` +
    `${reading.strength.method} method.`
  );
}

/**
 * The English of the pillars a Bazi reading relates (issue 45) and of the day master strength's
 * three gains: what the CLI, the API and the pages print beside 年柱, 流年, 得令 ... The engine's
 * `baziReading` names a pillar by its slot (`year` ... `flowMonth`, `READING_SLOTS`).
 *
 * Sources: 《三命通会》 卷二 论大运 (大运, the luck pillar), the yearly and monthly 流年/流月 of
 * 《渊海子平》's 论行运; English as common English Bazi practice says it (Joey Yap, Lily Chung:
 * "Luck Pillar", "Annual Pillar", "Monthly Pillar"), and as the product's other pages already say
 * "Year pillar" ... "Hour pillar".
 */
import type { Glossary } from './types';

/** The pillars by their Chinese name. */
export const baziPillars: Glossary = {
  年柱: { en: 'Year pillar', description: 'The natal pillar of the year of birth.' },
  月柱: { en: 'Month pillar', description: 'The natal pillar of the solar month of birth.' },
  日柱: {
    en: 'Day pillar',
    description: 'The natal pillar of the day of birth; its stem is the day master.',
  },
  时柱: { en: 'Hour pillar', description: 'The natal pillar of the two-hour period of birth.' },
  大运: {
    en: 'Luck pillar',
    description: 'The ten-year pillar in force on the date, counted from the month pillar.',
  },
  流年: {
    en: 'Annual pillar',
    description: 'The year’s pillar on the date, from the Start of Spring.',
  },
  流月: {
    en: 'Monthly pillar',
    description: 'The solar month’s pillar on the date, from the month’s opening solar term.',
  },
};

/** The Chinese name of each pillar a reading relates, by the engine's `ReadingSlot`. */
export const READING_SLOTS = {
  year: '年柱',
  month: '月柱',
  day: '日柱',
  hour: '时柱',
  luck: '大运',
  flowYear: '流年',
  flowMonth: '流月',
} as const satisfies Readonly<Record<string, keyof typeof baziPillars>>;

/** The three gains, each with the field of a strength reading that says whether it holds. */
export const STRENGTH_GAINS = [
  ['得令', 'season'],
  ['得地', 'root'],
  ['得势', 'support'],
] as const;

/** The three gains (三得) a day master's strength is read by (the `three-gains` method). */
export const strengthGains: Glossary = {
  得令: {
    en: 'In season',
    description:
      'The month branch’s main qi is the day master’s element or the element producing it.',
  },
  得地: {
    en: 'Rooted',
    description: 'The day master’s element is hidden in the year, day or hour branch.',
  },
  得势: {
    en: 'Supported',
    description:
      'The day master’s element and the one producing it weigh at least as much as the other three.',
  },
};

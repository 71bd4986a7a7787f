/**
 * The twenty-four solar terms (二十四节气), keyed exactly as lunar-javascript 1.7.7 emits them
 * from `JieQi#getName()` (via `Lunar#getPrevJieQi()` / `getNextJieQi()` / `getCurrentJieQi()`)
 * and `Lunar#getJieQi()`. The library's `getJieQiTable()` also carries pinyin keys such as
 * `DONG_ZHI` and `DA_XUE` for the terms just outside the lunar year, but `getName()` converts
 * them back to the Chinese names below; this was checked for every day from 1900 to 2100.
 *
 * Sources: the definition of the terms by the sun's ecliptic longitude in the Chinese national
 * standard GB/T 33661-2017 《农历的编算和颁行》; the meanings as in traditional almanacs; the
 * English is the most common modern set (Wikipedia's "Solar term" list, Chinese state media),
 * preferring 'Clear and Bright', 'Grain Buds' and "Frost's Descent" where variants exist; the date
 * ranges are those lunar-javascript computes for 1900-2100 (Beijing time).
 */
import type { Glossary, Term } from './types';

export interface SolarTermTerm extends Term {
  /** Apparent ecliptic longitude of the sun at the start of the term, in degrees. */
  readonly longitude: number;
  /**
   * `sectional` (节) terms open a solar month (the month pillar changes on them);
   * `principal` (中气) terms fall in the middle of one.
   */
  readonly kind: 'sectional' | 'principal';
}

export const solarTerms: Glossary<SolarTermTerm> = {
  立春: {
    en: 'Start of Spring',
    longitude: 315,
    kind: 'sectional',
    icon: 'solar-term-start-of-spring',
    description:
      'Around 3-5 February. Spring begins; this is also when the solar year and the Tiger month begin in Four Pillars reckoning.',
  },
  雨水: {
    en: 'Rain Water',
    longitude: 330,
    kind: 'principal',
    icon: 'solar-term-rain-water',
    description: 'Around 18-20 February. Snow gives way to rain and the ground begins to thaw.',
  },
  惊蛰: {
    en: 'Awakening of Insects',
    longitude: 345,
    kind: 'sectional',
    icon: 'solar-term-awakening-of-insects',
    description:
      'Around 4-7 March. The first spring thunder is said to wake hibernating insects; begins the Rabbit month.',
  },
  春分: {
    en: 'Spring Equinox',
    longitude: 0,
    kind: 'principal',
    icon: 'solar-term-spring-equinox',
    description: 'Around 19-22 March. Day and night are of equal length; the middle of spring.',
  },
  清明: {
    en: 'Clear and Bright',
    longitude: 15,
    kind: 'sectional',
    icon: 'solar-term-clear-and-bright',
    description:
      'Around 4-6 April. Fresh, clear weather; families sweep and tend ancestral graves. Begins the Dragon month.',
  },
  谷雨: {
    en: 'Grain Rain',
    longitude: 30,
    kind: 'principal',
    icon: 'solar-term-grain-rain',
    description: 'Around 19-21 April. Rains that help newly sown grain to grow.',
  },
  立夏: {
    en: 'Start of Summer',
    longitude: 45,
    kind: 'sectional',
    icon: 'solar-term-start-of-summer',
    description: 'Around 4-7 May. Summer begins; begins the Snake month.',
  },
  小满: {
    en: 'Grain Buds',
    longitude: 60,
    kind: 'principal',
    icon: 'solar-term-grain-buds',
    description: 'Around 20-22 May. Summer grain begins to fill out but is not yet ripe.',
  },
  芒种: {
    en: 'Grain in Ear',
    longitude: 75,
    kind: 'sectional',
    icon: 'solar-term-grain-in-ear',
    description:
      'Around 4-7 June. Bearded grain ripens and the late crops are sown; begins the Horse month.',
  },
  夏至: {
    en: 'Summer Solstice',
    longitude: 90,
    kind: 'principal',
    icon: 'solar-term-summer-solstice',
    description: 'Around 20-22 June. The longest day of the year; the height of summer.',
  },
  小暑: {
    en: 'Minor Heat',
    longitude: 105,
    kind: 'sectional',
    icon: 'solar-term-minor-heat',
    description: 'Around 6-8 July. The weather grows hot; begins the Goat month.',
  },
  大暑: {
    en: 'Major Heat',
    longitude: 120,
    kind: 'principal',
    icon: 'solar-term-major-heat',
    description: 'Around 22-24 July. The hottest time of the year.',
  },
  立秋: {
    en: 'Start of Autumn',
    longitude: 135,
    kind: 'sectional',
    icon: 'solar-term-start-of-autumn',
    description: 'Around 6-9 August. Autumn begins; begins the Monkey month.',
  },
  处暑: {
    en: 'End of Heat',
    longitude: 150,
    kind: 'principal',
    icon: 'solar-term-end-of-heat',
    description: 'Around 22-24 August. The summer heat starts to withdraw.',
  },
  白露: {
    en: 'White Dew',
    longitude: 165,
    kind: 'sectional',
    icon: 'solar-term-white-dew',
    description:
      'Around 6-9 September. Cooler nights leave dew on the grass; begins the Rooster month.',
  },
  秋分: {
    en: 'Autumn Equinox',
    longitude: 180,
    kind: 'principal',
    icon: 'solar-term-autumn-equinox',
    description: 'Around 22-24 September. Day and night are of equal length; the middle of autumn.',
  },
  寒露: {
    en: 'Cold Dew',
    longitude: 195,
    kind: 'sectional',
    icon: 'solar-term-cold-dew',
    description: 'Around 7-9 October. The dew turns cold; begins the Dog month.',
  },
  霜降: {
    en: "Frost's Descent",
    longitude: 210,
    kind: 'principal',
    icon: 'solar-term-frosts-descent',
    description: 'Around 22-24 October. The first frosts appear.',
  },
  立冬: {
    en: 'Start of Winter',
    longitude: 225,
    kind: 'sectional',
    icon: 'solar-term-start-of-winter',
    description: 'Around 6-8 November. Winter begins; begins the Pig month.',
  },
  小雪: {
    en: 'Minor Snow',
    longitude: 240,
    kind: 'principal',
    icon: 'solar-term-minor-snow',
    description: 'Around 21-23 November. The first light snow falls in the north.',
  },
  大雪: {
    en: 'Major Snow',
    longitude: 255,
    kind: 'sectional',
    icon: 'solar-term-major-snow',
    description: 'Around 6-8 December. Heavier snow; begins the Rat month.',
  },
  冬至: {
    en: 'Winter Solstice',
    longitude: 270,
    kind: 'principal',
    icon: 'solar-term-winter-solstice',
    description:
      'Around 21-23 December. The shortest day of the year, traditionally celebrated as a family festival.',
  },
  小寒: {
    en: 'Minor Cold',
    longitude: 285,
    kind: 'sectional',
    icon: 'solar-term-minor-cold',
    description: 'Around 4-7 January. The weather turns cold; begins the Ox month.',
  },
  大寒: {
    en: 'Major Cold',
    longitude: 300,
    kind: 'principal',
    icon: 'solar-term-major-cold',
    description: 'Around 19-21 January. The coldest time of the year.',
  },
};

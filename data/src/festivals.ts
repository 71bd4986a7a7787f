/**
 * The traditional Chinese festivals of the household calendar (issue 44), keyed by their usual
 * Chinese short names, with the day each is kept on: a lunar month and day, a solar term, or the
 * last day of a lunar month. Festivals in a month that the year repeats as a leap month are kept
 * in the regular month.
 *
 * Sources: the days as in the Hong Kong Observatory's calendar and general holiday list
 * (春节, 清明, 端午, 中秋翌日, 重阳, 冬至) and GB/T 33661-2017 《农历的编算和颁行》 for the lunar dates;
 * 小年 on the 23rd of the 12th month in the north and the 24th in the south (《中国民俗大系》, and
 * the Chinese Wikipedia article 小年); English names as the HKO, Chinese state media and
 * Wikipedia's "Chinese festivals" list give them.
 */
import type { Glossary, Term } from './types';

export interface FestivalTerm extends Term {
  /** A stable identifier in English (camelCase), for keys and event UIDs. */
  readonly key: string;
  /** Kept on this day of the lunar calendar (regular month, 1..12; day 1..30). */
  readonly lunar?: { readonly month: number; readonly day: number };
  /** The southern day when the north and south keep different days (小年). */
  readonly southernDay?: number;
  /** Kept on the last day (the 29th or 30th) of this lunar month. */
  readonly lastDayOfMonth?: number;
  /** Kept on the civil date (China's clock) of this solar term, a `solarTerms` key. */
  readonly term?: string;
}

export const chineseFestivals: Glossary<FestivalTerm> = {
  春节: {
    key: 'chineseNewYear',
    en: 'Chinese New Year',
    lunar: { month: 1, day: 1 },
    description: 'The Spring Festival: the first day of the first lunar month.',
  },
  元宵: {
    key: 'lantern',
    en: 'Lantern Festival',
    lunar: { month: 1, day: 15 },
    description: 'The first full moon of the year, the 15th of the first month.',
  },
  清明: {
    key: 'qingming',
    en: 'Qingming Festival (Tomb-Sweeping Day)',
    term: '清明',
    description: 'The day of the solar term Clear and Bright, when families tend their graves.',
  },
  端午: {
    key: 'dragonBoat',
    en: 'Dragon Boat Festival',
    lunar: { month: 5, day: 5 },
    description: 'The 5th of the fifth month: dragon-boat races and zongzi.',
  },
  七夕: {
    key: 'qixi',
    en: 'Qixi Festival',
    lunar: { month: 7, day: 7 },
    description: 'The 7th of the seventh month, the meeting of the Cowherd and the Weaver Girl.',
  },
  中元: {
    key: 'ghost',
    en: 'Ghost Festival',
    lunar: { month: 7, day: 15 },
    description: 'The 15th of the seventh month, for the ancestors and wandering spirits.',
  },
  中秋: {
    key: 'midAutumn',
    en: 'Mid-Autumn Festival',
    lunar: { month: 8, day: 15 },
    description: 'The full moon of the eighth month: mooncakes and lanterns.',
  },
  重阳: {
    key: 'doubleNinth',
    en: 'Double Ninth Festival',
    lunar: { month: 9, day: 9 },
    description: 'The 9th of the ninth month: climbing heights and honouring the elderly.',
  },
  冬至: {
    key: 'winterSolstice',
    en: 'Winter Solstice Festival',
    term: '冬至',
    description: 'The day of the solar term Winter Solstice, a family feast.',
  },
  腊八: {
    key: 'laba',
    en: 'Laba Festival',
    lunar: { month: 12, day: 8 },
    description: 'The 8th of the twelfth month: Laba porridge.',
  },
  小年: {
    key: 'xiaonian',
    en: 'Little New Year',
    lunar: { month: 12, day: 23 },
    southernDay: 24,
    description:
      'The Kitchen God goes to heaven: the 23rd of the twelfth month in the north, the 24th in the south.',
  },
  除夕: {
    key: 'newYearsEve',
    en: 'Chinese New Year’s Eve',
    lastDayOfMonth: 12,
    description: 'The last day of the twelfth month, the 29th or the 30th: the reunion dinner.',
  },
};

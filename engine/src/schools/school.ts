/**
 * Schools (流派): the places where traditions part, each a named option with today's behaviour as
 * its default (docs/engine/schools.md names the source of every option). A `School` travels with a
 * birth (`ChartOptions`, `BirthMoment`) and with a Qi Men chart (`QimenOptions`); every stamp on a
 * chart, a day page or a feed names the options in force.
 */
import type { DAY_CHANGE_SETTINGS, DayChangeSetting } from '@tongshu/data';
import type { DayStarRule } from '../stars/dayStar';

export type { DayStarRule };

/** How the 童限 (child limit) before the first luck pillar is counted: tyme4ts's four providers. */
export type LuckStartRule = 'default' | 'china95' | 'sect1' | 'sect2';

/**
 * When the day pillar changes, and whose stem the 23:00 子 hour takes (the values of
 * `DAY_CHANGE_SETTINGS`, whose keys are the spellings records and flags use):
 * - `23:00` 子初换日: day and hour both from the next day (lunar-javascript sect 1, tyme4ts
 *   `DefaultEightCharProvider`);
 * - `midnight` the 早子/晚子 reading: the day changes at 00:00, the 23:00 hour (晚子) takes its
 *   stem from the next day (lunar-javascript sect 2, tyme4ts `LunarSect2EightCharProvider`);
 * - `midnight-same-stem`: the day changes at 00:00 and the 23:00 hour takes its stem from its own
 *   day, as the 子 hour that opened it.
 */
export type DayChange = (typeof DAY_CHANGE_SETTINGS)[DayChangeSetting];

/** Qi Men ju: 拆补 (the term in force decides) or 置闰 (超神/接气 with leap ju at 芒种 and 大雪). */
export type QimenMethod = 'chaibu' | 'zhirun';

/**
 * Qi Men hour plate: 转盘 (stars and doors rotate round the ring) or 飞盘 (they fly 1..9), whose
 * stars fly forward in both duns (`flying`, 阴阳皆顺) or backward in yin dun
 * (`flying-yin-reverse`, 阳顺阴逆).
 */
export type QimenPlate = 'rotating' | 'flying' | 'flying-yin-reverse';

/** Where the almanac's displayed year pillar begins: 立春 (default) or the lunar new year. */
export type YearStart = 'lichun' | 'lunar-new-year';

/** Flying-star grids (紫白飞星): all forward, or the day's and hour's backward in their yin half. */
export type StarFlight = 'forward' | 'yin-backward';

/** 替卦 (replacement chart) within this many degrees of a mountain's edge, as a record spells it. */
export type ReplacementDegrees = '3' | '4.5';

/** A 5 reaching the centre of a 替卦 chart: it stays 5, or takes the mountain's own 起星 star. */
export type ReplacementFive = 'keep' | 'replace';

/** 天乙贵人 (Heavenly Noble) rhyme for 庚 and 辛: 庚 丑未 and 辛 寅午, or both 寅午. */
export type NobleRhyme = 'six-xin' | 'geng-xin';

/** 天干冲 (stem clash) in a Bazi reading: 甲庚 乙辛 丙壬 丁癸 clash, or stems do not clash. */
export type StemClash = 'four' | 'none';

/**
 * 羊刃 of a yin stem (the yang stems' is one past their 禄 in every source): at its 帝旺, one before
 * the 禄 (`before-lu`, 乙 寅, cantian-tymext); one past the 禄 like the yang stems (`after-lu`, 乙
 * 辰, 《三命通会》 卷三 论羊刃); or none (`none`, 《渊海子平》 论阳刃: 五阴无刃).
 */
export type YinBlade = 'before-lu' | 'after-lu' | 'none';

/** Every school choice; each has a default that is the engine's behaviour before schools. */
export interface School {
  readonly luckStart: LuckStartRule;
  readonly dayChange: DayChange;
  readonly qimenMethod: QimenMethod;
  readonly qimenPlate: QimenPlate;
  readonly yearStart: YearStart;
  readonly dayStarRule: DayStarRule;
  readonly starFlight: StarFlight;
  readonly replacementDegrees: ReplacementDegrees;
  readonly replacementFive: ReplacementFive;
  readonly nobleRhyme: NobleRhyme;
  readonly stemClash: StemClash;
  readonly yinBlade: YinBlade;
}

export const DEFAULT_SCHOOL: School = {
  luckStart: 'default',
  dayChange: '23:00',
  qimenMethod: 'chaibu',
  qimenPlate: 'rotating',
  yearStart: 'lichun',
  dayStarRule: 'solstice-jiazi',
  starFlight: 'forward',
  replacementDegrees: '3',
  replacementFive: 'keep',
  nobleRhyme: 'six-xin',
  stemClash: 'four',
  yinBlade: 'before-lu',
};

export type SchoolField = keyof School;

export const SCHOOL_FIELDS: readonly SchoolField[] = [
  'dayChange',
  'luckStart',
  'qimenMethod',
  'qimenPlate',
  'yearStart',
  'dayStarRule',
  'starFlight',
  'replacementDegrees',
  'replacementFive',
  'nobleRhyme',
  'stemClash',
  'yinBlade',
];

/** A school given in part (from a form, a query, a stored row): the rest is the default. */
export function schoolOf(given: Partial<School> = {}): School {
  const school = { ...DEFAULT_SCHOOL } as { -readonly [K in SchoolField]: School[K] };
  for (const field of SCHOOL_FIELDS) {
    const value = given[field];
    if (value !== undefined) (school as Record<SchoolField, string>)[field] = value;
  }
  return school;
}

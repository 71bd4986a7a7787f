/**
 * The Ten Gods (十神) of Four Pillars (Bazi) astrology, keyed exactly as lunar-javascript 1.7.7
 * emits them (`LunarUtil.SHI_SHEN` values, `EightChar#getYearShiShenGan()`,
 * `getMonthShiShenZhi()` etc.). lunar-javascript calls the Seven Killings 七杀 (never 偏官) and
 * uses exactly these ten names. For the day pillar's own stem `EightChar#getDayShiShenGan()`
 * returns 日主 instead, which is in `dayMaster`.
 *
 * Sources: the ten-god rules of 《渊海子平》 and 《子平真诠》 (each stem's relation to the day stem
 * by element and polarity); English as in common English Bazi practice (e.g. Joey Yap's books).
 * `tenGodByStemPair` was derived from those rules and checked to equal `LunarUtil.SHI_SHEN` for
 * all 100 stem pairs.
 */
import type { Glossary, Term } from './types';

export type TenGodGroup = 'Companion' | 'Output' | 'Wealth' | 'Officer' | 'Resource';

export interface TenGodTerm extends Term {
  /**
   * Relation of the other stem's element to the day stem's: same element (Companion), produced
   * by it (Output), controlled by it (Wealth), controlling it (Officer), producing it (Resource).
   */
  readonly group: TenGodGroup;
  /** True when the other stem has the same polarity (Yin/Yang) as the day stem. */
  readonly samePolarity: boolean;
}

export const tenGods: Glossary<TenGodTerm> = {
  比肩: {
    en: 'Friend',
    group: 'Companion',
    samePolarity: true,
    icon: 'ten-god-friend',
    description: 'Same element and polarity as the Day Master: peers, siblings, self-reliance.',
  },
  劫财: {
    en: 'Rob Wealth',
    group: 'Companion',
    samePolarity: false,
    icon: 'ten-god-rob-wealth',
    description:
      'Same element, opposite polarity: competitors and rivals; boldness that can cost money.',
  },
  食神: {
    en: 'Eating God',
    group: 'Output',
    samePolarity: true,
    icon: 'ten-god-eating-god',
    description: 'The element the Day Master produces, same polarity: talent, enjoyment, ease.',
  },
  伤官: {
    en: 'Hurting Officer',
    group: 'Output',
    samePolarity: false,
    icon: 'ten-god-hurting-officer',
    description:
      'The element the Day Master produces, opposite polarity: brilliance, rebellion, self-expression.',
  },
  偏财: {
    en: 'Indirect Wealth',
    group: 'Wealth',
    samePolarity: true,
    icon: 'ten-god-indirect-wealth',
    description:
      'The element the Day Master controls, same polarity: windfalls, business and speculative wealth.',
  },
  正财: {
    en: 'Direct Wealth',
    group: 'Wealth',
    samePolarity: false,
    icon: 'ten-god-direct-wealth',
    description:
      'The element the Day Master controls, opposite polarity: steady income and earned wealth.',
  },
  七杀: {
    en: 'Seven Killings',
    group: 'Officer',
    samePolarity: true,
    icon: 'ten-god-seven-killings',
    description:
      'The element that controls the Day Master, same polarity: pressure, risk and raw authority. Also called Indirect Officer.',
  },
  正官: {
    en: 'Direct Officer',
    group: 'Officer',
    samePolarity: false,
    icon: 'ten-god-direct-officer',
    description:
      'The element that controls the Day Master, opposite polarity: status, discipline and rules.',
  },
  偏印: {
    en: 'Indirect Resource',
    group: 'Resource',
    samePolarity: true,
    icon: 'ten-god-indirect-resource',
    description:
      'The element that produces the Day Master, same polarity: unconventional learning and intuition.',
  },
  正印: {
    en: 'Direct Resource',
    group: 'Resource',
    samePolarity: false,
    icon: 'ten-god-direct-resource',
    description:
      'The element that produces the Day Master, opposite polarity: support, protection and learning.',
  },
};

/** What `EightChar#getDayShiShenGan()` returns for the day stem itself. */
export const dayMaster: Glossary = {
  日主: {
    en: 'Day Master',
    icon: 'ten-god-day-master',
    description:
      'The stem of the day pillar, which stands for the person; the Ten Gods describe every other stem by its relation to it.',
  },
};

/** Day stem -> other stem -> ten god key (a key of `tenGods`). */
export const tenGodByStemPair: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  甲: {
    甲: '比肩',
    乙: '劫财',
    丙: '食神',
    丁: '伤官',
    戊: '偏财',
    己: '正财',
    庚: '七杀',
    辛: '正官',
    壬: '偏印',
    癸: '正印',
  },
  乙: {
    甲: '劫财',
    乙: '比肩',
    丙: '伤官',
    丁: '食神',
    戊: '正财',
    己: '偏财',
    庚: '正官',
    辛: '七杀',
    壬: '正印',
    癸: '偏印',
  },
  丙: {
    甲: '偏印',
    乙: '正印',
    丙: '比肩',
    丁: '劫财',
    戊: '食神',
    己: '伤官',
    庚: '偏财',
    辛: '正财',
    壬: '七杀',
    癸: '正官',
  },
  丁: {
    甲: '正印',
    乙: '偏印',
    丙: '劫财',
    丁: '比肩',
    戊: '伤官',
    己: '食神',
    庚: '正财',
    辛: '偏财',
    壬: '正官',
    癸: '七杀',
  },
  戊: {
    甲: '七杀',
    乙: '正官',
    丙: '偏印',
    丁: '正印',
    戊: '比肩',
    己: '劫财',
    庚: '食神',
    辛: '伤官',
    壬: '偏财',
    癸: '正财',
  },
  己: {
    甲: '正官',
    乙: '七杀',
    丙: '正印',
    丁: '偏印',
    戊: '劫财',
    己: '比肩',
    庚: '伤官',
    辛: '食神',
    壬: '正财',
    癸: '偏财',
  },
  庚: {
    甲: '偏财',
    乙: '正财',
    丙: '七杀',
    丁: '正官',
    戊: '偏印',
    己: '正印',
    庚: '比肩',
    辛: '劫财',
    壬: '食神',
    癸: '伤官',
  },
  辛: {
    甲: '正财',
    乙: '偏财',
    丙: '正官',
    丁: '七杀',
    戊: '正印',
    己: '偏印',
    庚: '劫财',
    辛: '比肩',
    壬: '伤官',
    癸: '食神',
  },
  壬: {
    甲: '食神',
    乙: '伤官',
    丙: '偏财',
    丁: '正财',
    戊: '七杀',
    己: '正官',
    庚: '偏印',
    辛: '正印',
    壬: '比肩',
    癸: '劫财',
  },
  癸: {
    甲: '伤官',
    乙: '食神',
    丙: '正财',
    丁: '偏财',
    戊: '正官',
    己: '七杀',
    庚: '正印',
    辛: '偏印',
    壬: '劫财',
    癸: '比肩',
  },
};

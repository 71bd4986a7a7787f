/**
 * English for the almanac day: every Chinese value of `ts` looked up in `@tongshu/data`, the
 * curated glossaries (never lunar-javascript's own English).
 */
import {
  activities,
  beltGods,
  beltTypes,
  branches,
  constellationAnimals,
  constellations,
  dayOfficers,
  dayTaiPositions,
  directions,
  fourAnimals,
  fourPalaces,
  hourSpirits,
  luckWords,
  luminaries,
  monthTaiPositions,
  moonPhases,
  nayin,
  nineStars,
  pengZuBranch,
  pengZuStem,
  raisingNoblemen,
  shenSha,
  solarTerms,
  stems,
  type Glossary,
} from '@tongshu/data';
import type { AlmanacDay } from '../almanac/types';
import { requireComplete, translateFields, type MissingTranslation } from './translateFields';
import { BRANCH_KEYS } from '../sexagenary/cycle';

/** Which glossary translates each field; hour fields by the part after `hour_{branch}_`. */
const DAY_FIELDS: Readonly<Record<string, Glossary>> = {
  qi_zheng: luminaries,
  year_gan: stems,
  lunar_year_gan: stems,
  month_gan: stems,
  day_gan: stems,
  day_chong_gan: stems,
  year_zhi: branches,
  lunar_year_zhi: branches,
  month_zhi: branches,
  day_zhi: branches,
  day_chong: branches,
  day_xun_kong: branches,
  day_yi: activities,
  day_ji: activities,
  zhi_xing: dayOfficers,
  day_tian_shen: beltGods,
  day_tian_shen_type: beltTypes,
  day_tian_shen_luck: luckWords,
  day_ji_shen: shenSha,
  day_xiong_sha: shenSha,
  constellation_28_xiu: constellations,
  constellation_28_xiu_animal: constellationAnimals,
  constellation_28_xiu_luck: luckWords,
  day_position_yang_gui_desc: directions,
  day_position_yin_gui_desc: directions,
  day_position_xi_desc: directions,
  day_position_fu_desc: directions,
  day_position_cai_desc: directions,
  nan_yin_wu_xing_sheng_men: directions,
  nan_yin_wu_xing_si_men: directions,
  nan_yin_wu_xing_wu_gui: directions,
  nan_yin_wu_xing_bai_hu: directions,
  day_sha: directions,
  jie_qi_current: solarTerms,
  next_jie_qi: solarTerms,
  yue_xiang: moonPhases,
  yue_xiang_phase: moonPhases,
  day_position_tai: dayTaiPositions,
  month_position_tai: monthTaiPositions,
  four_gong: fourPalaces,
  four_shou: fourAnimals,
  peng_zu_gan: pengZuStem,
  peng_zu_zhi: pengZuBranch,
  day_na_yin: nayin,
};

const HOUR_FIELDS: Readonly<Record<string, Glossary>> = {
  gan: stems,
  zhi: branches,
  star_actual: nineStars,
  star_stars: hourSpirits,
  star_raising_nobleman: raisingNoblemen,
  time_tian_shen: beltGods,
  time_tian_shen_type: beltTypes,
  time_tian_shen_luck: luckWords,
  time_na_yin: nayin,
  time_chong_gan: stems,
  time_chong: branches,
  time_sha: directions,
  time_yi: activities,
  time_ji: activities,
};

/** Every translatable `ts` field with its glossary, hour fields spelt out for all twelve slots. */
const GLOSSARY_BY_FIELD: ReadonlyMap<string, Glossary> = new Map([
  ...Object.entries(DAY_FIELDS),
  ...BRANCH_KEYS.flatMap((branch) =>
    Object.entries(HOUR_FIELDS).map(
      ([field, glossary]) => [`hour_${branch}_${field}`, glossary] as const,
    ),
  ),
]);

/** The glossary for a `ts` field, or undefined for fields that are numbers, dates or flags. */
function glossaryFor(field: string): Glossary | undefined {
  return GLOSSARY_BY_FIELD.get(field);
}

/** Every Chinese value of the day that has no English entry (empty when the data is complete). */
export function missingTranslations(day: AlmanacDay): readonly MissingTranslation[] {
  return translateFields(day.ts, glossaryFor).missing;
}

/**
 * The same day with every term in English; numbers, dates and flags unchanged.
 * @throws Error naming the field and term if a term has no English entry in `@tongshu/data`.
 */
export function englishAlmanacDay(day: AlmanacDay): AlmanacDay {
  return { ts: requireComplete(translateFields(day.ts, glossaryFor)) };
}

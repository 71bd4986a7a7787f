/**
 * The English of the Chinese terms a selection's reasons name, from the same `@tongshu/data`
 * glossaries the almanac page translates with, so a star reads "Monthly Virtue" on /tongshu and in
 * a selection alike. A term a glossary lacks stays as it is (`data`'s tests walk every value the
 * engine can emit, so none does).
 */
import {
  beltGods,
  branches,
  constellations,
  dayOfficers,
  shenSha,
  type Glossary,
} from '@tongshu/data';

const englishIn =
  (glossary: Glossary) =>
  (term: string): string =>
    glossary[term]?.en ?? term;

/** 除 -> Remove. */
export const officerEnglish = englishIn(dayOfficers);
/** 青龙 -> Azure Dragon. */
export const beltGodEnglish = englishIn(beltGods);
/** 月德 -> Monthly Virtue. */
export const starEnglish = englishIn(shenSha);
/** 鬼 -> Ghost. */
export const mansionEnglish = englishIn(constellations);
/** 子 -> Rat. */
export const branchEnglish = englishIn(branches);

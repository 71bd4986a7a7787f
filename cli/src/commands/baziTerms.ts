/**
 * How `tongshu bazi` words a chart's terms: the English with the Chinese beside it (`--lang en`) or
 * the Chinese alone (`--lang zh`), for the natal pillars and the reading on a date alike.
 */
import { baziPillars, branches, dayMaster, READING_SLOTS, stems, tenGods } from '@tongshu/data';
import type { HiddenStem, ReadingSlot } from '@tongshu/engine';
import type { Language } from './day';

type Glossary = Readonly<Record<string, { readonly en: string } | undefined>>;

/** `English (中文)` in English, the Chinese alone in Chinese. */
export function term(glossary: Glossary, zh: string, language: Language): string {
  return language === 'en' ? `${glossary[zh]?.en ?? zh} (${zh})` : zh;
}

export const godGlossary: Glossary = { ...tenGods, ...dayMaster };

/** A hidden stem a line and its ten god indented under it, so the column stays narrow. */
export function hiddenText(hidden: readonly HiddenStem[], language: Language): string {
  return hidden
    .map((h) =>
      language === 'en'
        ? `${term(stems, h.stem, language)}:\n  ${term(godGlossary, h.tenGod, language)}`
        : `${h.stem} ${h.tenGod}`,
    )
    .join('\n');
}

/** `Yang Wood Monkey (甲申)`, or `甲申`. */
export function pillarText(p: { stem: string; branch: string }, language: Language): string {
  if (language === 'zh') return `${p.stem}${p.branch}`;
  return `${stems[p.stem]?.en ?? p.stem} ${branches[p.branch]?.en ?? p.branch} (${p.stem}${p.branch})`;
}

/** A pillar of a reading by its slot: `Annual pillar (流年)`, or `流年`. */
export const slotText = (slot: ReadingSlot, language: Language): string =>
  term(baziPillars, READING_SLOTS[slot], language);

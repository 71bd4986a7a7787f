/** A sexagenary pillar as the public API writes it: stem and branch, each with its English. */
import { z } from 'zod';
import { branches, stems, type Glossary } from '@tongshu/data';
import { TermSchema, term, type Term } from './term';

export const PillarSchema = z.object({ stem: TermSchema, branch: TermSchema }).meta({
  id: 'Pillar',
  description: 'A stem-branch pillar (干支)',
  example: { stem: { zh: '丙', en: 'Yang Fire' }, branch: { zh: '午', en: 'Horse' } },
});

export type Pillar = z.infer<typeof PillarSchema>;

/**
 * A Chinese value with its English from a `@tongshu/data` glossary.
 * @throws Error naming the value when the glossary has no English for it (a gap in the data).
 */
export function glossaryTerm(glossary: Glossary, zh: string): Term {
  const entry = glossary[zh];
  if (!entry) throw new Error(`no English for ${zh}`);
  return term(zh, entry.en);
}

export const pillarOf = (stem: string, branch: string): Pillar => ({
  stem: glossaryTerm(stems, stem),
  branch: glossaryTerm(branches, branch),
});

/** A pillar as a model may quote it: `乙巳 (Yin Wood Snake)`, the Chinese with its English. */
export const pillarText = (pillar: Pillar): string =>
  `${pillar.stem.zh}${pillar.branch.zh} (${pillar.stem.en} ${pillar.branch.en})`;

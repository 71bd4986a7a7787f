/**
 * A mountain of the compass (二十四山) in Chinese and English, as English practitioners write it:
 * its palace and place (N1 壬, N2 子, N3 癸 ... NW3 亥) and the stem, branch or trigram it is
 * named after, e.g. 午 "S2 Wu (Horse)", 坤 "SW2 Kun (Earth)".
 */
import { mountainFacts, MOUNTAINS, type Mountain } from '@tongshu/engine';
import { branches, stems, trigrams } from '@tongshu/data';
import type { Term } from '../shared/term';

/** The English of a mountain, e.g. "S2 Wu (Horse)". */
export function mountainEnglish(mountain: Mountain): string {
  const facts = mountainFacts(mountain);
  const named = branches[mountain] ?? stems[mountain] ?? trigrams[mountain];
  const code = `${facts.palace.toUpperCase()}${facts.place + 1}`;
  return named ? `${code} ${named.pinyin} (${named.en})` : code;
}

export const mountainTerm = (mountain: Mountain): Term => ({
  zh: mountain,
  en: mountainEnglish(mountain),
});

/** The mountain a code (S2, nw3) names, or undefined. */
export function mountainOfCode(code: string): Mountain | undefined {
  const wanted = code.toUpperCase();
  return MOUNTAINS.find((mountain) => mountainEnglish(mountain).split(' ')[0] === wanted);
}

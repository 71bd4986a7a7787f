/**
 * A mountain of the compass (二十四山) in Chinese and English, as English practitioners write it:
 * its palace and place and the stem, branch or trigram it is named after (`@tongshu/data`
 * mountains), e.g. 午 "S2 Wu (Horse)", 坤 "SW2 Kun (Earth)".
 */
import { mountains } from '@tongshu/data';
import type { Mountain } from '@tongshu/engine';
import type { Term } from '../shared/term';

const BY_ZH = new Map(mountains.map((mountain) => [mountain.zh, mountain]));

export const mountainTerm = (mountain: Mountain): Term => ({
  zh: mountain,
  en: BY_ZH.get(mountain)?.en ?? mountain,
});

/** The mountain a code (S2, nw3) names, or undefined. */
export function mountainOfCode(code: string): Mountain | undefined {
  const wanted = code.toUpperCase();
  return mountains.find((mountain) => mountain.code === wanted)?.zh as Mountain | undefined;
}

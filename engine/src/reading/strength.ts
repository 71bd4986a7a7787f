/**
 * `strengthReading`: the day master's strength by a named method (issue 45), the three gains
 * (`three-gains`, 得令、得地、得势): strong (身强) when two of the three hold, else weak (身弱).
 * - 得令 (the season): the month branch's main qi is the day master's element or produces it;
 * - 得地 (a root): the day master's element is hidden in the year, day or hour branch;
 * - 得势 (support): the stems and hidden stems of the day master's element and of the element
 *   producing it, the day stem itself left out, weigh at least as much as the other three
 *   elements (weights of `elementReading`).
 */
import { hiddenStems } from '@tongshu/data';
import { BRANCHES, stemIndex } from '../sexagenary/cycle';
import { ELEMENTS, produced, stemElement, type SlotPillar } from './slots';
import type { ElementReading, StrengthReading } from './types';

export const STRENGTH_METHOD = {
  method: 'three-gains',
  rule: 'Strong when two of three hold: the season (得令), the month branch’s main hidden stem is the day master’s element or the element producing it; a root (得地), the day master’s element is hidden in the year, day or hour branch; support (得势), the day master’s element and the one producing it, the day stem left out, weigh at least as much as the other three elements by the element weights.',
  source:
    'the three gains (得令、得地、得势) of modern Zi Ping manuals, after the primacy of the month (月令) in the Real Meaning of Zi Ping (《子平真诠》)',
} as const;

const hiddenOf = (branch: number) =>
  (hiddenStems[BRANCHES[branch] as string] ?? []).map((stem) => stemIndex(stem));

/** The element producing `element` (火 for 土). */
const producer = (element: string) =>
  ELEMENTS.find((candidate) => produced(candidate) === element) as string;

export function strengthReading(
  natal: readonly SlotPillar[],
  elements: ElementReading,
): StrengthReading {
  const day = natal.find((p) => p.slot === 'day');
  const month = natal.find((p) => p.slot === 'month');
  if (!day || !month) throw new Error('a reading needs the day and month pillars');
  const element = stemElement(day.stem);
  const helping = [element, producer(element)];
  const monthMain = hiddenOf(month.branch)[0] as number;
  const season = helping.includes(stemElement(monthMain));
  const root = natal
    .filter((p) => p.slot !== 'month')
    .some((p) => hiddenOf(p.branch).some((stem) => stemElement(stem) === element));
  const weigh = (keys: readonly string[]) =>
    keys.reduce((sum, key) => sum + (elements.counts[key] ?? 0), 0);
  const help = weigh(helping) - 1;
  const against = weigh(ELEMENTS.filter((e) => !helping.includes(e)));
  const support = help >= against;
  const strong = [season, root, support].filter(Boolean).length >= 2;
  return {
    ...STRENGTH_METHOD,
    element,
    season,
    root,
    support,
    verdict: strong ? 'strong' : 'weak',
    zh: strong ? '身强' : '身弱',
    en: strong ? 'Strong day master' : 'Weak day master',
  };
}

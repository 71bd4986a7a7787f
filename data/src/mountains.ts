/**
 * The 24 mountains (二十四山) of the compass, 15° each, clockwise from north: 子 is centred on 0°
 * and 壬 runs 337.5°-352.5°. English Xuan Kong books name each by its palace and place (N1 壬,
 * N2 子, N3 癸 ... NW3 亥) and by the stem, branch or trigram it takes its name from.
 * Source: Wikibooks "Feng Shui/Flying Star Feng Shui/24 Mountains"; the engine's
 * `stars/mountains.ts` holds the same ring with each mountain's polarity (checked in contract).
 */
import { branches } from './branches';
import { stems } from './stems';
import { trigrams } from './trigrams';

export interface MountainTerm {
  readonly zh: string;
  /** Palace and place, e.g. `S2`. */
  readonly code: string;
  /** Compass degrees of its middle (子 0, 癸 15 ... 壬 345). */
  readonly degrees: number;
  /** e.g. "S2 Wu (Horse)". */
  readonly en: string;
}

/** Clockwise from 子; each palace's three start one before its cardinal or corner middle. */
const RING = '子癸丑艮寅甲卯乙辰巽巳丙午丁未坤申庚酉辛戌乾亥壬';
const PALACES = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];

export const mountains: readonly MountainTerm[] = [...RING].map((zh, index) => {
  // 壬 (index 23) is the first of N: a palace's places are 1, 2, 3 from 壬 on.
  const fromRen = (index + 1) % 24;
  const code = `${PALACES[Math.floor(fromRen / 3)] ?? ''}${(fromRen % 3) + 1}`;
  const named = branches[zh] ?? stems[zh] ?? trigrams[zh];
  return {
    zh,
    code,
    degrees: index * 15,
    en: `${code} ${named?.pinyin ?? ''} (${named?.en ?? ''})`,
  };
});

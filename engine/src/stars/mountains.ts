/**
 * The 24 mountains (二十四山) of the compass, 15° each from 壬 (337.5°-352.5°) clockwise; 子 is
 * centred on north (0°). Each trigram palace holds three, 地元, 天元 and 人元 in clockwise order,
 * and each mountain is yang (+) or yin (-): in the cardinal palaces (坎 震 离 兑) 地元 +, 天元 and
 * 人元 -; in the corner palaces (艮 巽 坤 乾) 地元 -, 天元 and 人元 +. Sources: Wikibooks "Feng
 * Shui/Flying Star Feng Shui/24 Mountains" and its period tables (Jen +, Tzu -, Kuei - ...).
 */
import { PALACE_KEYS, RING } from '../qimen/palaces';
import type { StarPalace } from './flyGrid';
import type { StarNumber } from './nineStars';

export const MOUNTAINS = [
  '子',
  '癸',
  '丑',
  '艮',
  '寅',
  '甲',
  '卯',
  '乙',
  '辰',
  '巽',
  '巳',
  '丙',
  '午',
  '丁',
  '未',
  '坤',
  '申',
  '庚',
  '酉',
  '辛',
  '戌',
  '乾',
  '亥',
  '壬',
] as const;
export type Mountain = (typeof MOUNTAINS)[number];

/** The eight outer palaces clockwise from north (the Qi Men ring), each with its Lo Shu number. */
const PALACES = RING.map((number) => ({ key: PALACE_KEYS[number], number }));

/** 0 地元, 1 天元, 2 人元: a mountain's place in its palace, clockwise. */
export type MountainPlace = 0 | 1 | 2;

export interface MountainFacts {
  readonly mountain: Mountain;
  /** The compass degrees of its middle (子 0, 癸 15 ... 壬 345). */
  readonly degrees: number;
  readonly palace: Exclude<StarPalace, 'c'>;
  readonly place: MountainPlace;
  readonly yang: boolean;
}

/** Index of 壬 in MOUNTAINS: each palace's three start with it (壬子癸 in 坎). */
const FIRST = 23;

export function mountainFacts(mountain: Mountain): MountainFacts {
  const index = MOUNTAINS.indexOf(mountain);
  const fromFirst = (index - FIRST + 24) % 24;
  const palace = PALACES[Math.floor(fromFirst / 3)];
  if (!palace) throw new RangeError(`no palace for ${mountain}`);
  const place = (fromFirst % 3) as MountainPlace;
  const cardinal = palace.number % 2 === 1;
  return {
    mountain,
    degrees: index * 15,
    palace: palace.key,
    place,
    yang: cardinal ? place === 0 : place !== 0,
  };
}

/** The mountain at `place` in the palace whose Lo Shu number is `star` (not 5). */
export function mountainOfStar(star: StarNumber, place: MountainPlace): Mountain {
  const at = PALACES.findIndex((palace) => palace.number === star);
  if (at < 0) throw new RangeError(`star ${star} has no palace of its own`);
  return MOUNTAINS[(FIRST + at * 3 + place) % 24] as Mountain;
}

/**
 * The mountain a compass bearing falls in, and how far it lies from that mountain's nearer edge
 * (0 at the edge, 7.5 at the middle), in degrees.
 */
export function mountainAt(degrees: number): {
  readonly mountain: Mountain;
  readonly fromEdge: number;
} {
  const bearing = ((degrees % 360) + 360) % 360;
  const index = Math.floor(((bearing + 7.5) % 360) / 15);
  const offset = (bearing + 7.5) % 15;
  return { mountain: MOUNTAINS[index] as Mountain, fromEdge: Math.min(offset, 15 - offset) };
}

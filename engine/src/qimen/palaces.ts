/**
 * The nine palaces of the Luo Shu and what sits in each at home. Palaces are numbered by their
 * Luo Shu number: 1 N, 8 NE, 3 E, 4 SE, 9 S, 2 SW, 7 W, 6 NW, 5 centre.
 * Source: METAPHYSICS.md section 2 (standard 奇门 tables, e.g. 《奇门遁甲统宗》).
 */

/** The outer ring clockwise from north. */
export const RING = [1, 8, 3, 4, 9, 2, 7, 6] as const;
export type OuterPalace = (typeof RING)[number];
export type Palace = OuterPalace | 5;

/** The spec's palace prefixes. */
export const PALACE_KEYS: Readonly<Record<OuterPalace, PalaceKey>> = {
  1: 'n',
  8: 'ne',
  3: 'e',
  4: 'se',
  9: 's',
  2: 'sw',
  7: 'w',
  6: 'nw',
};
export type PalaceKey = 'n' | 'ne' | 'e' | 'se' | 's' | 'sw' | 'w' | 'nw';

/** Each palace's direction as the almanac writes it (正北 ...); English in `@tongshu/data` directions. */
export const PALACE_DIRECTIONS: Readonly<Record<PalaceKey, string>> = {
  n: '正北',
  ne: '东北',
  e: '正东',
  se: '东南',
  s: '正南',
  sw: '西南',
  w: '正西',
  nw: '西北',
};

export const TRIGRAMS: Readonly<Record<OuterPalace, string>> = {
  1: '坎',
  8: '艮',
  3: '震',
  4: '巽',
  9: '离',
  2: '坤',
  7: '兑',
  6: '乾',
};

export const PALACE_ELEMENTS: Readonly<Record<Palace, string>> = {
  1: '水',
  2: '土',
  3: '木',
  4: '木',
  5: '土',
  6: '金',
  7: '金',
  8: '土',
  9: '火',
};

/** The nine stars at home; 天禽 lives in the centre. */
export const HOME_STARS: Readonly<Record<Palace, string>> = {
  1: '天蓬',
  2: '天芮',
  3: '天冲',
  4: '天辅',
  5: '天禽',
  6: '天心',
  7: '天柱',
  8: '天任',
  9: '天英',
};

/** The eight doors at home (the centre has none). */
export const HOME_DOORS: Readonly<Record<OuterPalace, string>> = {
  1: '休门',
  8: '生门',
  3: '伤门',
  4: '杜门',
  9: '景门',
  2: '死门',
  7: '惊门',
  6: '开门',
};

export const DOOR_ELEMENTS: Readonly<Record<string, string>> = {
  休门: '水',
  生门: '土',
  伤门: '木',
  杜门: '木',
  景门: '火',
  死门: '土',
  惊门: '金',
  开门: '金',
  /** The flying plate's centre door takes the centre's earth. */
  中门: '土',
};

/** The palace opposite on the ring (1-9, 8-2, 3-7, 4-6). */
export function oppositePalace(palace: OuterPalace): OuterPalace {
  return RING[(RING.indexOf(palace) + 4) % 8] as OuterPalace;
}

/** Branch -> palace: 子1 丑寅8 卯3 辰巳4 午9 未申2 酉7 戌亥6. */
export const BRANCH_PALACE: readonly OuterPalace[] = [1, 8, 8, 3, 4, 4, 9, 2, 2, 7, 6, 6];

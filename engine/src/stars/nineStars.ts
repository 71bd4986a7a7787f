/**
 * The nine stars (紫白九星) by number 1..9: the Chinese name, the English by colour, and the
 * element. Source: 《协纪辨方书》 vol. 3 (紫白); the English colour names are those of the
 * practitioner literature in English (Wikibooks "Feng Shui/Flying Star Feng Shui").
 */
export const NINE_STARS = [
  '一白',
  '二黑',
  '三碧',
  '四绿',
  '五黄',
  '六白',
  '七赤',
  '八白',
  '九紫',
] as const;
export type NineStarName = (typeof NINE_STARS)[number];

/** A star's number, 1 (一白) to 9 (九紫). */
export type StarNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

export interface NineStar {
  readonly number: StarNumber;
  readonly zh: NineStarName;
  /** 'White', 'Black', 'Jade', 'Green', 'Yellow', 'White', 'Red', 'White', 'Purple'. */
  readonly colour: string;
  readonly element: 'Water' | 'Earth' | 'Wood' | 'Metal' | 'Fire';
  /** The name with its English: '1 White (一白, Water)'. */
  readonly label: string;
}

const COLOURS = ['White', 'Black', 'Jade', 'Green', 'Yellow', 'White', 'Red', 'White', 'Purple'];
const ELEMENTS = [
  'Water',
  'Earth',
  'Wood',
  'Wood',
  'Earth',
  'Metal',
  'Metal',
  'Earth',
  'Fire',
] as const;

/** Each star by its number (index 0 is star 1). */
export const STARS: readonly NineStar[] = NINE_STARS.map((zh, i) => {
  const colour = COLOURS[i] as string;
  const element = ELEMENTS[i] as NineStar['element'];
  return {
    number: (i + 1) as StarNumber,
    zh,
    colour,
    element,
    label: `${i + 1} ${colour} (${zh}, ${element})`,
  };
});

/** The star `steps` after `star` in 1..9, wrapping (negative steps count back). */
export function starAfter(star: number, steps: number): StarNumber {
  return (((((star - 1 + steps) % 9) + 9) % 9) + 1) as StarNumber;
}

/**
 * The nine stars (紫白九星) by number 1..9: the Chinese name, the English by colour, and the
 * element, read from `@tongshu/data` (nineStars, with its sources). Order: 《协纪辨方书》 vol. 3.
 */
import { nineStars, type ElementName } from '@tongshu/data';
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
  readonly element: ElementName;
  /** The name with its English: '1 White (一白, Water)'. */
  readonly label: string;
}

/** Each star by its number (index 0 is star 1), its English from `@tongshu/data`'s nineStars. */
export const STARS: readonly NineStar[] = NINE_STARS.map((zh, i) => {
  const term = nineStars[zh];
  if (!term) throw new Error(`no English for ${zh}`);
  // The glossary's English is "1 White (Water)": the colour is its second word.
  const colour = term.en.split(' ')[1] ?? '';
  return {
    number: (i + 1) as StarNumber,
    zh,
    colour,
    element: term.element,
    label: `${i + 1} ${colour} (${zh}, ${term.element})`,
  };
});

/** The star `steps` after `star` in 1..9, wrapping (negative steps count back). */
export function starAfter(star: number, steps: number): StarNumber {
  return (((((star - 1 + steps) % 9) + 9) % 9) + 1) as StarNumber;
}

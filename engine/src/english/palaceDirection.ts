import { directions } from '@tongshu/data';
import { PALACE_DIRECTIONS, type PalaceKey } from '../qimen/palaces';

/** A palace's direction in English (North, Northeast ...). */
export function englishPalaceDirection(palace: PalaceKey): string {
  const zh = PALACE_DIRECTIONS[palace];
  return directions[zh]?.en ?? zh;
}

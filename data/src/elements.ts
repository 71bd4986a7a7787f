/**
 * The Five Elements / Five Phases (五行), keyed exactly as lunar-javascript 1.7.7 emits them
 * (`LunarUtil.WU_XING_GAN` / `WU_XING_ZHI` values, the last character of NaYin names, the
 * element of `NineStar#getWuXing()`).
 *
 * Sources: the producing (相生) and controlling (相克) cycles as set out in 《白虎通·五行》 and
 * 《黄帝内经》; English "Wood, Fire, Earth, Metal, Water" as in standard English usage of
 * Chinese metaphysics and medicine.
 */
import type { ElementName, Glossary, Term } from './types';

export interface ElementTerm extends Term {
  readonly en: ElementName;
}

export const elements: Glossary<ElementTerm> = {
  金: {
    en: 'Metal',
    emoji: '🪙',
    icon: 'element-metal',
    description: 'Autumn, the west and the colour white: contraction, firmness and decisiveness.',
  },
  木: {
    en: 'Wood',
    emoji: '🌳',
    icon: 'element-wood',
    description: 'Spring, the east and the colour green: growth, expansion and kindness.',
  },
  水: {
    en: 'Water',
    emoji: '💧',
    icon: 'element-water',
    description: 'Winter, the north and the colour black: stillness, storage and wisdom.',
  },
  火: {
    en: 'Fire',
    emoji: '🔥',
    icon: 'element-fire',
    description: 'Summer, the south and the colour red: heat, brightness and rising energy.',
  },
  土: {
    en: 'Earth',
    emoji: '⛰️',
    icon: 'element-earth',
    description:
      'The centre, the colour yellow and the turn of each season: stability, nourishment and trust.',
  },
};

export interface ElementCycle {
  /** Producing cycle (相生): each element gives birth to the next. */
  readonly produces: Readonly<Record<ElementName, ElementName>>;
  /** Controlling cycle (相克): each element restrains the one it controls. */
  readonly controls: Readonly<Record<ElementName, ElementName>>;
}

export const elementCycle: ElementCycle = {
  produces: { Wood: 'Fire', Fire: 'Earth', Earth: 'Metal', Metal: 'Water', Water: 'Wood' },
  controls: { Wood: 'Earth', Earth: 'Water', Water: 'Fire', Fire: 'Metal', Metal: 'Wood' },
};

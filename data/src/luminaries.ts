/**
 * The Seven Luminaries (七政 / 七曜), keyed exactly as lunar-javascript 1.7.7 emits them from
 * `Lunar#getZheng()` (`LunarUtil.ZHENG`): the sun, the moon and the five visible planets, each
 * planet named in Chinese by its element (火 Fire = Mars, 水 Water = Mercury, 木 Wood = Jupiter,
 * 金 Metal = Venus, 土 Earth = Saturn).
 *
 * Sources: the planet-element correspondences of 《史记·天官书》; the seven-luminary week cycle
 * (日月火水木金土 = Sunday to Saturday) that the 二十八宿 follow in the almanac; standard
 * astronomical symbols as text fallbacks.
 */
import type { ElementName, Glossary, Term } from './types';

export interface LuminaryTerm extends Term {
  /** The planet's element; absent for the sun and moon. */
  readonly element?: ElementName;
}

export const luminaries: Glossary<LuminaryTerm> = {
  日: {
    en: 'Sun',
    icon: 'luminary-sun',
    emoji: '☀️',
    description: 'The Great Yang. Its mansions fall on Sundays.',
  },
  月: {
    en: 'Moon',
    icon: 'luminary-moon',
    emoji: '🌙',
    description: 'The Great Yin. Its mansions fall on Mondays.',
  },
  火: {
    en: 'Mars',
    element: 'Fire',
    icon: 'luminary-mars',
    emoji: '♂',
    description: 'The Sparkling Deluder, planet of Fire. Its mansions fall on Tuesdays.',
  },
  水: {
    en: 'Mercury',
    element: 'Water',
    icon: 'luminary-mercury',
    emoji: '☿',
    description: 'The Chronograph Star, planet of Water. Its mansions fall on Wednesdays.',
  },
  木: {
    en: 'Jupiter',
    element: 'Wood',
    icon: 'luminary-jupiter',
    emoji: '♃',
    description: 'The Year Star, planet of Wood. Its mansions fall on Thursdays.',
  },
  金: {
    en: 'Venus',
    element: 'Metal',
    icon: 'luminary-venus',
    emoji: '♀',
    description: 'The Great White, planet of Metal. Its mansions fall on Fridays.',
  },
  土: {
    en: 'Saturn',
    element: 'Earth',
    icon: 'luminary-saturn',
    emoji: '♄',
    description: 'The Quelling Star, planet of Earth. Its mansions fall on Saturdays.',
  },
};

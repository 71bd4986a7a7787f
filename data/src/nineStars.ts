/**
 * The Nine Stars (九星) of Flying Star feng shui and the almanac, keyed by number and colour as
 * lunar-javascript 1.7.7 emits them from `NineStar#getNumber() + getColor()` (e.g. `一白`,
 * reached via `Lunar#getDayNineStar()`, `getMonthNineStar()`, `getYearNineStar()`; its
 * `toString()` adds the element and the Big Dipper star name, e.g. `一白水天枢`).
 *
 * Sources: the Luo Shu star-colour-element table of Xuan Kong Flying Star practice (《紫白诀》),
 * which lunar-javascript's `NineStar` also encodes; luck as the common almanac reading in which
 * the three whites (1, 6, 8) and 9 Purple are the auspicious stars. lunar-javascript's
 * `getLuckInXuanKong()` also counts 4 Green as auspicious; here it is inauspicious, with a note.
 */
import type { ElementName, Glossary, Luck, Term } from './types';

export interface NineStarTerm extends Term {
  /** Luo Shu number, 1-9. */
  readonly number: number;
  readonly element: ElementName;
  readonly luck: Luck;
}

export const nineStars: Glossary<NineStarTerm> = {
  一白: {
    en: '1 White (Water)',
    number: 1,
    element: 'Water',
    luck: 'auspicious',
    icon: 'nine-star-1',
    emoji: '⚪',
    description: 'The Greedy Wolf star: wealth, career and new opportunities.',
  },
  二黑: {
    en: '2 Black (Earth)',
    number: 2,
    element: 'Earth',
    luck: 'inauspicious',
    icon: 'nine-star-2',
    emoji: '⚫',
    description: 'The Giant Door star, the sickness star: illness and poor health.',
  },
  三碧: {
    en: '3 Jade (Wood)',
    number: 3,
    element: 'Wood',
    luck: 'inauspicious',
    icon: 'nine-star-3',
    emoji: '🔵',
    description: 'The Prosperity Preserver star, the quarrel star: disputes, gossip and lawsuits.',
  },
  四绿: {
    en: '4 Green (Wood)',
    number: 4,
    element: 'Wood',
    luck: 'inauspicious',
    icon: 'nine-star-4',
    emoji: '🟢',
    description:
      'The Literary Arts star: helps study, writing and romance, but is counted among the lesser stars; some schools treat it as auspicious.',
  },
  五黄: {
    en: '5 Yellow (Earth)',
    number: 5,
    element: 'Earth',
    luck: 'inauspicious',
    icon: 'nine-star-5',
    emoji: '🟡',
    description: 'The Chastity star, the most feared of the nine: misfortune, accidents and loss.',
  },
  六白: {
    en: '6 White (Metal)',
    number: 6,
    element: 'Metal',
    luck: 'auspicious',
    icon: 'nine-star-6',
    emoji: '⚪',
    description: 'The Military Arts star: authority, promotion and help from mentors.',
  },
  七赤: {
    en: '7 Red (Metal)',
    number: 7,
    element: 'Metal',
    luck: 'inauspicious',
    icon: 'nine-star-7',
    emoji: '🔴',
    description: 'The Broken Army star: theft, robbery and loss through violence or deceit.',
  },
  八白: {
    en: '8 White (Earth)',
    number: 8,
    element: 'Earth',
    luck: 'auspicious',
    icon: 'nine-star-8',
    emoji: '⚪',
    description: 'The Left Assistant star: wealth, property and lasting prosperity.',
  },
  九紫: {
    en: '9 Purple (Fire)',
    number: 9,
    element: 'Fire',
    luck: 'auspicious',
    icon: 'nine-star-9',
    emoji: '🟣',
    description: 'The Right Assistant star: celebrations, fame and happy events.',
  },
};

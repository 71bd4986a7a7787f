/**
 * The four palaces of the sky and their guardian animals, the Four Images (四象), keyed exactly as
 * lunar-javascript 1.7.7 emits them: `Lunar#getGong()` (`LunarUtil.GONG` values, the palace of the
 * day's lunar mansion) and `Lunar#getShou()` (`LunarUtil.SHOU` values, its guardian).
 *
 * Sources: the four palaces of seven mansions each as described in 《史记·天官书》 and
 * 《淮南子·天文训》; the English names of the Four Symbols as standard in English sinology
 * (Azure Dragon, White Tiger, Vermilion Bird, Black Tortoise).
 */
import type { ElementName, Glossary, Term } from './types';

export interface FourPalaceTerm extends Term {
  /** The palace's guardian, a key of `fourAnimals`. */
  readonly guardian: string;
  readonly element: ElementName;
}

export const fourPalaces: Glossary<FourPalaceTerm> = {
  东: {
    en: 'Eastern Palace',
    guardian: '青龙',
    element: 'Wood',
    icon: 'palace-east',
    description:
      'The seven eastern mansions, Horn to Winnowing Basket, guarded by the Azure Dragon.',
  },
  南: {
    en: 'Southern Palace',
    guardian: '朱雀',
    element: 'Fire',
    icon: 'palace-south',
    description: 'The seven southern mansions, Well to Chariot, guarded by the Vermilion Bird.',
  },
  西: {
    en: 'Western Palace',
    guardian: '白虎',
    element: 'Metal',
    icon: 'palace-west',
    description: 'The seven western mansions, Legs to Three Stars, guarded by the White Tiger.',
  },
  北: {
    en: 'Northern Palace',
    guardian: '玄武',
    element: 'Water',
    icon: 'palace-north',
    description: 'The seven northern mansions, Dipper to Wall, guarded by the Black Tortoise.',
  },
};

export interface FourAnimalTerm extends Term {
  /** The palace the animal guards, a key of `fourPalaces`. */
  readonly palace: string;
  readonly element: ElementName;
}

export const fourAnimals: Glossary<FourAnimalTerm> = {
  青龙: {
    en: 'Azure Dragon',
    palace: '东',
    element: 'Wood',
    icon: 'four-images-azure-dragon',
    emoji: '🐉',
    description: 'Guardian of the east and of spring.',
  },
  白虎: {
    en: 'White Tiger',
    palace: '西',
    element: 'Metal',
    icon: 'four-images-white-tiger',
    emoji: '🐅',
    description: 'Guardian of the west and of autumn.',
  },
  朱雀: {
    en: 'Vermilion Bird',
    palace: '南',
    element: 'Fire',
    icon: 'four-images-vermilion-bird',
    emoji: '🐦',
    description: 'Guardian of the south and of summer.',
  },
  玄武: {
    en: 'Black Tortoise',
    palace: '北',
    element: 'Water',
    icon: 'four-images-black-tortoise',
    emoji: '🐢',
    description:
      'Guardian of the north and of winter, pictured as a tortoise entwined with a snake.',
  },
};

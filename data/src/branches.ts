/**
 * The twelve Earthly Branches (地支), keyed exactly as lunar-javascript 1.7.7 emits them
 * (`LunarUtil.ZHI`, `Lunar#getDayZhi()` etc.).
 *
 * Sources: the branch-element table of classical Five Phases theory (《三命通会》), as also encoded
 * in lunar-javascript's `LunarUtil.WU_XING_ZHI`; polarity by position in the cycle (odd = Yang);
 * the double-hour (时辰) ranges and the month order (寅 opens the first lunar month) of the
 * traditional Chinese calendar; Hanyu Pinyin without tones; English animal names as in common
 * English usage of the Chinese zodiac.
 */
import type { ElementName, Glossary, Polarity, Term } from './types';

export interface BranchTerm extends Term {
  readonly pinyin: string;
  readonly element: ElementName;
  readonly polarity: Polarity;
  /** Chinese zodiac animal key, as in `zodiacAnimals` (e.g. `鼠`). */
  readonly animal: string;
  /** The double hour (时辰) the branch rules, local time, e.g. `23:00-00:59`. */
  readonly hours: string;
}

export const branches: Glossary<BranchTerm> = {
  子: {
    en: 'Rat',
    pinyin: 'Zi',
    element: 'Water',
    polarity: 'Yang',
    animal: '鼠',
    hours: '23:00-00:59',
    icon: 'branch-zi',
    emoji: '🐀',
    description:
      'The first Earthly Branch: Yang Water, the Rat. Rules the hours around midnight and the eleventh lunar month, which holds the winter solstice.',
  },
  丑: {
    en: 'Ox',
    pinyin: 'Chou',
    element: 'Earth',
    polarity: 'Yin',
    animal: '牛',
    hours: '01:00-02:59',
    icon: 'branch-chou',
    emoji: '🐂',
    description:
      'The second Earthly Branch: Yin Earth, the Ox. Rules the small hours and the twelfth lunar month.',
  },
  寅: {
    en: 'Tiger',
    pinyin: 'Yin',
    element: 'Wood',
    polarity: 'Yang',
    animal: '虎',
    hours: '03:00-04:59',
    icon: 'branch-yin',
    emoji: '🐅',
    description:
      'The third Earthly Branch: Yang Wood, the Tiger. Rules the hours before dawn and the first lunar month, which opens the year at the Start of Spring.',
  },
  卯: {
    en: 'Rabbit',
    pinyin: 'Mao',
    element: 'Wood',
    polarity: 'Yin',
    animal: '兔',
    hours: '05:00-06:59',
    icon: 'branch-mao',
    emoji: '🐇',
    description:
      'The fourth Earthly Branch: Yin Wood, the Rabbit. Rules sunrise and the second lunar month, which holds the spring equinox.',
  },
  辰: {
    en: 'Dragon',
    pinyin: 'Chen',
    element: 'Earth',
    polarity: 'Yang',
    animal: '龙',
    hours: '07:00-08:59',
    icon: 'branch-chen',
    emoji: '🐉',
    description:
      'The fifth Earthly Branch: Yang Earth, the Dragon. Rules the early morning and the third lunar month.',
  },
  巳: {
    en: 'Snake',
    pinyin: 'Si',
    element: 'Fire',
    polarity: 'Yin',
    animal: '蛇',
    hours: '09:00-10:59',
    icon: 'branch-si',
    emoji: '🐍',
    description:
      'The sixth Earthly Branch: Yin Fire, the Snake. Rules the late morning and the fourth lunar month, which opens summer.',
  },
  午: {
    en: 'Horse',
    pinyin: 'Wu',
    element: 'Fire',
    polarity: 'Yang',
    animal: '马',
    hours: '11:00-12:59',
    icon: 'branch-wu',
    emoji: '🐎',
    description:
      'The seventh Earthly Branch: Yang Fire, the Horse. Rules the hours around noon and the fifth lunar month, which holds the summer solstice.',
  },
  未: {
    en: 'Goat',
    pinyin: 'Wei',
    element: 'Earth',
    polarity: 'Yin',
    animal: '羊',
    hours: '13:00-14:59',
    icon: 'branch-wei',
    emoji: '🐐',
    description:
      'The eighth Earthly Branch: Yin Earth, the Goat. Rules the early afternoon and the sixth lunar month.',
  },
  申: {
    en: 'Monkey',
    pinyin: 'Shen',
    element: 'Metal',
    polarity: 'Yang',
    animal: '猴',
    hours: '15:00-16:59',
    icon: 'branch-shen',
    emoji: '🐒',
    description:
      'The ninth Earthly Branch: Yang Metal, the Monkey. Rules the late afternoon and the seventh lunar month, which opens autumn.',
  },
  酉: {
    en: 'Rooster',
    pinyin: 'You',
    element: 'Metal',
    polarity: 'Yin',
    animal: '鸡',
    hours: '17:00-18:59',
    icon: 'branch-you',
    emoji: '🐓',
    description:
      'The tenth Earthly Branch: Yin Metal, the Rooster. Rules sunset and the eighth lunar month, which holds the autumn equinox.',
  },
  戌: {
    en: 'Dog',
    pinyin: 'Xu',
    element: 'Earth',
    polarity: 'Yang',
    animal: '狗',
    hours: '19:00-20:59',
    icon: 'branch-xu',
    emoji: '🐕',
    description:
      'The eleventh Earthly Branch: Yang Earth, the Dog. Rules the evening and the ninth lunar month.',
  },
  亥: {
    en: 'Pig',
    pinyin: 'Hai',
    element: 'Water',
    polarity: 'Yin',
    animal: '猪',
    hours: '21:00-22:59',
    icon: 'branch-hai',
    emoji: '🐖',
    description:
      'The twelfth Earthly Branch: Yin Water, the Pig. Rules the late evening and the tenth lunar month, which opens winter.',
  },
};

/**
 * The twelve animals of the Chinese zodiac (生肖), keyed exactly as lunar-javascript 1.7.7 emits
 * them (`LunarUtil.SHENGXIAO`, `Lunar#getYearShengXiao()`, `getDayShengXiao()` etc.).
 *
 * Sources: the traditional branch-animal pairing (王充《论衡·物势》); English names and emoji as in
 * common English usage (羊 is given as Goat, the usual choice; Sheep and Ram are also seen).
 */
import type { Glossary, Term } from './types';

export interface ZodiacAnimalTerm extends Term {
  /** The Earthly Branch key the animal belongs to, as in `branches` (e.g. `子`). */
  readonly branch: string;
}

export const zodiacAnimals: Glossary<ZodiacAnimalTerm> = {
  鼠: { en: 'Rat', branch: '子', emoji: '🐀', icon: 'animal-rat' },
  牛: { en: 'Ox', branch: '丑', emoji: '🐂', icon: 'animal-ox' },
  虎: { en: 'Tiger', branch: '寅', emoji: '🐅', icon: 'animal-tiger' },
  兔: { en: 'Rabbit', branch: '卯', emoji: '🐇', icon: 'animal-rabbit' },
  龙: { en: 'Dragon', branch: '辰', emoji: '🐉', icon: 'animal-dragon' },
  蛇: { en: 'Snake', branch: '巳', emoji: '🐍', icon: 'animal-snake' },
  马: { en: 'Horse', branch: '午', emoji: '🐎', icon: 'animal-horse' },
  羊: {
    en: 'Goat',
    branch: '未',
    emoji: '🐐',
    icon: 'animal-goat',
    description: 'Also rendered Sheep or Ram; the Chinese word covers all three.',
  },
  猴: { en: 'Monkey', branch: '申', emoji: '🐒', icon: 'animal-monkey' },
  鸡: { en: 'Rooster', branch: '酉', emoji: '🐓', icon: 'animal-rooster' },
  狗: { en: 'Dog', branch: '戌', emoji: '🐕', icon: 'animal-dog' },
  猪: { en: 'Pig', branch: '亥', emoji: '🐖', icon: 'animal-pig' },
};

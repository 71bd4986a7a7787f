/**
 * The twenty-eight lunar mansions (二十八宿) and their animals (二十八禽), keyed exactly as
 * lunar-javascript 1.7.7 emits them: `Lunar#getXiu()` (`LunarUtil.XIU`), `getAnimal()`
 * (`LunarUtil.ANIMAL`), `getXiuLuck()` (`LunarUtil.XIU_LUCK`), `getZheng()` (`LunarUtil.ZHENG`,
 * the luminary, a key of `luminaries`) and `getGong()` (`LunarUtil.GONG`, a key of `fourPalaces`).
 *
 * Sources: mansion names in the standard English of the sinological literature, as listed in
 * Wikipedia's "Twenty-Eight Mansions" (Horn, Neck, Root, Room...); the mansion-luminary-animal
 * cycle (角木蛟, 亢金龙...) of the 《演禽》 tradition as printed in almanacs; luck as in
 * lunar-javascript, which follows the almanac verse for each mansion. Notes on lunar-javascript's
 * animal characters:
 * 壁 has 獝 where most texts write 貐 (yu, usually rendered Porcupine), and 胃 has 彘 ("swine")
 * where most texts write 雉 (pheasant); the English keeps the traditional animal for 獝 and the
 * literal meaning for 彘.
 */
import type { Glossary, Luck, Term } from './types';

export interface ConstellationTerm extends Term {
  /** The mansion's animal, a key of `constellationAnimals` (e.g. `蛟`). */
  readonly animal: string;
  readonly luck: Luck;
  /** The mansion's luminary (七政), a key of `luminaries` (e.g. `木`). */
  readonly luminary: string;
  /** The palace (quarter of the sky) the mansion belongs to, a key of `fourPalaces` (e.g. `东`). */
  readonly palace: string;
}

export const constellations: Glossary<ConstellationTerm> = {
  角: {
    en: 'Horn',
    animal: '蛟',
    luck: 'auspicious',
    luminary: '木',
    palace: '东',
    icon: 'mansion-horn',
    description:
      'Horn (Jiao), the first mansion of the Azure Dragon of the East. Its luminary is Jupiter and its animal the flood dragon; traditionally a lucky mansion.',
  },
  亢: {
    en: 'Neck',
    animal: '龙',
    luck: 'inauspicious',
    luminary: '金',
    palace: '东',
    icon: 'mansion-neck',
    description:
      'Neck (Kang), the second mansion of the Azure Dragon of the East. Its luminary is Venus and its animal the dragon; traditionally an unlucky mansion.',
  },
  氐: {
    en: 'Root',
    animal: '貉',
    luck: 'inauspicious',
    luminary: '土',
    palace: '东',
    icon: 'mansion-root',
    description:
      'Root (Di), the third mansion of the Azure Dragon of the East. Its luminary is Saturn and its animal the badger; traditionally an unlucky mansion.',
  },
  房: {
    en: 'Room',
    animal: '兔',
    luck: 'auspicious',
    luminary: '日',
    palace: '东',
    icon: 'mansion-room',
    description:
      'Room (Fang), the fourth mansion of the Azure Dragon of the East. Its luminary is Sun and its animal the hare; traditionally a lucky mansion.',
  },
  心: {
    en: 'Heart',
    animal: '狐',
    luck: 'inauspicious',
    luminary: '月',
    palace: '东',
    icon: 'mansion-heart',
    description:
      'Heart (Xin), the fifth mansion of the Azure Dragon of the East. Its luminary is Moon and its animal the fox; traditionally an unlucky mansion.',
  },
  尾: {
    en: 'Tail',
    animal: '虎',
    luck: 'auspicious',
    luminary: '火',
    palace: '东',
    icon: 'mansion-tail',
    description:
      'Tail (Wei), the sixth mansion of the Azure Dragon of the East. Its luminary is Mars and its animal the tiger; traditionally a lucky mansion.',
  },
  箕: {
    en: 'Winnowing Basket',
    animal: '豹',
    luck: 'auspicious',
    luminary: '水',
    palace: '东',
    icon: 'mansion-winnowing-basket',
    description:
      'Winnowing Basket (Ji), the seventh mansion of the Azure Dragon of the East. Its luminary is Mercury and its animal the leopard; traditionally a lucky mansion.',
  },
  斗: {
    en: 'Dipper',
    animal: '獬',
    luck: 'auspicious',
    luminary: '木',
    palace: '北',
    icon: 'mansion-dipper',
    description:
      'Dipper (Dou), the first mansion of the Black Tortoise of the North. Its luminary is Jupiter and its animal the unicorn; traditionally a lucky mansion.',
  },
  牛: {
    en: 'Ox',
    animal: '牛',
    luck: 'inauspicious',
    luminary: '金',
    palace: '北',
    icon: 'mansion-ox',
    description:
      'Ox (Niu), the second mansion of the Black Tortoise of the North. Its luminary is Venus and its animal the ox; traditionally an unlucky mansion.',
  },
  女: {
    en: 'Girl',
    animal: '蝠',
    luck: 'inauspicious',
    luminary: '土',
    palace: '北',
    icon: 'mansion-girl',
    description:
      'Girl (Nü), the third mansion of the Black Tortoise of the North. Its luminary is Saturn and its animal the bat; traditionally an unlucky mansion.',
  },
  虚: {
    en: 'Emptiness',
    animal: '鼠',
    luck: 'inauspicious',
    luminary: '日',
    palace: '北',
    icon: 'mansion-emptiness',
    description:
      'Emptiness (Xu), the fourth mansion of the Black Tortoise of the North. Its luminary is Sun and its animal the rat; traditionally an unlucky mansion.',
  },
  危: {
    en: 'Rooftop',
    animal: '燕',
    luck: 'inauspicious',
    luminary: '月',
    palace: '北',
    icon: 'mansion-rooftop',
    description:
      'Rooftop (Wei), the fifth mansion of the Black Tortoise of the North. Its luminary is Moon and its animal the swallow; traditionally an unlucky mansion.',
  },
  室: {
    en: 'Encampment',
    animal: '猪',
    luck: 'auspicious',
    luminary: '火',
    palace: '北',
    icon: 'mansion-encampment',
    description:
      'Encampment (Shi), the sixth mansion of the Black Tortoise of the North. Its luminary is Mars and its animal the pig; traditionally a lucky mansion.',
  },
  壁: {
    en: 'Wall',
    animal: '獝',
    luck: 'auspicious',
    luminary: '水',
    palace: '北',
    icon: 'mansion-wall',
    description:
      'Wall (Bi), the seventh mansion of the Black Tortoise of the North. Its luminary is Mercury and its animal the porcupine; traditionally a lucky mansion.',
  },
  奎: {
    en: 'Legs',
    animal: '狼',
    luck: 'inauspicious',
    luminary: '木',
    palace: '西',
    icon: 'mansion-legs',
    description:
      'Legs (Kui), the first mansion of the White Tiger of the West. Its luminary is Jupiter and its animal the wolf; traditionally an unlucky mansion.',
  },
  娄: {
    en: 'Bond',
    animal: '狗',
    luck: 'auspicious',
    luminary: '金',
    palace: '西',
    icon: 'mansion-bond',
    description:
      'Bond (Lou), the second mansion of the White Tiger of the West. Its luminary is Venus and its animal the dog; traditionally a lucky mansion.',
  },
  胃: {
    en: 'Stomach',
    animal: '彘',
    luck: 'auspicious',
    luminary: '土',
    palace: '西',
    icon: 'mansion-stomach',
    description:
      'Stomach (Wei), the third mansion of the White Tiger of the West. Its luminary is Saturn and its animal the swine; traditionally a lucky mansion.',
  },
  昴: {
    en: 'Hairy Head',
    animal: '鸡',
    luck: 'inauspicious',
    luminary: '日',
    palace: '西',
    icon: 'mansion-hairy-head',
    description:
      'Hairy Head (Mao), the fourth mansion of the White Tiger of the West. Its luminary is Sun and its animal the rooster; traditionally an unlucky mansion.',
  },
  毕: {
    en: 'Net',
    animal: '乌',
    luck: 'auspicious',
    luminary: '月',
    palace: '西',
    icon: 'mansion-net',
    description:
      'Net (Bi), the fifth mansion of the White Tiger of the West. Its luminary is Moon and its animal the crow; traditionally a lucky mansion.',
  },
  觜: {
    en: 'Turtle Beak',
    animal: '猴',
    luck: 'inauspicious',
    luminary: '火',
    palace: '西',
    icon: 'mansion-turtle-beak',
    description:
      'Turtle Beak (Zi), the sixth mansion of the White Tiger of the West. Its luminary is Mars and its animal the monkey; traditionally an unlucky mansion.',
  },
  参: {
    en: 'Three Stars',
    animal: '猿',
    luck: 'auspicious',
    luminary: '水',
    palace: '西',
    icon: 'mansion-three-stars',
    description:
      'Three Stars (Shen), the seventh mansion of the White Tiger of the West. Its luminary is Mercury and its animal the ape; traditionally a lucky mansion.',
  },
  井: {
    en: 'Well',
    animal: '犴',
    luck: 'auspicious',
    luminary: '木',
    palace: '南',
    icon: 'mansion-well',
    description:
      'Well (Jing), the first mansion of the Vermilion Bird of the South. Its luminary is Jupiter and its animal the tapir; traditionally a lucky mansion.',
  },
  鬼: {
    en: 'Ghost',
    animal: '羊',
    luck: 'inauspicious',
    luminary: '金',
    palace: '南',
    icon: 'mansion-ghost',
    description:
      'Ghost (Gui), the second mansion of the Vermilion Bird of the South. Its luminary is Venus and its animal the goat; traditionally an unlucky mansion.',
  },
  柳: {
    en: 'Willow',
    animal: '獐',
    luck: 'inauspicious',
    luminary: '土',
    palace: '南',
    icon: 'mansion-willow',
    description:
      'Willow (Liu), the third mansion of the Vermilion Bird of the South. Its luminary is Saturn and its animal the river deer; traditionally an unlucky mansion.',
  },
  星: {
    en: 'Star',
    animal: '马',
    luck: 'inauspicious',
    luminary: '日',
    palace: '南',
    icon: 'mansion-star',
    description:
      'Star (Xing), the fourth mansion of the Vermilion Bird of the South. Its luminary is Sun and its animal the horse; traditionally an unlucky mansion.',
  },
  张: {
    en: 'Extended Net',
    animal: '鹿',
    luck: 'auspicious',
    luminary: '月',
    palace: '南',
    icon: 'mansion-extended-net',
    description:
      'Extended Net (Zhang), the fifth mansion of the Vermilion Bird of the South. Its luminary is Moon and its animal the deer; traditionally a lucky mansion.',
  },
  翼: {
    en: 'Wings',
    animal: '蛇',
    luck: 'inauspicious',
    luminary: '火',
    palace: '南',
    icon: 'mansion-wings',
    description:
      'Wings (Yi), the sixth mansion of the Vermilion Bird of the South. Its luminary is Mars and its animal the snake; traditionally an unlucky mansion.',
  },
  轸: {
    en: 'Chariot',
    animal: '蚓',
    luck: 'auspicious',
    luminary: '水',
    palace: '南',
    icon: 'mansion-chariot',
    description:
      'Chariot (Zhen), the seventh mansion of the Vermilion Bird of the South. Its luminary is Mercury and its animal the earthworm; traditionally a lucky mansion.',
  },
};

export const constellationAnimals: Glossary = {
  蛟: {
    en: 'Flood Dragon',
    icon: 'mansion-animal-flood-dragon',
    description: 'The jiao, a hornless water dragon said to raise floods. Animal of Horn.',
  },
  龙: { en: 'Dragon', icon: 'mansion-animal-dragon', emoji: '🐉', description: 'Animal of Neck.' },
  貉: {
    en: 'Badger',
    icon: 'mansion-animal-badger',
    description: 'Strictly the raccoon dog, conventionally translated badger. Animal of Root.',
  },
  兔: { en: 'Hare', icon: 'mansion-animal-hare', emoji: '🐇', description: 'Animal of Room.' },
  狐: { en: 'Fox', icon: 'mansion-animal-fox', emoji: '🦊', description: 'Animal of Heart.' },
  虎: { en: 'Tiger', icon: 'mansion-animal-tiger', emoji: '🐅', description: 'Animal of Tail.' },
  豹: {
    en: 'Leopard',
    icon: 'mansion-animal-leopard',
    emoji: '🐆',
    description: 'Animal of Winnowing Basket.',
  },
  獬: {
    en: 'Unicorn',
    icon: 'mansion-animal-unicorn',
    emoji: '🦄',
    description:
      'The xiezhi, a one-horned beast of legend that could tell right from wrong. Animal of Dipper.',
  },
  牛: { en: 'Ox', icon: 'mansion-animal-ox', emoji: '🐂', description: 'Animal of Ox.' },
  蝠: { en: 'Bat', icon: 'mansion-animal-bat', emoji: '🦇', description: 'Animal of Girl.' },
  鼠: { en: 'Rat', icon: 'mansion-animal-rat', emoji: '🐀', description: 'Animal of Emptiness.' },
  燕: {
    en: 'Swallow',
    icon: 'mansion-animal-swallow',
    emoji: '🐦',
    description: 'Animal of Rooftop.',
  },
  猪: { en: 'Pig', icon: 'mansion-animal-pig', emoji: '🐖', description: 'Animal of Encampment.' },
  獝: {
    en: 'Porcupine',
    icon: 'mansion-animal-porcupine',
    emoji: '🦔',
    description:
      'Animal of Wall. lunar-javascript writes xu, a wild beast; most almanacs write yu, a legendary beast usually rendered porcupine.',
  },
  狼: { en: 'Wolf', icon: 'mansion-animal-wolf', emoji: '🐺', description: 'Animal of Legs.' },
  狗: { en: 'Dog', icon: 'mansion-animal-dog', emoji: '🐕', description: 'Animal of Bond.' },
  彘: {
    en: 'Swine',
    icon: 'mansion-animal-swine',
    emoji: '🐗',
    description:
      'Animal of Stomach. The character means swine; many almanacs give the pheasant here instead.',
  },
  鸡: {
    en: 'Rooster',
    icon: 'mansion-animal-rooster',
    emoji: '🐓',
    description: 'Animal of Hairy Head.',
  },
  乌: { en: 'Crow', icon: 'mansion-animal-crow', description: 'Animal of Net.' },
  猴: {
    en: 'Monkey',
    icon: 'mansion-animal-monkey',
    emoji: '🐒',
    description: 'Animal of Turtle Beak.',
  },
  猿: { en: 'Ape', icon: 'mansion-animal-ape', emoji: '🦍', description: 'Animal of Three Stars.' },
  犴: {
    en: 'Tapir',
    icon: 'mansion-animal-tapir',
    description:
      'The an, a wild beast of legend usually rendered tapir (sometimes wild dog). Animal of Well.',
  },
  羊: { en: 'Goat', icon: 'mansion-animal-goat', emoji: '🐐', description: 'Animal of Ghost.' },
  獐: {
    en: 'River Deer',
    icon: 'mansion-animal-river-deer',
    description: 'The Chinese water deer. Animal of Willow.',
  },
  马: { en: 'Horse', icon: 'mansion-animal-horse', emoji: '🐎', description: 'Animal of Star.' },
  鹿: {
    en: 'Deer',
    icon: 'mansion-animal-deer',
    emoji: '🦌',
    description: 'Animal of Extended Net.',
  },
  蛇: { en: 'Snake', icon: 'mansion-animal-snake', emoji: '🐍', description: 'Animal of Wings.' },
  蚓: {
    en: 'Earthworm',
    icon: 'mansion-animal-earthworm',
    emoji: '🪱',
    description: 'Animal of Chariot.',
  },
};

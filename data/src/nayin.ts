/**
 * The thirty NaYin (纳音, "received sound") elements of the sixty-pillar cycle, keyed exactly as
 * lunar-javascript 1.7.7 emits them (`LunarUtil.NAYIN` values, `Lunar#getYearNaYin()`,
 * `getMonthNaYin()`, `getDayNaYin()`, `getTimeNaYin()`). Each name covers two consecutive pillars,
 * listed in its description.
 *
 * Sources: the NaYin table of 《三命通会·论纳音取象》 (which also explains each image); the
 * English follows the "Gold in the Sea / Fire in the Furnace / Wood of the Great Forest" set that
 * is the most common in English Four Pillars books and almanacs. 金 is rendered Gold where the
 * image is literally gold (sea, sand, leaf) and Metal otherwise.
 */
import type { ElementName, Glossary, Term } from './types';

export interface NayinTerm extends Term {
  readonly element: ElementName;
}

export const nayin: Glossary<NayinTerm> = {
  海中金: {
    en: 'Gold in the Sea',
    element: 'Metal',
    icon: 'nayin-gold-in-the-sea',
    description:
      'Metal NaYin of the Jia Zi and Yi Chou pillars: precious metal hidden at the bottom of the sea.',
  },
  炉中火: {
    en: 'Fire in the Furnace',
    element: 'Fire',
    icon: 'nayin-fire-in-the-furnace',
    description: 'Fire NaYin of the Bing Yin and Ding Mao pillars: fire burning in a furnace.',
  },
  大林木: {
    en: 'Wood of the Great Forest',
    element: 'Wood',
    icon: 'nayin-wood-of-the-great-forest',
    description: 'Wood NaYin of the Wu Chen and Ji Si pillars: the trees of a great forest.',
  },
  路旁土: {
    en: 'Earth by the Roadside',
    element: 'Earth',
    icon: 'nayin-earth-by-the-roadside',
    description: 'Earth NaYin of the Geng Wu and Xin Wei pillars: the soil along a road.',
  },
  剑锋金: {
    en: 'Metal of the Sword Edge',
    element: 'Metal',
    icon: 'nayin-metal-of-the-sword-edge',
    description: 'Metal NaYin of the Ren Shen and Gui You pillars: the sharpened edge of a sword.',
  },
  山头火: {
    en: 'Fire on the Mountain Top',
    element: 'Fire',
    icon: 'nayin-fire-on-the-mountain-top',
    description: 'Fire NaYin of the Jia Xu and Yi Hai pillars: a fire blazing on a mountain top.',
  },
  涧下水: {
    en: 'Water in the Ravine',
    element: 'Water',
    icon: 'nayin-water-in-the-ravine',
    description:
      'Water NaYin of the Bing Zi and Ding Chou pillars: a stream running down a ravine.',
  },
  城头土: {
    en: 'Earth on the City Wall',
    element: 'Earth',
    icon: 'nayin-earth-on-the-city-wall',
    description: 'Earth NaYin of the Wu Yin and Ji Mao pillars: the rammed earth of a city wall.',
  },
  白蜡金: {
    en: 'Metal in the White Wax',
    element: 'Metal',
    icon: 'nayin-metal-in-the-white-wax',
    description:
      'Metal NaYin of the Geng Chen and Xin Si pillars: metal still soft in its wax mould.',
  },
  杨柳木: {
    en: 'Willow Wood',
    element: 'Wood',
    icon: 'nayin-willow-wood',
    description: 'Wood NaYin of the Ren Wu and Gui Wei pillars: the supple willow tree.',
  },
  泉中水: {
    en: 'Water in the Spring',
    element: 'Water',
    icon: 'nayin-water-in-the-spring',
    description: 'Water NaYin of the Jia Shen and Yi You pillars: water welling up from a spring.',
  },
  屋上土: {
    en: 'Earth on the Roof',
    element: 'Earth',
    icon: 'nayin-earth-on-the-roof',
    description: 'Earth NaYin of the Bing Xu and Ding Hai pillars: the fired clay of roof tiles.',
  },
  霹雳火: {
    en: 'Fire of the Thunderbolt',
    element: 'Fire',
    icon: 'nayin-fire-of-the-thunderbolt',
    description: 'Fire NaYin of the Wu Zi and Ji Chou pillars: the fire of a lightning strike.',
  },
  松柏木: {
    en: 'Wood of the Pine and Cypress',
    element: 'Wood',
    icon: 'nayin-wood-of-the-pine-and-cypress',
    description: 'Wood NaYin of the Geng Yin and Xin Mao pillars: evergreen pine and cypress.',
  },
  长流水: {
    en: 'Water of the Long Stream',
    element: 'Water',
    icon: 'nayin-water-of-the-long-stream',
    description: 'Water NaYin of the Ren Chen and Gui Si pillars: a long, ever-flowing river.',
  },
  沙中金: {
    en: 'Gold in the Sand',
    element: 'Metal',
    icon: 'nayin-gold-in-the-sand',
    description: 'Metal NaYin of the Jia Wu and Yi Wei pillars: grains of gold hidden in sand.',
  },
  山下火: {
    en: 'Fire at the Foot of the Mountain',
    element: 'Fire',
    icon: 'nayin-fire-at-the-foot-of-the-mountain',
    description:
      'Fire NaYin of the Bing Shen and Ding You pillars: the setting sun below the hills.',
  },
  平地木: {
    en: 'Wood of the Plain',
    element: 'Wood',
    icon: 'nayin-wood-of-the-plain',
    description:
      'Wood NaYin of the Wu Xu and Ji Hai pillars: trees and grass growing on open land.',
  },
  壁上土: {
    en: 'Earth on the Wall',
    element: 'Earth',
    icon: 'nayin-earth-on-the-wall',
    description: 'Earth NaYin of the Geng Zi and Xin Chou pillars: the plaster of a house wall.',
  },
  金箔金: {
    en: 'Gold Leaf',
    element: 'Metal',
    icon: 'nayin-gold-leaf',
    description: 'Metal NaYin of the Ren Yin and Gui Mao pillars: gold beaten into thin foil.',
  },
  覆灯火: {
    en: 'Fire of the Covered Lamp',
    element: 'Fire',
    icon: 'nayin-fire-of-the-covered-lamp',
    description:
      'Fire NaYin of the Jia Chen and Yi Si pillars: a lamp flame burning under its shade.',
  },
  天河水: {
    en: 'Water of the Heavenly River',
    element: 'Water',
    icon: 'nayin-water-of-the-heavenly-river',
    description:
      'Water NaYin of the Bing Wu and Ding Wei pillars: rain falling from the River of Heaven.',
  },
  大驿土: {
    en: 'Earth of the Great Post Road',
    element: 'Earth',
    icon: 'nayin-earth-of-the-great-post-road',
    description: 'Earth NaYin of the Wu Shen and Ji You pillars: the packed earth of a highway.',
  },
  钗钏金: {
    en: 'Metal of Hairpins and Bracelets',
    element: 'Metal',
    icon: 'nayin-metal-of-hairpins-and-bracelets',
    description:
      'Metal NaYin of the Geng Xu and Xin Hai pillars: metal worked into fine jewellery.',
  },
  桑柘木: {
    en: 'Wood of the Mulberry Tree',
    element: 'Wood',
    icon: 'nayin-wood-of-the-mulberry-tree',
    description:
      'Wood NaYin of the Ren Zi and Gui Chou pillars: the mulberry that feeds silkworms.',
  },
  大溪水: {
    en: 'Water of the Great Stream',
    element: 'Water',
    icon: 'nayin-water-of-the-great-stream',
    description: 'Water NaYin of the Jia Yin and Yi Mao pillars: a broad mountain stream.',
  },
  沙中土: {
    en: 'Earth in the Sand',
    element: 'Earth',
    icon: 'nayin-earth-in-the-sand',
    description: 'Earth NaYin of the Bing Chen and Ding Si pillars: sandy soil laid down by water.',
  },
  天上火: {
    en: 'Fire in the Sky',
    element: 'Fire',
    icon: 'nayin-fire-in-the-sky',
    description: 'Fire NaYin of the Wu Wu and Ji Wei pillars: the sun blazing in the sky.',
  },
  石榴木: {
    en: 'Wood of the Pomegranate Tree',
    element: 'Wood',
    icon: 'nayin-wood-of-the-pomegranate-tree',
    description:
      'Wood NaYin of the Geng Shen and Xin You pillars: the pomegranate, fruiting in autumn.',
  },
  大海水: {
    en: 'Water of the Great Sea',
    element: 'Water',
    icon: 'nayin-water-of-the-great-sea',
    description: 'Water NaYin of the Ren Xu and Gui Hai pillars: the boundless ocean.',
  },
};

/**
 * The ten Heavenly Stems (天干), keyed exactly as lunar-javascript 1.7.7 emits them
 * (`LunarUtil.GAN`, `Lunar#getDayGan()` etc.).
 *
 * Sources: the stem-element-polarity table of classical Five Phases theory (《淮南子·天文训》,
 * 《三命通会》), as also encoded in lunar-javascript's `LunarUtil.WU_XING_GAN`; Hanyu Pinyin
 * romanisation without tones; the English "Yang Wood" / "Yin Wood" naming and the nature images
 * (tall tree, flowers, sun, candle...) follow common English Bazi practice (Joey Yap, Raymond Lo).
 */
import type { ElementName, Glossary, Polarity, Term } from './types';

export interface StemTerm extends Term {
  readonly pinyin: string;
  readonly element: ElementName;
  readonly polarity: Polarity;
}

export const stems: Glossary<StemTerm> = {
  甲: {
    en: 'Yang Wood',
    pinyin: 'Jia',
    element: 'Wood',
    polarity: 'Yang',
    icon: 'stem-jia',
    description: 'The first Heavenly Stem. Yang Wood, pictured as a tall, upright tree.',
  },
  乙: {
    en: 'Yin Wood',
    pinyin: 'Yi',
    element: 'Wood',
    polarity: 'Yin',
    icon: 'stem-yi',
    description:
      'The second Heavenly Stem. Yin Wood, pictured as flowers, grass and climbing vines.',
  },
  丙: {
    en: 'Yang Fire',
    pinyin: 'Bing',
    element: 'Fire',
    polarity: 'Yang',
    icon: 'stem-bing',
    description: 'The third Heavenly Stem. Yang Fire, pictured as the sun.',
  },
  丁: {
    en: 'Yin Fire',
    pinyin: 'Ding',
    element: 'Fire',
    polarity: 'Yin',
    icon: 'stem-ding',
    description: 'The fourth Heavenly Stem. Yin Fire, pictured as a candle or lamp flame.',
  },
  戊: {
    en: 'Yang Earth',
    pinyin: 'Wu',
    element: 'Earth',
    polarity: 'Yang',
    icon: 'stem-wu',
    description: 'The fifth Heavenly Stem. Yang Earth, pictured as a mountain or a great wall.',
  },
  己: {
    en: 'Yin Earth',
    pinyin: 'Ji',
    element: 'Earth',
    polarity: 'Yin',
    icon: 'stem-ji',
    description: 'The sixth Heavenly Stem. Yin Earth, pictured as soft garden soil or a field.',
  },
  庚: {
    en: 'Yang Metal',
    pinyin: 'Geng',
    element: 'Metal',
    polarity: 'Yang',
    icon: 'stem-geng',
    description: 'The seventh Heavenly Stem. Yang Metal, pictured as raw ore, an axe or a sword.',
  },
  辛: {
    en: 'Yin Metal',
    pinyin: 'Xin',
    element: 'Metal',
    polarity: 'Yin',
    icon: 'stem-xin',
    description:
      'The eighth Heavenly Stem. Yin Metal, pictured as jewellery or fine, worked metal.',
  },
  壬: {
    en: 'Yang Water',
    pinyin: 'Ren',
    element: 'Water',
    polarity: 'Yang',
    icon: 'stem-ren',
    description: 'The ninth Heavenly Stem. Yang Water, pictured as the ocean or a great river.',
  },
  癸: {
    en: 'Yin Water',
    pinyin: 'Gui',
    element: 'Water',
    polarity: 'Yin',
    icon: 'stem-gui',
    description: 'The tenth Heavenly Stem. Yin Water, pictured as rain, dew or mist.',
  },
};

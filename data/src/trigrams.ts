/**
 * The eight trigrams (八卦), keyed by their single-character names as lunar-javascript 1.7.7 uses
 * them (the keys of `LunarUtil.POSITION_DESC`, and the raw positions returned by
 * `Lunar#getDayPositionXi()`, `getDayPositionTaiSui()` etc.).
 *
 * Sources: the 《周易·说卦传》 for the images and the Later Heaven (后天, King Wen) arrangement;
 * the Luo Shu numbers and trigram elements as used in Flying Star feng shui and Qi Men Dun Jia;
 * direction keys as in lunar-javascript's `POSITION_DESC` (a key of `directions`); the English
 * images (Heaven, Earth, Thunder...) follow Richard Wilhelm's I Ching.
 */
import type { ElementName, Glossary, Term } from './types';

export interface TrigramTerm extends Term {
  readonly pinyin: string;
  /** Unicode trigram symbol, e.g. `☰`. */
  readonly symbol: string;
  readonly element: ElementName;
  /** Later Heaven direction, a key of `directions` (e.g. `正北`). */
  readonly direction: string;
  /** Luo Shu (magic square) number of the trigram's palace. */
  readonly luoshu: number;
}

export const trigrams: Glossary<TrigramTerm> = {
  乾: {
    en: 'Heaven',
    pinyin: 'Qian',
    symbol: '☰',
    element: 'Metal',
    direction: '西北',
    luoshu: 6,
    icon: 'trigram-qian',
    emoji: '☰',
    description: 'Qian, the Creative: three unbroken lines. The father; strength and leadership.',
  },
  坤: {
    en: 'Earth',
    pinyin: 'Kun',
    symbol: '☷',
    element: 'Earth',
    direction: '西南',
    luoshu: 2,
    icon: 'trigram-kun',
    emoji: '☷',
    description: 'Kun, the Receptive: three broken lines. The mother; devotion and nourishment.',
  },
  震: {
    en: 'Thunder',
    pinyin: 'Zhen',
    symbol: '☳',
    element: 'Wood',
    direction: '正东',
    luoshu: 3,
    icon: 'trigram-zhen',
    emoji: '☳',
    description: 'Zhen, the Arousing. The eldest son; movement and awakening.',
  },
  巽: {
    en: 'Wind',
    pinyin: 'Xun',
    symbol: '☴',
    element: 'Wood',
    direction: '东南',
    luoshu: 4,
    icon: 'trigram-xun',
    emoji: '☴',
    description: 'Xun, the Gentle (also Wood). The eldest daughter; gentle, penetrating influence.',
  },
  坎: {
    en: 'Water',
    pinyin: 'Kan',
    symbol: '☵',
    element: 'Water',
    direction: '正北',
    luoshu: 1,
    icon: 'trigram-kan',
    emoji: '☵',
    description: 'Kan, the Abysmal. The middle son; danger, depth and flowing water.',
  },
  离: {
    en: 'Fire',
    pinyin: 'Li',
    symbol: '☲',
    element: 'Fire',
    direction: '正南',
    luoshu: 9,
    icon: 'trigram-li',
    emoji: '☲',
    description: 'Li, the Clinging. The middle daughter; brightness, clarity and fire.',
  },
  艮: {
    en: 'Mountain',
    pinyin: 'Gen',
    symbol: '☶',
    element: 'Earth',
    direction: '东北',
    luoshu: 8,
    icon: 'trigram-gen',
    emoji: '☶',
    description: 'Gen, Keeping Still. The youngest son; stillness and rest.',
  },
  兑: {
    en: 'Lake',
    pinyin: 'Dui',
    symbol: '☱',
    element: 'Metal',
    direction: '正西',
    luoshu: 7,
    icon: 'trigram-dui',
    emoji: '☱',
    description: 'Dui, the Joyous. The youngest daughter; joy, speech and open water.',
  },
};

/**
 * Qi Men Dun Jia terms: the nine stars, eight doors (and the flying plate's 中门), eight deities
 * (and 太常), dun, yuan and the door-palace interactions.
 *
 * Where the stars' English comes from (English practitioners' sites disagree, so each name is one
 * a public source gives, or a gloss of the character where none was found):
 * - 天任 "Responsibility": goodfengshuiconsultancy.com, "Quick introduction to the Nine Stars of
 *   Qimen Dunjia" (2025), "天任 (Ambassador & Responsibility)"; the sites below say "Ambassador".
 * - 天冲 "Impulse": qimendunjia.asia, "9 Stars, 8 Doors, 8 Gods", "Tian Chong / Impulse Star".
 * - 天辅 "Assistant", 天心 "Heart", 天柱 "Pillar", 天英 "Hero": SH Astrology, "The 9 Stars in
 *   QiMen Chart" (shastrology.com/category/qimen), and Imperial Harvest, "Stars of Qi Men Dun Jia"
 *   (imperialharvest.com/blog/introduction-to-qi-men-dun-jia-stars).
 * - 天蓬 "Canopy", 天芮 "Grass", 天禽 "Connect": glosses, no public source found (the two sites
 *   above call 天蓬 "Grass", 天芮 "Grain" and 天禽 "Bird").
 * A deity the almanac also names (白虎 White Tiger, 玄武 Black Tortoise, 朱雀 Vermilion Bird: the
 * Four Symbols' usual English; 勾陈 Hooked Array) has the almanac's English, one name per term
 * across the product (issue 42; glossaries.test.ts holds them together).
 */
import type { Glossary, Luck, Term } from './types';

export interface QimenTerm extends Term {
  readonly luck?: Luck;
}

export const qimenStars: Glossary<QimenTerm> = {
  天蓬: { en: 'Canopy', icon: 'qm-star-canopy', luck: 'inauspicious' },
  天芮: { en: 'Grass', icon: 'qm-star-grass', luck: 'inauspicious' },
  天冲: { en: 'Impulse', icon: 'qm-star-impulse', luck: 'auspicious' },
  天辅: { en: 'Assistant', icon: 'qm-star-assistant', luck: 'auspicious' },
  天禽: { en: 'Connect', icon: 'qm-star-connect', luck: 'auspicious' },
  天心: { en: 'Heart', icon: 'qm-star-heart', luck: 'auspicious' },
  天柱: { en: 'Pillar', icon: 'qm-star-pillar', luck: 'inauspicious' },
  天任: { en: 'Responsibility', icon: 'qm-star-ren', luck: 'auspicious' },
  天英: { en: 'Hero', icon: 'qm-star-hero', luck: 'inauspicious' },
};

export const qimenDoors: Glossary<QimenTerm> = {
  休门: { en: 'Rest', icon: 'qm-door-rest', luck: 'auspicious' },
  生门: { en: 'Life', icon: 'qm-door-life', luck: 'auspicious' },
  伤门: { en: 'Harm', icon: 'qm-door-harm', luck: 'inauspicious' },
  杜门: { en: 'Delusion', icon: 'qm-door-delusion', luck: 'inauspicious' },
  景门: { en: 'Scenery', icon: 'qm-door-scenery', luck: 'auspicious' },
  死门: { en: 'Death', icon: 'qm-door-death', luck: 'inauspicious' },
  惊门: { en: 'Fear', icon: 'qm-door-fear', luck: 'inauspicious' },
  开门: { en: 'Open', icon: 'qm-door-open', luck: 'auspicious' },
  // The flying plate's ninth door, the centre's own (qimen-go xuan/qimen_defs.go `Door9`); the
  // sources give it no luck of its own.
  中门: { en: 'Middle', icon: 'qm-door-middle' },
};

export const qimenDeities: Glossary<QimenTerm> = {
  值符: { en: 'Chief', icon: 'qm-deity-chief', luck: 'auspicious' },
  腾蛇: { en: 'Serpent', icon: 'qm-deity-serpent', luck: 'inauspicious' },
  太阴: { en: 'Moon', icon: 'qm-deity-moon', luck: 'auspicious' },
  六合: { en: 'Six Harmony', icon: 'qm-deity-harmony', luck: 'auspicious' },
  白虎: { en: 'White Tiger', icon: 'qm-deity-tiger', luck: 'inauspicious' },
  玄武: { en: 'Black Tortoise', icon: 'qm-deity-emptiness', luck: 'inauspicious' },
  九地: { en: 'Nine Earth', icon: 'qm-deity-earth', luck: 'auspicious' },
  九天: { en: 'Nine Heaven', icon: 'qm-deity-heaven', luck: 'auspicious' },
  勾陈: { en: 'Hooked Array', icon: 'qm-deity-hook', luck: 'inauspicious' },
  朱雀: { en: 'Vermilion Bird', icon: 'qm-deity-sparrow', luck: 'inauspicious' },
  // The flying plate's ninth deity (qimen-go `God9S`), the 大六壬 general 太常, an auspicious one
  // (吉将) in the twelve generals; English as in Da Liu Ren translations ("Grand Constant").
  太常: { en: 'Grand Constant', icon: 'qm-deity-constant', luck: 'auspicious' },
};

export const qimenDunTypes: Glossary = {
  阳遁: { en: 'Yang Dun', description: 'From the winter solstice: the plates run forward.' },
  阴遁: { en: 'Yin Dun', description: 'From the summer solstice: the plates run backward.' },
};

export const qimenYuans: Glossary = {
  上元: { en: 'Upper Yuan' },
  中元: { en: 'Middle Yuan' },
  下元: { en: 'Lower Yuan' },
};

export const doorInteractions: Glossary<QimenTerm> = {
  门生宫: { en: 'Door produces palace', icon: 'qm-door-produces', luck: 'auspicious' },
  宫生门: { en: 'Palace produces door', icon: 'qm-palace-produces', luck: 'auspicious' },
  门克宫: { en: 'Door controls palace (coercion)', icon: 'qm-door-controls', luck: 'inauspicious' },
  宫克门: { en: 'Palace controls door', icon: 'qm-palace-controls', luck: 'inauspicious' },
  比和: { en: 'Door and palace alike', icon: 'qm-alike', luck: 'auspicious' },
};

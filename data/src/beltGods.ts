/**
 * The twelve day gods of the Yellow and Black Belts (黄道黑道十二神), keyed exactly as
 * lunar-javascript 1.7.7 emits them (`LunarUtil.TIAN_SHEN`, `Lunar#getDayTianShen()`,
 * `LunarTime#getTianShen()`), with the belt type (`getDayTianShenType()`,
 * `LunarUtil.TIAN_SHEN_TYPE`) and the luck words (`getDayTianShenLuck()`,
 * `LunarUtil.TIAN_SHEN_TYPE_LUCK`).
 *
 * Sources: the twelve-god rota of 《协纪辨方书》 and the farmers' almanacs; the assignment of each
 * god to a belt follows lunar-javascript's `TIAN_SHEN_TYPE`, which matches the traditional list
 * (青龙 明堂 金匮 天德 玉堂 司命 are Yellow Belt). English for the four animal gods is the same
 * as in `fourImages.ts`; the others follow common English Tong Shu usage.
 */
import type { Glossary, Luck, Term } from './types';

export type BeltName = 'Yellow Belt' | 'Black Belt';

export interface BeltGodTerm extends Term {
  readonly belt: BeltName;
  readonly luck: Luck;
}

export const beltGods: Glossary<BeltGodTerm> = {
  青龙: {
    en: 'Azure Dragon',
    belt: 'Yellow Belt',
    luck: 'auspicious',
    icon: 'belt-god-azure-dragon',
    description: 'A Yellow Belt day or hour: favourable for all matters.',
  },
  明堂: {
    en: 'Bright Hall',
    belt: 'Yellow Belt',
    luck: 'auspicious',
    icon: 'belt-god-bright-hall',
    description:
      'A Yellow Belt day or hour: brings help from superiors, good for meeting important people.',
  },
  天刑: {
    en: 'Heavenly Punishment',
    belt: 'Black Belt',
    luck: 'inauspicious',
    icon: 'belt-god-heavenly-punishment',
    description:
      'A Black Belt day or hour: beware of lawsuits and penalties; unfavourable for most matters.',
  },
  朱雀: {
    en: 'Vermilion Bird',
    belt: 'Black Belt',
    luck: 'inauspicious',
    icon: 'belt-god-vermilion-bird',
    description: 'A Black Belt day or hour: beware of quarrels, gossip and disputes.',
  },
  金匮: {
    en: 'Golden Coffer',
    belt: 'Yellow Belt',
    luck: 'auspicious',
    icon: 'belt-god-golden-coffer',
    description: 'A Yellow Belt day or hour: good for weddings, wealth and adding to the family.',
  },
  天德: {
    en: 'Heavenly Virtue',
    belt: 'Yellow Belt',
    luck: 'auspicious',
    icon: 'belt-god-heavenly-virtue',
    description:
      'A Yellow Belt day or hour (also called Precious Light): favourable for all matters.',
  },
  白虎: {
    en: 'White Tiger',
    belt: 'Black Belt',
    luck: 'inauspicious',
    icon: 'belt-god-white-tiger',
    description:
      'A Black Belt day or hour: beware of injury and bloodshed; only ritual sacrifice is fitting.',
  },
  玉堂: {
    en: 'Jade Hall',
    belt: 'Yellow Belt',
    luck: 'auspicious',
    icon: 'belt-god-jade-hall',
    description: 'A Yellow Belt day or hour: good for study, office, business and moving house.',
  },
  天牢: {
    en: 'Heavenly Prison',
    belt: 'Black Belt',
    luck: 'inauspicious',
    icon: 'belt-god-heavenly-prison',
    description:
      'A Black Belt day or hour: things get held up or trapped; unfavourable for most matters.',
  },
  玄武: {
    en: 'Black Tortoise',
    belt: 'Black Belt',
    luck: 'inauspicious',
    icon: 'belt-god-black-tortoise',
    description: 'A Black Belt day or hour: beware of theft, deceit and lawsuits.',
  },
  司命: {
    en: 'Life Governor',
    belt: 'Yellow Belt',
    luck: 'auspicious',
    icon: 'belt-god-life-governor',
    description: 'A Yellow Belt god, favourable in the daytime hours and less so at night.',
  },
  勾陈: {
    en: 'Hooked Array',
    belt: 'Black Belt',
    luck: 'inauspicious',
    icon: 'belt-god-hooked-array',
    description:
      'A Black Belt day or hour: things become tangled and delayed; avoid starting new matters.',
  },
};

export interface BeltTypeTerm extends Term {
  readonly en: BeltName;
  readonly luck: Luck;
}

export const beltTypes: Glossary<BeltTypeTerm> = {
  黄道: {
    en: 'Yellow Belt',
    luck: 'auspicious',
    icon: 'belt-yellow',
    emoji: '🟡',
    description:
      'The Yellow Belt (Yellow Path): days and hours ruled by one of the six favourable gods.',
  },
  黑道: {
    en: 'Black Belt',
    luck: 'inauspicious',
    icon: 'belt-black',
    emoji: '⚫',
    description:
      'The Black Belt (Black Path): days and hours ruled by one of the six unfavourable gods.',
  },
};

export interface LuckWordTerm extends Term {
  readonly luck: Luck;
}

export const luckWords: Glossary<LuckWordTerm> = {
  吉: { en: 'Auspicious', luck: 'auspicious', icon: 'luck-auspicious', emoji: '✅' },
  凶: { en: 'Inauspicious', luck: 'inauspicious', icon: 'luck-inauspicious', emoji: '⛔' },
};

/**
 * The twelve Day Officers (建除十二值星 / 十二建星), keyed exactly as lunar-javascript 1.7.7 emits
 * them (`LunarUtil.ZHI_XING`, `Lunar#getZhiXing()`).
 *
 * Sources: the meanings and suitable activities follow 《协纪辨方书》 (the Qianlong-era imperial
 * date-selection treatise) and the Hong Kong / Taiwan farmers' almanacs (通胜 / 农民历); the luck
 * follows the traditional rhyme 「建满平收黑，除危定执黄，成开皆可用，闭破不相当」 (Establish,
 * Full, Balance and Receive are black; Remove, Danger, Stable and Initiate are yellow; Success and
 * Open are usable; Close and Destruction are not). English names as in Western Tong Shu practice.
 */
import type { Glossary, Luck, Term } from './types';

export interface DayOfficerTerm extends Term {
  readonly luck: Luck;
}

export const dayOfficers: Glossary<DayOfficerTerm> = {
  建: {
    en: 'Establish',
    luck: 'inauspicious',
    icon: 'officer-establish',
    description:
      'A day of beginnings: good for setting plans in motion, meeting superiors, applying for a post and setting out on a journey. Avoid breaking ground, digging and opening storehouses.',
  },
  除: {
    en: 'Remove',
    luck: 'auspicious',
    icon: 'officer-remove',
    description:
      'A day for clearing away the old: good for cleaning, bathing, removing clutter, seeking medical treatment and ending bad habits. Avoid weddings and taking up a new post.',
  },
  满: {
    en: 'Full',
    luck: 'inauspicious',
    icon: 'officer-full',
    description:
      'A day of abundance: good for offerings, trading, stocking up and collecting payment. Avoid lawsuits, taking up a post, planting and burials.',
  },
  平: {
    en: 'Balance',
    luck: 'inauspicious',
    icon: 'officer-balance',
    description:
      'A level, ordinary day: good for repairing roads and walls, plastering and levelling ground, and for routine tasks. Avoid major undertakings.',
  },
  定: {
    en: 'Stable',
    luck: 'auspicious',
    icon: 'officer-stable',
    description:
      'A settled day: good for signing contracts, engagements and weddings, buying livestock and making long-term plans. Avoid lawsuits and travel.',
  },
  执: {
    en: 'Initiate',
    luck: 'auspicious',
    icon: 'officer-initiate',
    description:
      'A day for taking hold: good for planting, hunting, catching thieves, collecting debts and small repairs. Avoid moving house, long journeys and opening a business.',
  },
  破: {
    en: 'Destruction',
    luck: 'inauspicious',
    icon: 'officer-destruction',
    description:
      'A day of breaking: suitable only for demolition, breaking up old things and treating illness. Avoid all important matters, especially weddings, contracts and openings.',
  },
  危: {
    en: 'Danger',
    luck: 'auspicious',
    icon: 'officer-danger',
    description:
      'A day to act with care: good for offerings, prayers and quiet, careful work. Avoid climbing heights, boating and other risky ventures.',
  },
  成: {
    en: 'Success',
    luck: 'auspicious',
    icon: 'officer-success',
    description:
      'A day of accomplishment, good for almost anything: weddings, openings, moving house, starting school and signing agreements. Avoid lawsuits.',
  },
  收: {
    en: 'Receive',
    luck: 'inauspicious',
    icon: 'officer-receive',
    description:
      'A day of gathering in: good for harvesting, collecting debts, storing goods, buying property and taking on staff. Avoid funerals and setting out on journeys.',
  },
  开: {
    en: 'Open',
    luck: 'auspicious',
    icon: 'officer-open',
    description:
      'A day of openings: good for opening a business, starting work, weddings, moving house and travel. Avoid burials and anything to do with the dead.',
  },
  闭: {
    en: 'Close',
    luck: 'inauspicious',
    icon: 'officer-close',
    description:
      'A day of closing and sealing: good for burials, building walls and dykes, filling holes and storing things away. Avoid openings, travel and medical treatment.',
  },
};

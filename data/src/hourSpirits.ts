/**
 * Hour spirits the almanac prints per two-hour slot (`hour_X_star_stars`) and the raising
 * nobleman (`hour_X_star_raising_nobleman`). Sources: 《协纪辨方书》 vol. 7-8 (时神), the rules
 * are in the engine's `almanac/hourStars.ts` and `almanac/raisingNobleman.ts`.
 */
import type { Glossary, Luck, Term } from './types';

export interface HourSpiritTerm extends Term {
  readonly luck: Luck;
}

export const hourSpirits: Glossary<HourSpiritTerm> = {
  贵人: {
    en: 'Nobleman',
    icon: 'hour-nobleman',
    luck: 'auspicious',
    description: "The day's Heavenly Nobleman hour: help from influential people.",
  },
  日禄: {
    en: 'Day Prosperity',
    icon: 'hour-prosperity',
    luck: 'auspicious',
    description:
      "The hour of the day stem's prosperity (salary) branch: good for career and income.",
  },
  日建: {
    en: 'Day Establish',
    icon: 'hour-establish',
    luck: 'auspicious',
    description: 'The hour sharing the day branch: strong for beginnings.',
  },
  六合: {
    en: 'Six Harmony',
    icon: 'hour-six-harmony',
    luck: 'auspicious',
    description: 'The hour combines with the day branch: good for agreements and meetings.',
  },
  三合: {
    en: 'Three Harmony',
    icon: 'hour-three-harmony',
    luck: 'auspicious',
    description: 'The hour forms a three-harmony frame with the day branch: cooperation goes well.',
  },
  日破: {
    en: 'Day Breaker',
    icon: 'hour-breaker',
    luck: 'inauspicious',
    description: 'The hour clashes the day branch: avoid important matters.',
  },
  日刑: {
    en: 'Day Punishment',
    icon: 'hour-punishment',
    luck: 'inauspicious',
    description: 'The hour punishes the day branch: risk of disputes and legal trouble.',
  },
  日害: {
    en: 'Day Harm',
    icon: 'hour-harm',
    luck: 'inauspicious',
    description: 'The hour harms the day branch: hidden obstacles and betrayal.',
  },
  旬空: {
    en: 'Void',
    icon: 'hour-void',
    luck: 'inauspicious',
    description:
      "The hour falls in the day pillar's void (empty) branches: efforts come to nothing.",
  },
  路空: {
    en: 'Road Void',
    icon: 'hour-road-void',
    luck: 'inauspicious',
    description: 'Road-blocking emptiness: avoid travel and setting out.',
  },
  五不遇: {
    en: 'Five Misfortunes',
    icon: 'hour-five-misfortunes',
    luck: 'inauspicious',
    description:
      'The hour stem attacks the day stem with the same polarity: plans meet no support.',
  },
};

export const raisingNoblemen: Glossary = {
  阳贵人: {
    en: 'Yang Nobleman',
    icon: 'nobleman-yang',
    description: "The day's Yang Nobleman ascends the Heavenly Gate in this daytime hour.",
  },
  阴贵人: {
    en: 'Yin Nobleman',
    icon: 'nobleman-yin',
    description: "The day's Yin Nobleman ascends the Heavenly Gate in this night hour.",
  },
};

/**
 * Compass directions, keyed exactly as lunar-javascript 1.7.7 emits them:
 * - the eight trigram directions 正北 东北 正东 东南 正南 西南 正西 西北 and the centre 中宫
 *   (`LunarUtil.POSITION_DESC` values) from `Lunar#getDayPositionXiDesc()`, `YangGuiDesc()`,
 *   `YinGuiDesc()`, `FuDesc()`, `CaiDesc()`, `TaiSuiDesc()` and the matching `LunarTime` and
 *   year/month getters;
 * - the four cardinal points 东 南 西 北 from `Lunar#getDaySha()`, `LunarTime#getSha()` and
 *   `Lunar#getGong()`;
 * - the raw centre position 中, which `getDayPositionTaiSui()` and similar non-`Desc` getters
 *   return alongside trigram names.
 * 正 ("exact") marks the true compass point; the bare 东 南 西 北 are the four quarters.
 *
 * Sources: lunar-javascript's `POSITION_DESC` table (Later Heaven trigram directions); bearings are
 * compass degrees clockwise from north.
 */
import type { Glossary, Term } from './types';

export interface DirectionTerm extends Term {
  /** Compass bearing in degrees clockwise from north; absent for the centre. */
  readonly bearing?: number;
}

export const directions: Glossary<DirectionTerm> = {
  正北: { en: 'North', bearing: 0, icon: 'direction-n', emoji: '⬆️', description: 'Due north.' },
  东北: {
    en: 'Northeast',
    bearing: 45,
    icon: 'direction-ne',
    emoji: '↗️',
    description: 'Between north and east.',
  },
  正东: { en: 'East', bearing: 90, icon: 'direction-e', emoji: '➡️', description: 'Due east.' },
  东南: {
    en: 'Southeast',
    bearing: 135,
    icon: 'direction-se',
    emoji: '↘️',
    description: 'Between south and east.',
  },
  正南: { en: 'South', bearing: 180, icon: 'direction-s', emoji: '⬇️', description: 'Due south.' },
  西南: {
    en: 'Southwest',
    bearing: 225,
    icon: 'direction-sw',
    emoji: '↙️',
    description: 'Between south and west.',
  },
  正西: { en: 'West', bearing: 270, icon: 'direction-w', emoji: '⬅️', description: 'Due west.' },
  西北: {
    en: 'Northwest',
    bearing: 315,
    icon: 'direction-nw',
    emoji: '↖️',
    description: 'Between north and west.',
  },
  东: {
    en: 'East',
    bearing: 90,
    icon: 'direction-e',
    emoji: '➡️',
    description: 'The eastern quarter.',
  },
  南: {
    en: 'South',
    bearing: 180,
    icon: 'direction-s',
    emoji: '⬇️',
    description: 'The southern quarter.',
  },
  西: {
    en: 'West',
    bearing: 270,
    icon: 'direction-w',
    emoji: '⬅️',
    description: 'The western quarter.',
  },
  北: {
    en: 'North',
    bearing: 0,
    icon: 'direction-n',
    emoji: '⬆️',
    description: 'The northern quarter.',
  },
  中宫: {
    en: 'Centre',
    icon: 'direction-centre',
    emoji: '⏺️',
    description: 'The central palace: the middle of the house or plot.',
  },
  中: {
    en: 'Centre',
    icon: 'direction-centre',
    emoji: '⏺️',
    description: 'The centre: the middle of the house or plot.',
  },
};

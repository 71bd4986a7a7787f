/** The almanac and chart answers (values Chinese, `en` English). */
import type { DayStars, QimenCentreFields } from '@tongshu/engine';

export type { DayStars };

export type TsValue = string | number | boolean | readonly string[];
export type TsValues = Readonly<Record<string, TsValue>>;

export interface ProItem {
  readonly title: string;
  readonly description?: string;
}

/** GET /api/tongshu: the day's almanac, personalised fields when the user has a birth. */
export interface TongshuAnswer {
  readonly ts: TsValues;
  readonly en: TsValues;
  readonly locked?: readonly string[];
  readonly current_fan_yin?: boolean;
  readonly current_fu_yin?: boolean;
  readonly current_chief_box?: string;
  readonly current_life_box?: string;
  readonly current_rest_box?: string;
  readonly current_harmony_box?: string;
  /** null when the birth hour is not known: the natal chart needs it. */
  readonly destiny_chief_box?: string | null;
  readonly destiny_life_box?: string | null;
  readonly destiny_rest_box?: string | null;
  readonly destiny_harmony_box?: string | null;
  readonly ten_gods?: Readonly<
    Record<'day' | 'month' | 'year', { readonly stem: string; readonly branch: string }>
  >;
  readonly heavenly_stem_god?: string;
  readonly earthly_branch_god?: string;
  readonly pro?: readonly ProItem[];
  readonly sim?: readonly ProItem[];
  readonly prohour?: Readonly<Record<string, readonly ProItem[]>>;
  /** The day's flying-star grids: year, month, day and each hour slot's (docs/engine/stars.md). */
  /** With `stamp`, the school's rules the grids were drawn by (year start, day star, flight). */
  readonly stars?: DayStars & { readonly stamp: string };
}

export interface Formation {
  readonly zh: string;
  readonly en: string;
  readonly auspicious?: boolean;
}

/**
 * One board: chart fields and `{palace}_{field}` for the eight outer palaces; a flying-plate
 * (飞盘) hour chart adds palace 5 as `c_door`, `c_star`, `c_deity`, `c_heaven_stem`,
 * `c_earth_stem`, `c_loushu` and `c_element` (the engine's QimenCentreFields).
 */
export type QmBoard = Readonly<Record<string, string | number | boolean | readonly string[]>> &
  Partial<QimenCentreFields>;

/** The Qi Men charts' answer: the boards and their special formations by palace. */
export interface QmChartAnswer {
  /** The options in force, e.g. "Qi Men 拆补 (split and patch) · rotating plate (转盘)". */
  readonly conventions?: string;
  readonly qm_day?: QmBoard;
  readonly qm_month?: QmBoard;
  readonly qm_year?: QmBoard;
  readonly special_formation?: Readonly<Record<string, readonly Formation[]>>;
  readonly en?: {
    readonly qm_day?: QmBoard;
    readonly qm_month?: QmBoard;
    readonly qm_year?: QmBoard;
  };
}

/** A row of the 3 victory table. */
export interface VictoryRow {
  readonly the3vv: string;
  readonly day: string;
  readonly direction: string;
}

/** GET /api/tongshu/month/{yyyymm}: the month at a glance, the public API's answer (issue 45). */
export type { AlmanacMonthAnswer as TongshuMonthAnswer, MonthFit } from '@tongshu/contract';

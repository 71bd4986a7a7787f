/** The shapes the almanac and chart pages read (bff answers; values Chinese, `en` English). */
export type TsValue = string | number | boolean | readonly string[];
export type TsValues = Readonly<Record<string, TsValue>>;

export interface ProItem {
  readonly title: string;
  readonly description?: string;
}

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
  readonly destiny_chief_box?: string;
  readonly destiny_life_box?: string;
  readonly destiny_rest_box?: string;
  readonly destiny_harmony_box?: string;
  readonly ten_gods?: Readonly<
    Record<'day' | 'month' | 'year', { readonly stem: string; readonly branch: string }>
  >;
  readonly heavenly_stem_god?: string;
  readonly earthly_branch_god?: string;
  readonly pro?: readonly ProItem[];
  readonly sim?: readonly ProItem[];
  readonly prohour?: Readonly<Record<string, readonly ProItem[]>>;
}

/** Read a text field ('' when absent). */
export const text = (values: TsValues | undefined, key: string): string => {
  const value = values?.[key];
  if (value === undefined || value === null) return '';
  return Array.isArray(value) ? value.join(', ') : String(value);
};

/** Read a list field ([] when absent). */
export const list = (values: TsValues | undefined, key: string): readonly string[] => {
  const value = values?.[key];
  return Array.isArray(value) ? (value as readonly string[]) : [];
};

export interface Formation {
  readonly zh: string;
  readonly en: string;
  readonly auspicious?: boolean;
}

export type QmBoard = Readonly<Record<string, string | number | boolean | readonly string[]>>;

export interface QmChartAnswer {
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

export interface VictoryRow {
  readonly the3vv: string;
  readonly day: string;
  readonly direction: string;
}

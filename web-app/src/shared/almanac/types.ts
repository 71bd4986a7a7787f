/** The shapes the almanac and chart pages read: the bff's API types (values Chinese, `en` English). */
import type { TsValues } from '@tongshu/bff/api';

export type {
  TsValue,
  TsValues,
  ProItem,
  TongshuAnswer,
  Formation,
  QmBoard,
  QmChartAnswer,
  VictoryRow,
} from '@tongshu/bff/api';

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

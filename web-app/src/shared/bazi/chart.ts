import type { BaziChart as BaziChartData, ChartInstant } from '@tongshu/bff/api';
import { WEEKDAY_NAMES } from '../lib/calendarNames';

/** The Bazi chart a record carries as `bz_chart`: the bff's API types, under this app's names. */
export type {
  BaziChart as BaziChartData,
  ChartInstant,
  ChartMoment,
  ChartPillar,
  ChartWarning,
  LuckPillar,
} from '@tongshu/bff/api';

/** The chart, or null when the record has none (no birth data yet) or it cannot be read. */
export function parseBaziChart(json: string | null | undefined): BaziChartData | null {
  if (!json) return null;
  try {
    const chart = JSON.parse(json) as BaziChartData;
    return chart?.pillars?.day && Array.isArray(chart.luck?.pillars) ? chart : null;
  } catch {
    return null;
  }
}

const two = (n: number) => String(n).padStart(2, '0');

/** `1994-03-17 (Thursday)`: the day alone, for a birth whose hour is not known. */
export function formatDate(at: ChartInstant): string {
  return `${at.year}-${two(at.month)}-${two(at.day)} (${WEEKDAY_NAMES[at.weekday] ?? ''})`;
}

/** `1994-03-17 02:05:26 (Thursday)`: to the second, with the weekday (spec section 3). */
export function formatInstant(at: ChartInstant): string {
  const time = `${two(at.hour)}:${two(at.minute)}:${two(at.second)}`;
  return formatDate(at).replace(' ', ` ${time} `);
}

/** `1994-03-17 02:05`: a clock reading to the minute (a range's ends are minutes). */
export function formatMinute(at: Omit<ChartInstant, 'weekday'>): string {
  return `${at.year}-${two(at.month)}-${two(at.day)} ${two(at.hour)}:${two(at.minute)}`;
}

/** True for a chart whose birth hour is unknown (charts stored before issue 35 knew it). */
export const hourUnknown = (chart: BaziChartData): boolean => chart.hourKnown === false;

/** `1988-07-01 00:30:00`: a clock reading to the second. */
export function formatClock(at: Omit<ChartInstant, 'weekday'>): string {
  return `${at.year}-${two(at.month)}-${two(at.day)} ${two(at.hour)}:${two(at.minute)}:${two(at.second)}`;
}

/** `UTC+09:00`: an offset in minutes east, as people read it. */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const total = Math.round(Math.abs(minutes));
  return `UTC${sign}${two(Math.floor(total / 60))}:${two(total % 60)}`;
}

/** Chart columns in the traditional order, right to left in time: hour, day, month, year. */
export const CHART_COLUMNS = [
  ['hour', 'Hour'],
  ['day', 'Day'],
  ['month', 'Month'],
  ['year', 'Year'],
] as const;

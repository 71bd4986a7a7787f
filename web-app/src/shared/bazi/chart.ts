import { WEEKDAY_NAMES } from '../lib/calendarNames';

/**
 * The Bazi chart a user's record carries as `bz_chart` (spec section 3: "a JSON string holding the
 * Bazi chart"), as the engine's `baziChart` writes it: the part the /account tables show.
 */
export interface ChartInstant {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  /** 0 = Sunday. */
  readonly weekday: number;
}

export interface ChartPillar {
  readonly stem: string;
  readonly branch: string;
  readonly tenGod: string;
  readonly hiddenStems: readonly { readonly stem: string; readonly tenGod: string }[];
}

export interface LuckPillar extends ChartPillar {
  readonly index: number;
  readonly age: number;
  readonly year: number;
  readonly start: ChartInstant;
}

/** How the birth was read (engine `BirthMoment`): the zone, the instant and the chart's clock. */
export interface ChartMoment {
  readonly zone: string;
  /** ISO 8601, UTC. */
  readonly instant: string;
  readonly offsetMinutes: number;
  readonly clock: Omit<ChartInstant, 'weekday'>;
  readonly clockKind: 'local clock' | 'China standard time' | 'true solar time';
  readonly status: 'ok' | 'skipped' | 'repeated';
  readonly stamp: string;
}

export interface ChartWarning {
  readonly kind: string;
  readonly message: string;
}

export interface BaziChartData {
  readonly birth: ChartInstant;
  /** Absent from charts stored before births had zones. */
  readonly moment?: ChartMoment;
  readonly sensitivity?: readonly ChartWarning[];
  readonly dm: string;
  readonly pillars: Readonly<Record<'year' | 'month' | 'day' | 'hour', ChartPillar>>;
  readonly void: { readonly branches: readonly string[] };
  readonly luck: { readonly forward: boolean; readonly pillars: readonly LuckPillar[] };
}

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

/** `1994-03-17 02:05:26 (Thursday)`: to the second, with the weekday (spec section 3). */
export function formatInstant(at: ChartInstant): string {
  const date = `${at.year}-${two(at.month)}-${two(at.day)}`;
  const time = `${two(at.hour)}:${two(at.minute)}:${two(at.second)}`;
  return `${date} ${time} (${WEEKDAY_NAMES[at.weekday] ?? ''})`;
}

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

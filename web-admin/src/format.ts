/** Display helpers for the operator tables. */
import type { CSSProperties } from 'react';

/** '2026-11-24T09:30:12.000Z' or '2026-11-24 09:30:12' -> '2026-11-24 09:30'; empty when unset. */
export function stamp(value: string | null | undefined): string {
  return value ? String(value).slice(0, 16).replace('T', ' ') : '';
}

/** '2026-03' -> 'Mar 2026' (growth chart labels), in UTC like the series. */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-').map(Number);
  if (!year || !number) return month;
  const date = new Date(Date.UTC(year, number - 1, 1));
  return date.toLocaleString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** Share of a total as a whole percentage; 0 when there is no total. */
export function percent(part: number, total: number): number {
  return total > 0 ? Math.round((part / total) * 100) : 0;
}

/** The kit's `tsu-grid` with columns of at least `min` (a CSS length). */
export function gridOf(min: string): CSSProperties {
  return { '--tsu-grid-min': min } as CSSProperties;
}

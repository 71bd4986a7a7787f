/** Display helpers for the operator pages. */
import type { CSSProperties } from 'react';

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

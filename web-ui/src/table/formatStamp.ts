/**
 * Stored timestamps in tables, on the viewer's clock. The bff stores instants in UTC (ISO text in
 * SQLite, timestamptz in PostgreSQL, and SQLite's own 'YYYY-MM-DD HH:MM:SS', which is UTC too);
 * tables showed them cut to the minute as UTC without saying so. They are now shown on the
 * viewer's zone, which the column header names (`stampColumn`).
 */
import { useUi } from '../context';
import type { Column, Row } from './DataTable';

/** The browser's own zone (e.g. Europe/Berlin), or `fallback` when it cannot say. */
export function browserZone(fallback = 'UTC'): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || fallback;
  } catch {
    return fallback;
  }
}

/** An instant from a stored value: text without a zone is UTC. */
function instantOf(value: unknown): Date | null {
  if (value instanceof Date) return value;
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim();
  const utc =
    typeof value === 'string' && !/(Z|[+-]\d\d:?\d\d)$/i.test(text)
      ? `${text.replace(' ', 'T')}Z`
      : text;
  const date = new Date(typeof value === 'number' ? value : utc);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A stored timestamp to the minute on `zone`'s clock (default: the browser's):
 * '2026-11-24T09:30:12.000Z' in Europe/Berlin -> '2026-11-24 10:30'; empty when unset.
 */
export function formatStamp(value: unknown, zone: string = browserZone()): string {
  if (value === null || value === undefined || value === '') return '';
  const instant = instantOf(value);
  if (!instant) return String(value).slice(0, 16).replace('T', ' ');
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }).formatToParts(instant);
  } catch {
    // A zone this browser does not know: UTC, said as such.
    return `${instant.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  }
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** The viewer's zone: the signed-in user's own (`UiProvider`'s `timeZone`), else the browser's. */
export function useViewerZone(): string {
  return useUi().timeZone || browserZone();
}

/**
 * A sortable timestamp column on `zone`'s clock whose header names the zone ("Last Login
 * (Europe/Berlin)"): every stamp in the product's tables goes through here.
 */
export function stampColumn<R extends Row>(key: string, label: string, zone: string): Column<R> {
  return {
    key,
    label: `${label} (${zone})`,
    render: (row) => formatStamp(row[key], zone),
  };
}

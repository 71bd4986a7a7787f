import { clockFieldsOf, offsetMsAt, type Zone } from './zone';

const two = (value: number) => String(value).padStart(2, '0');

/**
 * An instant (ms since the epoch) as ISO 8601 on `zone`'s clock with its offset, e.g.
 * `2026-11-27T09:30:00+01:00`, as the public API writes every instant (docs/api.md). Offsets are
 * whole minutes (RFC 3339): a historic local mean time offset (+07:36:42) is rounded to the
 * minute, and the clock fields are read on that rounded offset so the text names one instant.
 */
export function isoOnClock(zone: Zone, utcMs: number): string {
  const offsetMinutes = Math.round(offsetMsAt(zone, utcMs) / 60000);
  const local = clockFieldsOf(Math.floor(utcMs / 1000) * 1000 + offsetMinutes * 60000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const offset = `${sign}${two(Math.floor(Math.abs(offsetMinutes) / 60))}:${two(Math.abs(offsetMinutes) % 60)}`;
  const year = String(local.year).padStart(4, '0');
  return `${year}-${two(local.month)}-${two(local.day)}T${two(local.hour)}:${two(local.minute)}:${two(local.second)}${offset}`;
}

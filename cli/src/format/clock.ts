/**
 * Instants on the clock of the zone a command was given (`--tz`), named by the zone and its offset
 * (docs/engine/time.md, "The user's own clock"): the engine keeps China's clock (UTC+8) in the
 * almanac's fields, the command line shows every time on the user's.
 */
import { isoOnClock, type Zone } from '@tongshu/engine';

const CHINA_OFFSET_MS = 8 * 3600 * 1000;

/** An instant as `2026-02-04 09:27 +01:00` (seconds too when asked) on `zone`'s clock. */
export function instantOn(zone: Zone, utcMs: number, seconds = false): string {
  const iso = isoOnClock(zone, utcMs);
  const clock = iso.slice(11, seconds ? 19 : 16);
  return `${iso.slice(0, 10)} ${clock} ${iso.slice(19)}`;
}

/** A `YYYY-MM-DD HH:mm[:ss]` reading on China's clock (UTC+8), the same instant on `zone`'s. */
export function chinaTimeOn(zone: Zone, chinaClock: string): string {
  const [date = '', time = '00:00'] = chinaClock.split(' ');
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0, second = 0] = time.split(':').map(Number);
  const utcMs = Date.UTC(year, month - 1, day, hour, minute, second) - CHINA_OFFSET_MS;
  return instantOn(zone, utcMs, time.length > 5);
}

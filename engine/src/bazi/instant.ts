/**
 * Instants of the Bazi chart (birth, luck starts): civil time in UTC+8 to the second, with the
 * weekday. Luck starts run up to about a century past 2100, so these are not limited to the
 * engine's 1900..2100 date range. Arithmetic on the proleptic Gregorian calendar via `Date.UTC`
 * (UTC+8 has no daylight saving, so civil seconds can be counted as UTC seconds).
 */

import type { LocalFields } from '../time/zone';

export interface BaziInstant extends LocalFields {
  /** 0 = Sunday .. 6 = Saturday (as the almanac's `day_no`). */
  readonly weekday: number;
}

/** Date and clock fields of an instant, without the weekday. */
export interface InstantFields {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second?: number;
}

/** The instant with its weekday (0 = Sunday); `second` defaults to 0. */
export function baziInstant(at: InstantFields): BaziInstant {
  const weekday = new Date(Date.UTC(at.year, at.month - 1, at.day)).getUTCDay();
  return {
    year: at.year,
    month: at.month,
    day: at.day,
    hour: at.hour,
    minute: at.minute,
    second: at.second ?? 0,
    weekday,
  };
}

/** Seconds since 1970-01-01 00:00:00 civil time (a count for differences, not a UTC epoch). */
export function civilSeconds(at: InstantFields): number {
  const ms = Date.UTC(at.year, at.month - 1, at.day, at.hour, at.minute, at.second ?? 0);
  return Math.round(ms / 1000);
}

/** Reads `YYYY-MM-DD HH:mm:ss` (the solar-term instants of `lunarAdapter`). */
export function parseInstant(text: string): InstantFields {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!match) throw new Error(`not an instant: ${text}`);
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return { year, month, day, hour, minute, second };
}

/** Days in a Gregorian month (1..12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

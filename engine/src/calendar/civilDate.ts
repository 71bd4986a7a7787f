import { hourSlotStart } from '../sexagenary/cycle';

/** A date on the civil (Gregorian) calendar of the almanac's time zone. */
export interface CivilDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** A civil date and time in the almanac's zone (UTC+8). */
export interface CivilDateTime extends CivilDate {
  readonly hour: number;
  readonly minute: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const COMPACT_DATE = /^(\d{4})(\d{2})(\d{2})$/;

/** Earliest and latest dates the engine computes (the range its sources are checked over). */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2100;

/**
 * A computation reached a date outside MIN_YEAR..MAX_YEAR: the one range check every door shares.
 * It is the input's fault even when the input itself is in range (the 子 slot of 1900-01-01
 * starts in 1899; a New York evening of 2100-12-31 is 2101 in China), so doors answer it as bad
 * input naming their field, never as a fault of their own.
 */
export class OutOfRangeError extends RangeError {
  constructor(readonly year: number) {
    super(`year must be between ${MIN_YEAR} and ${MAX_YEAR}: ${year}`);
  }
}

/**
 * Parses `YYYY-MM-DD` or `YYYYMMDD` into a checked civil date.
 * @throws RangeError naming the problem when the text is not a real date in 1900..2100.
 */
export function parseCivilDate(text: string): CivilDate {
  const match = ISO_DATE.exec(text) ?? COMPACT_DATE.exec(text);
  if (!match) throw new RangeError(`date must be YYYY-MM-DD or YYYYMMDD: ${text}`);
  return civilDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

const DATE_TIME = /^(\d{4}-\d{2}-\d{2}|\d{8})(?:[T ](\d{1,2}):(\d{2}))?$/;

/**
 * Parses a date with an optional time: `YYYY-MM-DD`, `YYYYMMDD`, `YYYY-MM-DD HH:mm` or
 * `YYYY-MM-DDTHH:mm`; the time defaults to `fallbackHour`:00.
 * @throws RangeError naming the problem.
 */
export function parseCivilDateTime(text: string, fallbackHour = 0): CivilDateTime {
  const match = DATE_TIME.exec(text.trim());
  if (!match) throw new RangeError(`date-time must be YYYY-MM-DD or YYYY-MM-DD HH:mm: ${text}`);
  const date = parseCivilDate(match[1] as string);
  const hour = match[2] === undefined ? fallbackHour : Number(match[2]);
  const minute = match[3] === undefined ? 0 : Number(match[3]);
  if (hour > 23 || minute > 59) throw new RangeError(`no such time: ${match[2]}:${match[3]}`);
  return { ...date, hour, minute };
}

/** A date as `parseCivilDate` reads it, in its one stored and answered form `YYYY-MM-DD`. */
export const isoDateText = (text: string): string => formatCivilDate(parseCivilDate(text));

/**
 * @throws RangeError when the parts do not name a real date, OutOfRangeError outside 1900..2100.
 */
export function civilDate(year: number, month: number, day: number): CivilDate {
  const probe = new Date(Date.UTC(year, month - 1, day));
  const real =
    Number.isInteger(year) &&
    probe.getUTCFullYear() === year &&
    probe.getUTCMonth() === month - 1 &&
    probe.getUTCDate() === day;
  if (!real) throw new RangeError(`no such date: ${year}-${month}-${day}`);
  if (year < MIN_YEAR || year > MAX_YEAR) throw new OutOfRangeError(year);
  return { year, month, day };
}

/** @throws RangeError when the parts do not name a real date-time in 1900..2100. */
export function civilDateTime(at: CivilDateTime): CivilDateTime {
  const date = civilDate(at.year, at.month, at.day);
  if (!Number.isInteger(at.hour) || at.hour < 0 || at.hour > 23) {
    throw new RangeError(`hour must be 0..23: ${at.hour}`);
  }
  if (!Number.isInteger(at.minute) || at.minute < 0 || at.minute > 59) {
    throw new RangeError(`minute must be 0..59: ${at.minute}`);
  }
  return { ...date, hour: at.hour, minute: at.minute };
}

export function formatCivilDate({ year, month, day }: CivilDate): string {
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/** The date `days` after (or before, when negative) the given one (other fields are dropped). */
export function addDays({ year, month, day }: CivilDate, days: number): CivilDate {
  const next = new Date(Date.UTC(year, month - 1, day + days));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}

const DAY_MS = 86_400_000;

/** Days from 1970-01-01 to a civil date: a day number to count and compare dates by. */
export function epochDay({ year, month, day }: CivilDate): number {
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/** The civil date of a day number from `epochDay`. */
export function civilDateOfEpochDay(days: number): CivilDate {
  const at = new Date(days * DAY_MS);
  return { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1, day: at.getUTCDate() };
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CivilDate, to: CivilDate): number {
  return epochDay(to) - epochDay(from);
}

/** 00..99: read rather than padded, for a date or time made for every day and hour (issue 46). */
const TWO_DIGITS: readonly string[] = Array.from({ length: 100 }, (_, n) =>
  String(n).padStart(2, '0'),
);

export function pad2(n: number): string {
  return TWO_DIGITS[n] ?? String(n).padStart(2, '0');
}

/**
 * When a branch's two-hour slot of a date begins (UTC+8 civil time): 子 at 23:00 the evening
 * before (the day changes at 23:00), 丑 at 01:00 ... 亥 at 21:00.
 */
export function hourSlotStartAt(date: CivilDate, branch: number): CivilDateTime {
  const day = branch === 0 ? addDays(date, -1) : date;
  // Written out rather than spread: a feed asks for thousands of slots (issue 33).
  return { year: day.year, month: day.month, day: day.day, hour: hourSlotStart(branch), minute: 0 };
}

const UTC8_MS = 8 * 3600 * 1000;

/** The civil date (UTC+8) at an instant, given in ms since the epoch. */
export function civilDateAt(epochMs: number): CivilDate {
  const shifted = new Date(epochMs + UTC8_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  };
}

/** The instant (ms since the epoch) a civil date begins: 00:00 UTC+8. */
export function startOfCivilDate({ year, month, day }: CivilDate): number {
  return Date.UTC(year, month - 1, day) - UTC8_MS;
}

/**
 * A person's birth as the Bazi chart takes it: the civil date and time in China (UTC+8) and the
 * gender (which sets the direction of the luck pillars). The time defaults to 00:00 when none is
 * given, as the product's User record does (PRODUCT-SPEC.md section 3, "User"); a birth may
 * instead say its time is unknown (the chart is then read at 12:00 with three pillars) or
 * uncertain by ± minutes (the chart lists what changes inside the window): docs/engine/bazi.md.
 */
import {
  civilDateTime,
  parseCivilDate,
  type CivilDate,
  type CivilDateTime,
} from '../calendar/civilDate';
import type { Gender } from '../personal/threeVictoryDays';

export type { Gender };

/** Clock time of birth, 24-hour, UTC+8. */
export interface BirthTime {
  readonly hour: number;
  readonly minute: number;
}

export interface Birth {
  readonly date: CivilDate;
  /** Default 00:00; absent when `timeUnknown`. */
  readonly time?: BirthTime;
  /** The hour of birth is not known: three pillars, the chart read at 12:00 local. */
  readonly timeUnknown?: boolean;
  /** The time is right within ± this many minutes (1..720); absent = exact. */
  readonly windowMinutes?: number;
  readonly gender: Gender;
}

/** The widest window a birth time may carry: ± 12 hours, a whole day. */
export const MAX_WINDOW_MINUTES = 720;

/** The clock reading a birth of unknown time is charted at: the middle of its day. */
export const UNKNOWN_TIME_READING: BirthTime = { hour: 12, minute: 0 };

const TIME = /^(\d{1,2}):(\d{2})$/;

/**
 * Reads `HH:mm` (24-hour).
 * @throws RangeError `no such time: 25:00` for an hour above 23 or a minute above 59, and a
 * format message for anything else.
 */
export function parseBirthTime(text: string): BirthTime {
  const match = TIME.exec(text.trim());
  if (!match) throw new RangeError(`time must be HH:mm (24-hour): ${text}`);
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour > 23 || minute > 59) throw new RangeError(`no such time: ${text.trim()}`);
  return { hour, minute };
}

/** A time as `parseBirthTime` reads it (`8:05`), in its one stored and answered form `08:05`. */
export function clockTimeText(text: string): string {
  const { hour, minute } = parseBirthTime(text);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/**
 * Reads a gender: `male` or `female` (any case), or the User record's `1` (male) and `0`
 * (female).
 * @throws RangeError naming the accepted values.
 */
export function parseGender(text: string): Gender {
  const value = text.trim().toLowerCase();
  if (value === 'male' || value === '1') return 'male';
  if (value === 'female' || value === '0') return 'female';
  throw new RangeError(`gender must be male or female: ${text}`);
}

/**
 * A birth-time window in whole minutes either side of the time given.
 * @throws RangeError `window must be a whole number of minutes from 1 to 720: 0`.
 */
export function checkWindowMinutes(minutes: number): number {
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > MAX_WINDOW_MINUTES)
    throw new RangeError(
      `window must be a whole number of minutes from 1 to ${MAX_WINDOW_MINUTES}: ${minutes}`,
    );
  return minutes;
}

/**
 * Reads a birth from text: the date as `YYYY-MM-DD` or `YYYYMMDD` (1900..2100), the time as
 * `HH:mm`, `unknown` (any case) for a birth of unknown time, or `undefined` for 00:00, and the
 * gender (see `parseGender`).
 * @throws RangeError with a message naming the problem: `no such date: 2023-2-30`,
 * `no such time: 25:00`, `year must be between 1900 and 2100: 1800`,
 * `gender must be male or female: x`.
 */
export function parseBirth(dateText: string, timeText: string | undefined, gender: string): Birth {
  const date = parseCivilDate(dateText.trim());
  if (timeText?.trim().toLowerCase() === 'unknown')
    return { date, timeUnknown: true, gender: parseGender(gender) };
  const time = timeText === undefined ? undefined : parseBirthTime(timeText);
  return { date, ...(time ? { time } : {}), gender: parseGender(gender) };
}

/**
 * The checked clock reading a birth is charted at: its time (default 00:00), or 12:00 for a
 * birth of unknown time.
 * @throws RangeError for a date, time or gender that `parseBirth` would refuse, a window outside
 * 1..720 minutes, or an unknown time that also gives a time or a window.
 */
export function birthInstant(birth: Birth): CivilDateTime {
  parseGender(birth.gender);
  if (birth.windowMinutes !== undefined) checkWindowMinutes(birth.windowMinutes);
  if (birth.timeUnknown && (birth.time !== undefined || birth.windowMinutes !== undefined))
    throw new RangeError('a birth of unknown time has neither a time nor a window');
  const time = birth.timeUnknown ? UNKNOWN_TIME_READING : birth.time;
  return civilDateTime({ ...birth.date, hour: time?.hour ?? 0, minute: time?.minute ?? 0 });
}

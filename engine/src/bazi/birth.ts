/**
 * A person's birth as the Bazi chart takes it: the civil date and time in China (UTC+8) and the
 * gender (which sets the direction of the luck pillars). The time defaults to 00:00 when unknown,
 * as the product's User record does (PRODUCT-SPEC.md section 3, "User").
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
  /** Default 00:00. */
  readonly time?: BirthTime;
  readonly gender: Gender;
}

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
 * Reads a birth from text: the date as `YYYY-MM-DD` or `YYYYMMDD` (1900..2100), the time as
 * `HH:mm` or `undefined` for 00:00, and the gender (see `parseGender`).
 * @throws RangeError with a message naming the problem: `no such date: 2023-2-30`,
 * `no such time: 25:00`, `year must be between 1900 and 2100: 1800`,
 * `gender must be male or female: x`.
 */
export function parseBirth(dateText: string, timeText: string | undefined, gender: string): Birth {
  const date = parseCivilDate(dateText.trim());
  const time = timeText === undefined ? undefined : parseBirthTime(timeText);
  return { date, ...(time ? { time } : {}), gender: parseGender(gender) };
}

/**
 * The checked birth instant (civil time UTC+8); the time defaults to 00:00.
 * @throws RangeError for a date, time or gender that `parseBirth` would refuse.
 */
export function birthInstant(birth: Birth): CivilDateTime {
  parseGender(birth.gender);
  return civilDateTime({
    ...birth.date,
    hour: birth.time?.hour ?? 0,
    minute: birth.time?.minute ?? 0,
  });
}

/**
 * Where and how a user's birth is charted, and the user's own zone (issue 21): read from a profile
 * form with the rest of the birth, checked, and turned into the engine's chart options.
 */
import {
  birthMoment,
  DEFAULT_ZONE,
  parseCivilDateTime,
  parseZone,
  type ChartOptions,
  type NatalBirth,
} from '@tongshu/engine';
import { badInput } from '../platform/errors';
import type { User } from '../models/User';
import { booleanField } from '../platform/validation';

export type BirthSettingsRow = Pick<
  User,
  'birth_place' | 'birth_tz' | 'birth_longitude' | 'solar_time' | 'day_change' | 'china_dst'
>;

export interface BirthSettings {
  readonly time_zone: string;
  readonly birth_place: string | null;
  readonly birth_tz: string;
  readonly birth_longitude: number | null;
  readonly solar_time: boolean;
  readonly day_change: '23:00' | '00:00';
  readonly china_dst: 'removed' | 'kept';
}

export const UNKNOWN_ZONE = 'Please choose a time zone from the list, or an offset such as +08:00';
export const LONGITUDE_RANGE = 'Please enter a longitude between -180 and 180 (east positive)';
export const SOLAR_NEEDS_LONGITUDE = 'True solar time needs the longitude of the birth place';

/** Longer than any zone name: the engine keeps each spelling it parsed, so none may be huge. */
const ZONE_MAX = 64;

/** A zone field: an IANA name or `±HH:MM`, in its canonical spelling. */
export function zoneField(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.length > ZONE_MAX) throw badInput(UNKNOWN_ZONE, field);
  try {
    return parseZone(value).name;
  } catch {
    throw badInput(UNKNOWN_ZONE, field);
  }
}

function longitudeField(value: unknown): number | null {
  if (value === null || value === '') return null;
  const number = typeof value === 'string' ? Number(value.trim()) : value;
  if (typeof number !== 'number' || !Number.isFinite(number) || number < -180 || number > 180)
    throw badInput(LONGITUDE_RANGE, 'birth_longitude');
  return number;
}

function choiceField<T extends string>(value: unknown, field: string, choices: readonly T[]): T {
  const found = choices.find((choice) => choice === value);
  if (!found) throw badInput('Please select an option', field);
  return found;
}

/** The settings a form sent, over the user's current ones (a field not sent is kept). */
export function birthSettingsOf(
  body: Record<string, unknown>,
  current: BirthSettingsRow & Pick<User, 'time_zone'>,
): BirthSettings {
  const given = (field: string) => body[field] !== undefined;
  const place = given('birth_place') ? body.birth_place : current.birth_place;
  if (place !== null && (typeof place !== 'string' || place.length > 120))
    throw badInput('Please enter a place of at most 120 characters', 'birth_place');
  const settings: BirthSettings = {
    time_zone: given('time_zone') ? zoneField(body.time_zone, 'time_zone') : current.time_zone,
    birth_place: typeof place === 'string' && place.trim() !== '' ? place.trim() : null,
    birth_tz: given('birth_tz') ? zoneField(body.birth_tz, 'birth_tz') : current.birth_tz,
    birth_longitude: given('birth_longitude')
      ? longitudeField(body.birth_longitude)
      : current.birth_longitude,
    solar_time: given('solar_time')
      ? booleanField(body, 'solar_time')
      : Boolean(current.solar_time),
    day_change: given('day_change')
      ? choiceField(body.day_change, 'day_change', ['23:00', '00:00'] as const)
      : current.day_change,
    china_dst: given('china_dst')
      ? choiceField(body.china_dst, 'china_dst', ['removed', 'kept'] as const)
      : current.china_dst,
  };
  if (settings.solar_time && settings.birth_longitude === null)
    throw badInput(SOLAR_NEEDS_LONGITUDE, 'birth_longitude');
  return settings;
}

/** The engine's chart options for the stored settings. */
export function chartOptionsOf(row: BirthSettingsRow): ChartOptions {
  const solarTime = Boolean(Number(row.solar_time)) && row.birth_longitude !== null;
  return {
    zone: row.birth_tz || DEFAULT_ZONE,
    ...(row.birth_longitude !== null && { longitude: Number(row.birth_longitude) }),
    solarTime,
    dayChange: row.day_change === '00:00' ? 'midnight' : '23:00',
    chinaDaylightSaving: row.china_dst === 'kept' ? 'kept' : 'removed',
  };
}

export type BirthRow = Pick<User, 'birth_date' | 'birth_time'> & BirthSettingsRow;

/** The person's corrected birth for every personal computation, or null without a birth date. */
export function birthOf(user: BirthRow): NatalBirth | null {
  if (!user.birth_date) return null;
  const local = parseCivilDateTime(`${user.birth_date} ${user.birth_time || '00:00'}`);
  return birthMoment(local, chartOptionsOf(user));
}

/** Everything a personal answer depends on, for cache keys. */
export function birthKey(user: BirthRow): string {
  return [
    user.birth_date ?? '-',
    user.birth_time,
    user.birth_tz,
    user.birth_longitude ?? '-',
    Number(user.solar_time),
    user.day_change,
    user.china_dst,
  ].join(' ');
}

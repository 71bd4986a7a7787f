/**
 * Where and how a user's birth is charted, and the user's own zone (issue 21): read from a profile
 * form with the rest of the birth, checked, and turned into the engine's chart options.
 */
import {
  birthMoment,
  DEFAULT_ZONE,
  parseBirth,
  parseCivilDateTime,
  parseZone,
  SCHOOL_OPTIONS,
  schoolOf,
  type Birth,
  type ChartOptions,
  type NatalBirth,
  type School,
  type SchoolField,
} from '@tongshu/engine';
import { withZoneSuggestion } from '@tongshu/contract';
import { DAY_CHANGE_SETTINGS } from '@tongshu/data';
import type { DayChangeSetting, SchoolSettings } from '../api';
import { badInput } from '../platform/errors';
import type { User } from '../models/User';
import { booleanField } from '../platform/validation';

export type BirthSettingsRow = Pick<
  User,
  | 'birth_place'
  | 'birth_tz'
  | 'birth_longitude'
  | 'solar_time'
  | 'china_dst'
  | 'day_change'
  | 'luck_start'
  | 'qimen_method'
  | 'qimen_plate'
  | 'year_start'
  | 'day_star_rule'
  | 'star_flight'
  | 'replacement_degrees'
  | 'replacement_five'
  | 'noble_rhyme'
  | 'stem_clash'
  | 'yin_blade'
  | 'birth_time_unknown'
  | 'birth_time_window'
>;

export interface BirthSettings extends SchoolSettings {
  readonly time_zone: string;
  readonly birth_place: string | null;
  readonly birth_tz: string;
  readonly birth_longitude: number | null;
  readonly solar_time: boolean;
  readonly china_dst: 'removed' | 'kept';
}

/** A new person's settings when the form sends none: China's conventions, today's school. */
export const DEFAULT_BIRTH_SETTINGS: BirthSettings = {
  time_zone: DEFAULT_ZONE,
  birth_place: null,
  birth_tz: DEFAULT_ZONE,
  birth_longitude: null,
  solar_time: false,
  china_dst: 'removed',
  day_change: '23:00',
  luck_start: 'default',
  qimen_method: 'chaibu',
  qimen_plate: 'rotating',
  year_start: 'lichun',
  day_star_rule: 'solstice-jiazi',
  star_flight: 'forward',
  replacement_degrees: '3',
  replacement_five: 'keep',
  noble_rhyme: 'six-xin',
  stem_clash: 'four',
  yin_blade: 'before-lu',
  birth_time_unknown: false,
  birth_time_window: 0,
};

/** The widest birth-time window, ± minutes: six hours either side spans the whole day. */
export const MAX_TIME_WINDOW = 720;

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
    // The same "Did you mean Europe/Berlin?" as the CLI, the API and MCP give.
    throw badInput(withZoneSuggestion(UNKNOWN_ZONE, value), field);
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

/** The record column of each school field but `day_change`, which keeps its own spellings. */
const SCHOOL_COLUMNS = {
  luckStart: 'luck_start',
  qimenMethod: 'qimen_method',
  qimenPlate: 'qimen_plate',
  yearStart: 'year_start',
  dayStarRule: 'day_star_rule',
  starFlight: 'star_flight',
  replacementDegrees: 'replacement_degrees',
  replacementFive: 'replacement_five',
  nobleRhyme: 'noble_rhyme',
  stemClash: 'stem_clash',
  yinBlade: 'yin_blade',
} as const satisfies Record<Exclude<SchoolField, 'dayChange'>, string>;

type ColumnField = keyof typeof SCHOOL_COLUMNS;
type SchoolColumn = (typeof SCHOOL_COLUMNS)[ColumnField];
const COLUMN_FIELDS = Object.entries(SCHOOL_COLUMNS) as [ColumnField, SchoolColumn][];

/** The school options of a form (`luck_start`...), each over its current value. */
function schoolColumnsOf(
  body: Record<string, unknown>,
  current: Pick<BirthSettingsRow, SchoolColumn>,
): Pick<SchoolSettings, SchoolColumn> {
  const settings: Partial<Record<SchoolColumn, string>> = {};
  for (const [field, column] of COLUMN_FIELDS) {
    const values = SCHOOL_OPTIONS[field].choices.map((choice) => choice.value as string);
    settings[column] =
      body[column] === undefined ? current[column] : choiceField(body[column], column, values);
  }
  return settings as Pick<SchoolSettings, SchoolColumn>;
}

/** Whole minutes 0..720, as a number or its digits (a form's select sends either). */
function windowField(value: unknown): number {
  const minutes = typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : value;
  const whole = typeof minutes === 'number' && Number.isInteger(minutes);
  if (!whole || minutes < 0 || minutes > MAX_TIME_WINDOW)
    throw badInput('Please select an option', 'birth_time_window');
  return minutes;
}

/** The school and birth-time fields a form sent, over the current ones (issue 35). */
export function schoolSettingsOf(
  body: Record<string, unknown>,
  current: BirthSettingsRow,
): SchoolSettings {
  const given = (field: string) => body[field] !== undefined;
  const dayChanges = Object.keys(DAY_CHANGE_SETTINGS) as DayChangeSetting[];
  return {
    day_change: given('day_change')
      ? choiceField(body.day_change, 'day_change', dayChanges)
      : current.day_change,
    ...schoolColumnsOf(body, current),
    birth_time_unknown: given('birth_time_unknown')
      ? booleanField(body, 'birth_time_unknown')
      : Boolean(Number(current.birth_time_unknown)),
    birth_time_window: given('birth_time_window')
      ? windowField(body.birth_time_window)
      : Number(current.birth_time_window),
  };
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
    china_dst: given('china_dst')
      ? choiceField(body.china_dst, 'china_dst', ['removed', 'kept'] as const)
      : current.china_dst,
    ...schoolSettingsOf(body, current),
  };
  if (settings.solar_time && settings.birth_longitude === null)
    throw badInput(SOLAR_NEEDS_LONGITUDE, 'birth_longitude');
  return settings;
}

/** The engine's school for a stored record (a row without a field has its default). */
export function schoolOfRow(
  row: Partial<Pick<BirthSettingsRow, 'day_change' | SchoolColumn>>,
): School {
  const given: Partial<Record<SchoolField, string>> = {};
  if (row.day_change) given.dayChange = DAY_CHANGE_SETTINGS[row.day_change];
  for (const [field, column] of COLUMN_FIELDS) {
    const value = row[column];
    if (value) given[field] = value;
  }
  // Each value came from a column the migrations and `schoolSettingsOf` keep to its choices.
  return schoolOf(given as Partial<School>);
}

/** The engine's chart options for the stored settings, the school among them. */
export function chartOptionsOf(row: BirthSettingsRow): ChartOptions {
  const solarTime = Boolean(Number(row.solar_time)) && row.birth_longitude !== null;
  return {
    zone: row.birth_tz || DEFAULT_ZONE,
    ...(row.birth_longitude !== null && { longitude: Number(row.birth_longitude) }),
    solarTime,
    chinaDaylightSaving: row.china_dst === 'kept' ? 'kept' : 'removed',
    ...schoolOfRow(row),
  };
}

export type BirthRow = Pick<User, 'birth_date' | 'birth_time'> & BirthSettingsRow;

type BirthTimeSettings = Pick<BirthSettingsRow, 'birth_time_unknown' | 'birth_time_window'>;

/**
 * The engine's birth for the Bazi chart: an unknown hour as the engine's `timeUnknown` (the stored
 * time ignored), a window as its `windowMinutes`.
 * @throws RangeError as `parseBirth` does.
 */
export function chartBirthOf(
  date: string,
  time: string,
  gender: number | string,
  settings: BirthTimeSettings,
): Birth {
  const unknown = Boolean(Number(settings.birth_time_unknown));
  const birth = parseBirth(date, unknown ? 'unknown' : time, String(gender));
  const window = Number(settings.birth_time_window);
  return unknown || !window ? birth : { ...birth, windowMinutes: window };
}

/** The person's corrected birth for every personal computation, or null without a birth date. */
export function birthOf(user: BirthRow): NatalBirth | null {
  if (!user.birth_date) return null;
  // An unknown hour is read at noon, as the engine charts it; only its date counts then.
  const hourUnknown = Boolean(Number(user.birth_time_unknown));
  const time = hourUnknown ? '12:00' : user.birth_time || '00:00';
  const moment = birthMoment(
    parseCivilDateTime(`${user.birth_date} ${time}`),
    chartOptionsOf(user),
  );
  return hourUnknown ? { ...moment, hourUnknown } : moment;
}

/** Everything a personal answer depends on, for cache keys. */
export function birthKey(user: BirthRow): string {
  return [
    user.birth_date ?? '-',
    user.birth_time,
    user.birth_tz,
    user.birth_longitude ?? '-',
    Number(user.solar_time),
    user.china_dst,
    user.day_change,
    ...COLUMN_FIELDS.map(([, column]) => user[column]),
    Number(user.birth_time_unknown),
    Number(user.birth_time_window),
  ].join(' ');
}

/**
 * The request fields the public API shares, each with the message the private API gives for the
 * same mistake (bff chartInput.ts). Query strings carry text, so every field here is a string;
 * the answer functions read them into engine values.
 */
import { z } from 'zod';
import {
  clockTimeText,
  isoDateText,
  MAX_YEAR,
  MIN_YEAR,
  parseCivilDate,
  parseZone,
  SCHOOL_OPTIONS,
  zoneSuggestion,
  type CivilDate,
  type School,
  type SchoolField,
} from '@tongshu/engine';

const DATE_MESSAGE = `Please give a date as YYYY-MM-DD, from ${MIN_YEAR} to ${MAX_YEAR}`;

/** The text in its normal form, or as it came when `normal` refuses it (the check then answers). */
const normalised = (normal: (text: string) => string) => (text: string) => {
  try {
    return normal(text);
  } catch {
    return text;
  }
};

/** A date in its one answered form `YYYY-MM-DD` (`19881102` too), or as given when it is none. */
export const normalDate = normalised(isoDateText);
/** A time in its one answered form `HH:mm` (`8:05` too), or as given when it is none. */
export const normalTime = normalised(clockTimeText);

/** A real date within the engine's years, as every door reads one (`parseCivilDate`). */
export function validDate(text: string): boolean {
  try {
    parseCivilDate(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * A civil date: `YYYY-MM-DD` (ISO 8601), or `YYYYMMDD` as the web and the CLI take it (one input
 * rule for every door), read as `YYYY-MM-DD`.
 */
export const isoDate = (description: string) =>
  z
    .string({ error: DATE_MESSAGE })
    .regex(/^\d{4}-?\d{2}-?\d{2}$/, { error: DATE_MESSAGE })
    .refine(validDate, { error: DATE_MESSAGE })
    .overwrite(normalDate)
    // Documented in its one answered form; YYYYMMDD is read too, as the pages read it.
    .meta({ description, format: 'date', example: '2026-11-27' });

const TIME_MESSAGE = 'Please give a time as HH:mm (24-hour clock)';

/** A clock time `HH:mm`, 00:00 to 23:59 (`8:05` read as `08:05`, as the profile takes it). */
export const clockTime = (description: string) =>
  z
    .string({ error: TIME_MESSAGE })
    .regex(/^([01]?\d|2[0-3]):[0-5]\d$/, { error: TIME_MESSAGE })
    .overwrite(normalTime)
    .meta({ description, example: '09:30' });

const ZONE_MESSAGE =
  'Please give an IANA time zone such as Europe/Berlin, or an offset such as +08:00';

/** An IANA zone or ±HH:MM the engine reads. */
export function validZone(text: string): boolean {
  try {
    parseZone(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * A zone field's message with the engine's "Did you mean Europe/Berlin?" when `zone` is near a
 * known zone: the same suggestion the CLI prints, at the API's and MCP's doors.
 */
export function withZoneSuggestion(message: string, zone: string): string {
  const hint = zoneSuggestion(zone);
  return hint === undefined ? message : `${message}. ${hint}`;
}

/** The clock the answer is read on: an IANA zone (or ±HH:MM); China's by default. */
export const zoneField = (
  description = 'IANA time zone of the clock the answer is on (default Asia/Shanghai)',
) =>
  z
    .string({ error: ZONE_MESSAGE })
    .max(64, { error: ZONE_MESSAGE })
    .refine(validZone, {
      error: (issue) => withZoneSuggestion(ZONE_MESSAGE, String(issue.input)),
    })
    .meta({ description, example: 'Europe/Berlin' });

const GENDER_MESSAGE = 'Please give a gender as male or female';

export const genderField = () =>
  z
    .enum(['male', 'female'], { error: GENDER_MESSAGE })
    .meta({ description: 'Gender, which sets the luck pillars’ direction' });

const YEAR_MESSAGE = `Please give a year as four digits, from ${MIN_YEAR} to ${MAX_YEAR}`;

export const yearField = (description: string) =>
  z
    .string({ error: YEAR_MESSAGE })
    .regex(/^\d{4}$/, { error: YEAR_MESSAGE })
    .refine((text) => Number(text) >= MIN_YEAR && Number(text) <= MAX_YEAR, { error: YEAR_MESSAGE })
    .meta({ description, example: '2027' });

/** An id of one of the key owner's people (GET /api/v1/people). */
export const personField = () =>
  z
    .string({ error: 'Please give the id of one of your people' })
    .max(64, { error: 'Please give the id of one of your people' })
    .meta({
      description:
        'The id of one of your people (GET /api/v1/people), or `me` for yourself: their birth and school',
    });

/** One school option as a query field: its engine values, described by SCHOOL_OPTIONS. */
function schoolField<F extends SchoolField>(field: F) {
  const option = SCHOOL_OPTIONS[field];
  const values = option.choices.map((choice) => choice.value) as [School[F], ...School[F][]];
  const described = option.choices
    .map((choice) => `\`${choice.value}\`: ${choice.label}`)
    .join('; ');
  return z
    .enum(values, { error: `Please choose ${values.join(', ')}` })
    .optional()
    .meta({ description: `${option.label} (${option.zh}). ${described}.` });
}

/** Every school option as an optional query field; absent ones are the documented defaults. */
export const schoolFields = () => ({
  dayChange: schoolField('dayChange'),
  luckStart: schoolField('luckStart'),
  qimenMethod: schoolField('qimenMethod'),
  qimenPlate: schoolField('qimenPlate'),
  yearStart: schoolField('yearStart'),
  dayStarRule: schoolField('dayStarRule'),
  starFlight: schoolField('starFlight'),
  replacementDegrees: schoolField('replacementDegrees'),
  replacementFive: schoolField('replacementFive'),
  nobleRhyme: schoolField('nobleRhyme'),
  stemClash: schoolField('stemClash'),
  yinBlade: schoolField('yinBlade'),
});

/** The school options given in a parsed request, absent ones left out. */
export function schoolIn(input: Partial<Record<SchoolField, string | undefined>>): Partial<School> {
  const given: Partial<Record<SchoolField, string>> = {};
  for (const field of Object.keys(SCHOOL_OPTIONS) as SchoolField[]) {
    const value = input[field];
    if (value !== undefined) given[field] = value;
  }
  return given as Partial<School>;
}

/** A validated `YYYY-MM-DD` as the engine's civil date. */
export const civilDateOf = (text: string): CivilDate => parseCivilDate(text);

/** A request's `HH:mm` (checked by `clockTime`; noon when absent) as its hour and minute. */
export function clockOf(time: string | undefined): {
  readonly hour: number;
  readonly minute: number;
} {
  const [hour, minute] = (time ?? '12:00').split(':').map(Number) as [number, number];
  return { hour, minute };
}

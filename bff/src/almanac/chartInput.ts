/**
 * Parses the path parameters of the chart and almanac calls (spec section 7) into engine input;
 * anything malformed is a 400 naming the parameter (spec section 5: charts show no message, the
 * API still answers clearly).
 */
import {
  SCHOOL_OPTIONS,
  parseCivilDate,
  parseCivilDateTime,
  type CivilDate,
  type CivilDateTime,
  type Gender,
  type School,
} from '@tongshu/engine';
import { badInput } from '../platform/errors';

function parsed<T>(field: string, message: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    const reason = error instanceof RangeError ? `: ${error.message}` : '';
    throw badInput(`${message}${reason}`, field);
  }
}

/** `YYYYMMDD` (the almanac call) or `YYYY-MM-DD`. */
export function dateParam(text: string, field = 'date'): CivilDate {
  return parsed(field, 'Please give a date as YYYYMMDD or YYYY-MM-DD', () => parseCivilDate(text));
}

/** A date with an optional time (`YYYY-MM-DD HH:mm`, `YYYYMMDD HH:mm`, `...THH:mm`); noon by default. */
export function dateTimeParam(text: string, field = 'date', fallbackHour = 12): CivilDateTime {
  return parsed(field, 'Please give a date and time as YYYY-MM-DD HH:mm', () =>
    parseCivilDateTime(text, fallbackHour),
  );
}

/** An hour 0..23 (the selector offers odd hours; even hours belong to the slot before). */
export function hourParam(text: string): number {
  const hour = Number(text);
  if (!/^\d{1,2}$/.test(text) || hour > 23)
    throw badInput('Please give an hour from 0 to 23', 'hour');
  return hour;
}

/** The spec's gender codes: 1 male, 0 female. */
export function genderParam(text: string): Gender {
  if (text === '1') return 'male';
  if (text === '0') return 'female';
  throw badInput('Please give a gender as 1 (male) or 0 (female)', 'gender');
}

export function yearParam(text: string): number {
  const year = Number(text);
  if (!/^\d{4}$/.test(text) || year < 1900 || year > 2100) {
    throw badInput('Please give a year from 1900 to 2100', 'year');
  }
  return year;
}

/**
 * A Qi Men page's switches (`?method=chaibu|zhirun&plate=rotating|flying|flying-yin-reverse`) over
 * the user's school.
 */
export type QimenSwitches = Partial<Pick<School, 'qimenMethod' | 'qimenPlate'>>;

function switchParam<F extends 'qimenMethod' | 'qimenPlate'>(
  value: unknown,
  name: string,
  field: F,
): School[F] | undefined {
  if (value === undefined) return undefined;
  const found = SCHOOL_OPTIONS[field].choices.find((choice) => choice.value === value);
  if (!found) throw badInput('Please select an option', name);
  return found.value;
}

/** The `method` and `plate` query parameters; absent ones leave the user's school in force. */
export function qimenSwitches(query: Record<string, unknown>): QimenSwitches {
  const qimenMethod = switchParam(query.method, 'method', 'qimenMethod');
  const qimenPlate = switchParam(query.plate, 'plate', 'qimenPlate');
  return { ...(qimenMethod && { qimenMethod }), ...(qimenPlate && { qimenPlate }) };
}

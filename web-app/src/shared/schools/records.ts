/**
 * A school as the user's and a person's record carry it (the HTTP contract of issues 35, 43 and 45):
 * snake_case fields whose values are the engine's, except `day_change`, which keeps the values it
 * had before schools ('00:00' is the engine's `midnight`, the early/late Rat hour reading).
 */
import { DAY_CHANGE_SETTINGS } from '@tongshu/data';
import type { SchoolChoice, SchoolField, SchoolOptions } from '@tongshu/bff/api';

/** The record field of each school field, in the order the settings card shows them. */
export const RECORD_FIELDS: Readonly<Record<SchoolField, string>> = {
  dayChange: 'day_change',
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
};

export const SCHOOL_FIELD_ORDER = Object.keys(RECORD_FIELDS) as SchoolField[];

/** The record's spelling of an engine value (`midnight` -> '00:00'). */
export function recordValue(field: SchoolField, value: string): string {
  if (field !== 'dayChange') return value;
  const spelled = Object.entries(DAY_CHANGE_SETTINGS).find(([, engine]) => engine === value);
  return spelled?.[0] ?? value;
}

/** A record: the signed-in user or one of their people (read by field name). */
export type SchoolRecord = object;

const read = (record: SchoolRecord, name: string): unknown =>
  (record as Readonly<Record<string, unknown>>)[name];

/**
 * The choice in force for `field` on `record`: the one the record names, else the first (the
 * default, as the contract and the engine's `DEFAULT_SCHOOL` have it).
 */
export function choiceInForce(
  options: SchoolOptions,
  field: SchoolField,
  record: SchoolRecord,
): SchoolChoice {
  const choices = options[field].choices as readonly SchoolChoice[];
  const stored = read(record, RECORD_FIELDS[field]);
  return choices.find((choice) => recordValue(field, choice.value) === stored) ?? choices[0]!;
}

/**
 * The stamp of the options in force, e.g. "day change 23:00 · year from 立春 (Start of Spring)",
 * as the engine's `schoolStamp` writes it. Until the words have come, the day change alone, as the
 * pages printed it before schools.
 */
export function schoolStampOf(
  options: SchoolOptions | undefined,
  record: SchoolRecord,
  fields: readonly SchoolField[],
): string {
  if (!options) {
    const dayChange = read(record, 'day_change');
    return `day change ${typeof dayChange === 'string' ? dayChange : '23:00'}`;
  }
  return fields.map((field) => choiceInForce(options, field, record).stamp).join(' · ');
}

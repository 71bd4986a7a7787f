/**
 * The form for one of the user's people: the profile's birth fields with a name, no email, and
 * the person's own school (issue 35) once its words have come.
 */
import type { FieldDefs } from '@tongshu/web-ui';
import type { SchoolOptions } from '@tongshu/bff/api';
import { schoolFields } from '../../shared/schools/schoolFields';
import { RECORD_FIELDS, type SchoolRecord } from '../../shared/schools/records';
import { birthSettingFields, type BirthDraft } from '../../shared/birth/birthFields';
import { browserZone, DEFAULT_ZONE } from '../../shared/birth/zones';
import { birthDateFields } from '../../shared/birth/profile';
import type { PersonData } from '../../shared/people/types';

/** The record's school fields (the signed-in user's), those it has. */
const schoolOf = (record: SchoolRecord): BirthDraft =>
  Object.fromEntries(
    Object.values(RECORD_FIELDS)
      .map((field) => [field, (record as Readonly<Record<string, unknown>>)[field]] as const)
      .filter(([, value]) => typeof value === 'string'),
  );

/**
 * An empty person with `school`'s choices (the user's: a person starts in their school and can
 * be given their own); the zone of birth starts as the browser's, as for a first profile.
 */
export const newPerson = (school: SchoolRecord = {}): BirthDraft => ({
  name: '',
  gender: '',
  birth_date: '',
  birth_time: '',
  birth_time_unknown: false,
  birth_time_window: '0',
  birth_place: '',
  birth_tz: browserZone(),
  birth_longitude: '',
  solar_time: false,
  day_change: '23:00',
  china_dst: 'removed',
  time_zone: DEFAULT_ZONE,
  ...schoolOf(school),
});

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function personFields(draft: BirthDraft, options?: SchoolOptions): FieldDefs {
  // A person's own zone now is not asked: hours are shown on the user's clock.
  const { time_zone: _ownZone, ...settings } = birthSettingFields(draft);
  void _ownZone;
  return {
    name: {
      type: 'text',
      label: 'Name',
      required: true,
      errorMessage: 'Please enter a name',
      value: text(draft.name),
      span: 1,
    },
    ...birthDateFields({
      gender: text(draft.gender),
      birth_date: text(draft.birth_date),
      birth_time: text(draft.birth_time),
      birth_tz: text(draft.birth_tz),
      birth_time_unknown: draft.birth_time_unknown === true,
      birth_time_window: text(draft.birth_time_window),
    }),
    ...settings,
    ...(options && schoolFields(options, draft)),
  };
}

/** A stored person as the form's draft: what an edit starts from (issue 42). */
export const personDraft = (person: PersonData): BirthDraft => ({
  ...newPerson(person),
  name: person.name,
  gender: String(person.gender),
  birth_date: person.birth_date,
  // An unknown time is not shown as the clock reading stored beside it.
  birth_time: person.birth_time_unknown ? '' : person.birth_time,
  birth_time_unknown: person.birth_time_unknown === true,
  birth_time_window: String(person.birth_time_window ?? 0),
  birth_place: person.birth_place ?? '',
  birth_tz: person.birth_tz,
  birth_longitude: person.birth_longitude === null ? '' : String(person.birth_longitude ?? ''),
  solar_time: person.solar_time === true,
  china_dst: person.china_dst ?? 'removed',
});

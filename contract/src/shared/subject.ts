/**
 * Whose chart: a birth (date, time or unknown, gender) and the options it is read with (zone and
 * school). A request gives it in fields, or names one of the key owner's people.
 */
import { z } from 'zod';
import {
  DEFAULT_ZONE,
  natalBirthOf,
  parseCivilDate,
  schoolOf,
  type Birth,
  type ChartOptions,
  type NatalBirth,
  type School,
} from '@tongshu/engine';
import {
  clockTime,
  clockOf,
  genderField,
  isoDate,
  personField,
  schoolFields,
  schoolIn,
  zoneField,
} from './inputs';
import { inputError } from './errors';
import type { Scope } from './endpoint';

export interface Subject {
  readonly birth: Birth;
  readonly options: ChartOptions;
}

/** The request fields that give a birth, or `person` instead of them. */
export const birthFields = () => ({
  person: personField().optional(),
  date: isoDate('Date of birth on the birth clock').optional(),
  time: clockTime(
    'Time of birth on the birth clock; leave it out when the hour is not known',
  ).optional(),
  zone: zoneField('IANA time zone of the birth clock (default Asia/Shanghai)').optional(),
  gender: genderField().optional(),
  ...schoolFields(),
});

/** A parsed request holding `birthFields`. */
type BirthRequest = z.output<z.ZodObject<ReturnType<typeof birthFields>>>;

/** The birth of the request: the named person's (their school, any option given over it) or the fields'. */
export async function subjectOf(input: BirthRequest, scope: Scope): Promise<Subject> {
  const given = schoolIn(input);
  if (input.person !== undefined) {
    const subject = await scope.subjectOf(input.person);
    return { ...subject, options: { ...subject.options, ...given } };
  }
  if (input.date === undefined)
    throw inputError('Please give a date of birth as YYYY-MM-DD, or a person', 'date');
  if (input.gender === undefined)
    throw inputError('Please give a gender as male or female', 'gender');
  const { hour, minute } = clockOf(input.time);
  const birth: Birth = {
    date: parseCivilDate(input.date),
    ...(input.time === undefined ? { timeUnknown: true } : { time: { hour, minute } }),
    gender: input.gender,
  };
  return { birth, options: { zone: input.zone ?? DEFAULT_ZONE, ...given } };
}

/** The school a subject is read in, defaults filled. */
export const schoolOfSubject = (subject: Subject): School => schoolOf(subject.options);

/** The birth as a moment for the personal almanac and the 3VV; an unknown hour read at noon. */
export const natalOf = ({ birth, options }: Subject): NatalBirth => natalBirthOf(birth, options);

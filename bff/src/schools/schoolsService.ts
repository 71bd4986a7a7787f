/**
 * Where schools differ (issue 35): the engine's comparison of a birth, an almanac day or a Qi Men
 * chart under every choice of the options that can change it, read in the user's (or the
 * person's) school, on the user's own clock for the charts. Each is computed on the compute
 * pool's threads, as /api/v1's (issue 42): a birth window's or an hour's comparison held the
 * event loop 20-110 ms.
 */
import {
  DEFAULT_ZONE,
  type CivilDate,
  type CivilDateTime,
  type QimenKind,
  type SchoolDifferences,
} from '@tongshu/engine';
import { chartBirthOf, chartOptionsOf, schoolOfRow, type BirthRow } from '../accounts';
import { qimenSchoolOf, requireInternalTeam, type QimenSwitches } from '../almanac';
import type { User } from '../models/User';
import { badInput } from '../platform/errors';
import { schoolsInWorker } from '../select';

export const NEEDS_BIRTH = 'Add a date of birth and a gender to compare schools for a birth';

/** A user's or a person's birth record, with the gender the luck pillars need. */
export type BirthSubject = BirthRow & { readonly gender: number | null };

/** GET /api/schools/bazi: the subject's birth under each day change and luck-start rule. */
export function baziSchools(subject: BirthSubject): Promise<SchoolDifferences> {
  if (!subject.birth_date || subject.gender === null || subject.gender === undefined)
    throw badInput(NEEDS_BIRTH, 'birth_date');
  const { birth_date, birth_time, gender } = subject;
  const birth = chartBirthOf(birth_date, birth_time || '00:00', gender, subject);
  return schoolsInWorker({ chart: 'bazi', birth, options: chartOptionsOf(subject) });
}

/** GET /api/schools/day: the almanac day under the user's school and the others. */
export function daySchools(user: User, date: CivilDate): Promise<SchoolDifferences> {
  return schoolsInWorker({ chart: 'day', date, school: schoolOfRow(user) });
}

/**
 * GET /api/schools/qimen: a chart on the user's clock, in the school its chart page draws it in
 * (`qimenSchoolOf`); an hour chart is the two-hour slot holding `at` (`schoolDifferences`).
 */
export function qimenSchools(
  user: User,
  kind: QimenKind,
  at: CivilDateTime,
  switches: QimenSwitches,
): Promise<SchoolDifferences> {
  requireInternalTeam(user);
  const zone = user.time_zone || DEFAULT_ZONE;
  const school = qimenSchoolOf(user, switches);
  return schoolsInWorker({ chart: 'qimen', kind, at, options: { zone, ...school } });
}

/**
 * Where schools differ (issue 35): the engine's comparison of a birth, an almanac day or a Qi Men
 * chart under every choice of the options that can change it, read in the user's (or the
 * person's) school, on the user's own clock for the charts.
 */
import {
  baziDifferences,
  dayDifferences,
  DEFAULT_ZONE,
  qimenDifferences,
  qimenHourSlot,
  type CivilDate,
  type CivilDateTime,
  type QimenKind,
  type SchoolDifferences,
} from '@tongshu/engine';
import { chartBirthOf, chartOptionsOf, schoolOfRow, type BirthRow } from '../accounts';
import { qimenSchoolOf, requireInternalTeam, type QimenSwitches } from '../almanac';
import type { User } from '../models/User';
import { badInput } from '../platform/errors';

export const NEEDS_BIRTH = 'Add a date of birth and a gender to compare schools for a birth';

/** A user's or a person's birth record, with the gender the luck pillars need. */
export type BirthSubject = BirthRow & { readonly gender: number | null };

/** GET /api/schools/bazi: the subject's birth under each day change and luck-start rule. */
export function baziSchools(subject: BirthSubject): SchoolDifferences {
  if (!subject.birth_date || subject.gender === null || subject.gender === undefined)
    throw badInput(NEEDS_BIRTH, 'birth_date');
  const { birth_date, birth_time, gender } = subject;
  const birth = chartBirthOf(birth_date, birth_time || '00:00', gender, subject);
  return baziDifferences(birth, chartOptionsOf(subject));
}

/** GET /api/schools/day: the almanac day under the user's school and the others. */
export function daySchools(user: User, date: CivilDate): SchoolDifferences {
  return dayDifferences(date, schoolOfRow(user));
}

/**
 * GET /api/schools/qimen: a chart on the user's clock, in the school its chart page draws it in
 * (`qimenSchoolOf`); an hour chart is the two-hour slot holding `at`, as on the chart page.
 */
export function qimenSchools(
  user: User,
  kind: QimenKind,
  at: CivilDateTime,
  switches: QimenSwitches,
): SchoolDifferences {
  requireInternalTeam(user);
  const zone = user.time_zone || DEFAULT_ZONE;
  const school = qimenSchoolOf(user, switches);
  return qimenDifferences(kind, kind === 'hour' ? qimenHourSlot(at) : at, { zone, ...school });
}

/**
 * The almanac day with the personal part for someone born at `birth` (civil time, UTC+8): the
 * spec's full almanac response (`ts` plus the top-level personal fields).
 */
import { almanacDay } from '../almanac/almanacDay';
import type { AlmanacDay, AlmanacOptions } from '../almanac/types';
import { parseCivilDate, civilDate, type CivilDate } from '../calendar/civilDate';
import { natalOf, type NatalBirth } from './natal';
import { personalDay, type PersonalDayFields } from './personalDay';

export type PersonalAlmanacDay = AlmanacDay & PersonalDayFields;

/** @throws RangeError for an impossible date or birth, or one outside 1900..2100. */
export function personalAlmanacDay(
  date: CivilDate | string,
  birth: NatalBirth,
  options: AlmanacOptions = {},
): PersonalAlmanacDay {
  const civil =
    typeof date === 'string' ? parseCivilDate(date) : civilDate(date.year, date.month, date.day);
  return { ...almanacDay(civil, options), ...personalDay(natalOf(birth), civil) };
}

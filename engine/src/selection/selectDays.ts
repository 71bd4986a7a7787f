/**
 * `selectDays`: date selection (择日). Every day of a range (at most 366 days) is judged for one
 * activity and the people it concerns: refused with every reason that refuses it
 * (`refusals.ts`), or kept with a score and its reasons (`dayScore.ts`) and its best hours
 * (`bestHours.ts`). A day scoring below zero is weak: refused unless the request asks for weak
 * days, then kept and marked `weak`. Kept days come best first. The verdicts rest on the popular
 * almanacs' suit/avoid lists as lunar-javascript computes them (docs/engine/selection.md, "Whose
 * almanac").
 */
import {
  civilDateOfEpochDay,
  epochDay,
  parseCivilDate,
  type CivilDate,
} from '../calendar/civilDate';
import { mod } from '../sexagenary/cycle';
import { DEFAULT_ZONE } from '../time/birthMoment';
import { parseZone } from '../time/zone';
import { activityFor } from './activities';
import { bestHours } from './bestHours';
import { BU_JIANG_ACTIVITIES, buJiangReason, isBuJiang, notBuJiangReason } from './buJiang';
import { dayScoreReasons, harmonyReasons } from './dayScore';
import {
  FilterInputError,
  hoursReason,
  parseHourWindow,
  parseWeekdays,
  weekdayReason,
  type HourWindow,
} from './filters';
import { pointsOf } from './keptReasons';
import { clashReasons, dayRefusals } from './refusals';
import { sharedSelectionDay } from './sharedSelectionDay';
import type {
  RefusedDay,
  SelectedDay,
  Selection,
  SelectionDay,
  SelectionReason,
  SelectionRequest,
} from './types';

export const MAX_SELECTION_DAYS = 366;
/**
 * What users read: the verdicts rest on the suit/avoid (宜忌) lists of the popular almanacs, as
 * lunar-javascript 1.7.7 computes them, not those of 协纪辨方书 (docs/engine/selection.md, "Whose
 * almanac"); library names are for the docs.
 */
export const SELECTION_TRADITION = 'the popular almanac tradition';

/** A request the engine cannot answer; `field` names the input at fault. */
export class SelectionInputError extends RangeError {
  constructor(
    message: string,
    readonly field: 'activity' | 'from' | 'to' | 'zone' | 'weekdays' | 'hours' | 'bujiang',
  ) {
    super(message);
  }
}

/**
 * Why a day that passed every refusal is not kept: it scores below zero (a Black Belt day, an
 * unfavourable officer, bad stars), which a practitioner would not offer for the occasion.
 */
function weakReason(score: number): SelectionReason {
  return {
    code: 'weak',
    zh: '不吉',
    en: `Weak day: more against it than for it (score ${score})`,
  };
}

function parseEnd(text: string, field: 'from' | 'to'): CivilDate {
  try {
    return parseCivilDate(text);
  } catch {
    throw new SelectionInputError(`${field} must be a date (YYYY-MM-DD)`, field);
  }
}

interface Filters {
  readonly weekdays?: ReadonlySet<number>;
  readonly window?: HourWindow;
  readonly bujiang: boolean;
}

/** The request's filters (docs/engine/selection.md, "Filters"), read as every door sends them. */
function filtersOf(request: SelectionRequest, activity: string): Filters {
  if (request.bujiang && !BU_JIANG_ACTIVITIES.has(activity)) {
    throw new SelectionInputError(
      'Bu Jiang days (不将日) are for weddings (嫁娶) only: ask bujiang with the Marriage activity',
      'bujiang',
    );
  }
  try {
    return {
      weekdays: parseWeekdays(request.weekdays),
      window: parseHourWindow(request.hours),
      bujiang: request.bujiang === true,
    };
  } catch (error) {
    if (error instanceof FilterInputError)
      throw new SelectionInputError(error.message, error.field);
    throw error;
  }
}

/** What the filters refuse of a day before it is judged: its weekday, not being 不将. */
function filterRefusals(
  ts: SelectionDay,
  epochDayNumber: number,
  filters: Filters,
): SelectionReason[] {
  const weekday = mod(epochDayNumber + 4, 7); // 1970-01-01, epoch day 0, was a Thursday.
  return [
    ...(filters.weekdays && !filters.weekdays.has(weekday) ? [weekdayReason(weekday)] : []),
    ...(filters.bujiang && !isBuJiang(ts.month_zhi, ts.day_gan, ts.day_zhi)
      ? [notBuJiangReason()]
      : []),
  ];
}

/**
 * Higher scores first, then the earlier date. The dates are all `YYYY-MM-DD`, so their text sorts
 * as they do: no `localeCompare`, which asks the collator for each pair (issue 46).
 */
function bestFirst(a: SelectedDay, b: SelectedDay): number {
  return b.score - a.score || (a.date < b.date ? -1 : a.date > b.date ? 1 : 0);
}

/**
 * @throws SelectionInputError for an unknown activity, a bad date or zone, an end before the
 *   start, a range over 366 days, or a filter it cannot read (weekdays, hours, or bujiang for
 *   an activity other than the wedding).
 */
export function selectDays(request: SelectionRequest): Selection {
  const activity = activityFor(request.activity);
  if (!activity) {
    throw new SelectionInputError(`Unknown activity: ${request.activity}`, 'activity');
  }
  const filters = filtersOf(request, activity.zh);
  const zone = request.zone ?? DEFAULT_ZONE;
  try {
    parseZone(zone);
  } catch {
    throw new SelectionInputError(`Unknown time zone: ${zone}`, 'zone');
  }
  const first = epochDay(parseEnd(request.from, 'from'));
  const last = epochDay(parseEnd(request.to, 'to'));
  if (last < first) throw new SelectionInputError('The range ends before it starts', 'to');
  if (last - first + 1 > MAX_SELECTION_DAYS) {
    throw new SelectionInputError(`The range is longer than ${MAX_SELECTION_DAYS} days`, 'to');
  }
  const people = request.people ?? [];
  // The people's clashes and harmonies by branch, found once rather than on each day and slot.
  const clashes = clashReasons(people);
  const harmonies = harmonyReasons(people);
  const hoursPerDay = request.hoursPerDay ?? 3;
  const days: SelectedDay[] = [];
  const refused: RefusedDay[] = [];
  for (let day = first; day <= last; day += 1) {
    const ts = sharedSelectionDay(civilDateOfEpochDay(day));
    const refusals = dayRefusals(ts, activity.zh, clashes);
    // Most selections have neither filter: their days skip those arrays (issue 46).
    if (filters.weekdays || filters.bujiang) refusals.unshift(...filterRefusals(ts, day, filters));
    if (refusals.length > 0) {
      refused.push({ date: ts.date, reasons: refusals });
      continue;
    }
    const reasons = dayScoreReasons(ts, harmonies);
    const score = pointsOf(reasons);
    const weak = score < 0;
    if (weak && !request.weak) {
      refused.push({ date: ts.date, reasons: [weakReason(score), ...reasons] });
      continue;
    }
    const hours = bestHours(ts, activity.zh, clashes, hoursPerDay, filters.window);
    if (filters.window && hours.length === 0) {
      refused.push({ date: ts.date, reasons: [hoursReason(filters.window), ...reasons] });
      continue;
    }
    days.push({
      date: ts.date,
      score,
      weak,
      reasons: filters.bujiang ? [...reasons, buJiangReason()] : reasons,
      hours,
    });
  }
  days.sort(bestFirst);
  return { activity, tradition: SELECTION_TRADITION, zone, days, refused };
}

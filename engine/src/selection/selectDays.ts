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
import { DEFAULT_ZONE } from '../time/birthMoment';
import { parseZone } from '../time/zone';
import { activityFor } from './activities';
import { bestHours } from './bestHours';
import { dayScoreReasons } from './dayScore';
import { dayRefusals } from './refusals';
import { sharedSelectionDay } from './sharedSelectionDay';
import type {
  RefusedDay,
  SelectedDay,
  Selection,
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
    readonly field: 'activity' | 'from' | 'to' | 'zone',
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

/**
 * @throws SelectionInputError for an unknown activity, a bad date or zone, an end before the
 *   start or a range over 366 days.
 */
export function selectDays(request: SelectionRequest): Selection {
  const activity = activityFor(request.activity);
  if (!activity) {
    throw new SelectionInputError(`Unknown activity: ${request.activity}`, 'activity');
  }
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
  const hoursPerDay = request.hoursPerDay ?? 3;
  const days: SelectedDay[] = [];
  const refused: RefusedDay[] = [];
  for (let day = first; day <= last; day += 1) {
    const ts = sharedSelectionDay(civilDateOfEpochDay(day));
    const refusals = dayRefusals(ts, activity.zh, people);
    if (refusals.length > 0) {
      refused.push({ date: ts.date, reasons: refusals });
      continue;
    }
    const reasons = dayScoreReasons(ts, people);
    const score = reasons.reduce((sum, reason) => sum + (reason.points ?? 0), 0);
    const weak = score < 0;
    if (weak && !request.weak) {
      refused.push({ date: ts.date, reasons: [weakReason(score), ...reasons] });
      continue;
    }
    days.push({
      date: ts.date,
      score,
      weak,
      reasons,
      hours: bestHours(ts, activity.zh, people, hoursPerDay),
    });
  }
  days.sort((a, b) => b.score - a.score || a.date.localeCompare(b.date));
  return { activity, tradition: SELECTION_TRADITION, zone, days, refused };
}

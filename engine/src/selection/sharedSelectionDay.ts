/**
 * Selection days kept from one selection to the next: a selection reads up to a year of days,
 * and the next one asks for most of the same days again (another activity, other people, another
 * client of the same season). Days are frozen, since every caller shares them; the least
 * recently read goes first once three years of days are kept (2 MB of heap with the tables they
 * read, measured).
 */
import type { CivilDate } from '../calendar/civilDate';
import { selectionDay } from './selectionDay';
import type { SelectionDay } from './types';

export const KEPT_DAYS = 3 * 366;

const kept = new Map<number, SelectionDay>();

// A number rather than a string: no string to build and hash per day read (issue 46).
const keyOf = (date: CivilDate) => date.year * 10000 + date.month * 100 + date.day;

/** The selection day of `date`, the same frozen object for as long as it is kept. */
export function sharedSelectionDay(date: CivilDate): SelectionDay {
  const key = keyOf(date);
  const hit = kept.get(key);
  if (hit) {
    // Read again: to the back of the queue, last to go.
    kept.delete(key);
    kept.set(key, hit);
    return hit;
  }
  const day = Object.freeze(selectionDay(date));
  kept.set(key, day);
  if (kept.size > KEPT_DAYS) kept.delete(kept.keys().next().value as number);
  return day;
}

/** How many days are kept now. */
export function keptDayCount(): number {
  return kept.size;
}

/**
 * Almanac days for date selection, kept from one selection to the next. A selection reads up to a
 * year of days, building each costs about 0.25 ms (lunar-javascript does most of it), and the next
 * selection asks for most of the same days again: another activity, other people, another client
 * of the same season. Days are frozen, since every caller shares them; the oldest read goes
 * first once three years of days are kept (about 16 MB of heap, measured).
 */
import { almanacDay } from '../almanac/almanacDay';
import type { Ts } from '../almanac/types';
import type { CivilDate } from '../calendar/civilDate';

export const KEPT_DAYS = 3 * 366;

const kept = new Map<string, Readonly<Ts>>();

const keyOf = (date: CivilDate) => `${date.year}-${date.month}-${date.day}`;

/** The Tong Shu day (`ts`) of `date`, the same frozen object for as long as it is kept. */
export function sharedAlmanacDay(date: CivilDate): Readonly<Ts> {
  const key = keyOf(date);
  const hit = kept.get(key);
  if (hit) {
    // Read again: to the back of the queue, last to go.
    kept.delete(key);
    kept.set(key, hit);
    return hit;
  }
  const { ts } = almanacDay(date);
  const day = Object.freeze(ts);
  kept.set(key, day);
  if (kept.size > KEPT_DAYS) kept.delete(kept.keys().next().value as string);
  return day;
}

/** How many days are kept now. */
export function keptDayCount(): number {
  return kept.size;
}

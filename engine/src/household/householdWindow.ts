/**
 * The household feed's window (issue 44): from 1 January of last year to 31 December twenty years
 * ahead of `today` (a civil date on the subscriber's clock): calendar clients need the events
 * written out, so a lunar birthday twenty years on is already in the feed.
 */
import type { CivilDate } from '../calendar/civilDate';

export function householdWindow(today: CivilDate): { from: CivilDate; to: CivilDate } {
  return {
    from: { year: today.year - 1, month: 1, day: 1 },
    to: { year: today.year + 20, month: 12, day: 31 },
  };
}

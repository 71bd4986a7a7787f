/**
 * `householdEvents(input)`: the household feed's events before they are written as ICS text, for
 * the feed (`householdCalendar`) and for lists (a page's preview, the API): each person's lunar
 * birthdays, luck-pillar changes and Tai Sui years, and the festivals and solar terms.
 */
import { addDays, civilDate, daysBetween, type CivilDate } from '../calendar/civilDate';
import type { CalendarEvent } from '../ical/events';
import { parseZone, startOfDateIn } from '../time/zone';
import type { HouseholdInput } from './householdInput';
import { memberEvents, type FeedWindow } from './memberEvents';
import { festivalEvents, termEvents } from './sharedEvents';

/** The longest window a household feed covers, in years (the default is 22: last year + 21). */
export const MAX_HOUSEHOLD_YEARS = 30;

/**
 * Years of solar terms a feed over its budget keeps from the window's start
 * (`householdCalendar`): three from the default window's start are last year, this year and next
 * year. The default 22 years of terms (528 events, about 160 KB) bring 20 people with every kind
 * on near the budget (docs/engine/household.md).
 */
export const TERM_YEARS = 3;

/** The last date the feed lists solar terms on: the window's end, or TERM_YEARS from its start. */
export function termsEnd(window: HouseholdInput['window']): CivilDate {
  const last = addDays({ year: window.from.year + TERM_YEARS, month: 1, day: 1 }, -1);
  return daysBetween(last, window.to) > 0 ? last : window.to;
}

/**
 * The window as dates and instants on the subscriber's clock.
 * @throws RangeError for an impossible or reversed window, one over MAX_HOUSEHOLD_YEARS or
 * starting before 1901, or an unknown zone.
 */
function feedWindow(input: HouseholdInput): FeedWindow {
  const { from, to } = input.window;
  civilDate(from.year, from.month, from.day);
  civilDate(to.year, to.month, to.day);
  if (from.year < 1901) throw new RangeError('the window must start in 1901 or later');
  if (daysBetween(from, to) < 0) throw new RangeError('the window must end on or after its start');
  if (to.year - from.year >= MAX_HOUSEHOLD_YEARS)
    throw new RangeError(`the window may cover at most ${MAX_HOUSEHOLD_YEARS} years`);
  const zone = parseZone(input.zone);
  return {
    from,
    to,
    zone,
    fromMs: startOfDateIn(zone, from),
    toMs: startOfDateIn(zone, addDays(to, 1)),
  };
}

/**
 * The events of a household feed over its whole window: festivals, then solar terms, then each
 * person's birthdays, luck changes and Tai Sui years; all-day events carry China's calendar date,
 * timed events their UTC instant.
 * @param input as `householdCalendar` takes it (`generatedAt` and `name` are not used here).
 * @throws RangeError for a bad window or zone (see above) or a birth the Bazi chart refuses.
 */
export function householdEvents(input: HouseholdInput): CalendarEvent[] {
  const window = feedWindow(input);
  return [
    ...(input.festivals ? festivalEvents(window, input.xiaonian ?? 'north') : []),
    ...(input.terms ? termEvents(window) : []),
    ...input.members.flatMap((member) => memberEvents(member, window)),
  ];
}

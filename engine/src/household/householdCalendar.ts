/**
 * `householdCalendar(input)`: one subscribable feed (ICS text) for a household (issue 44): each
 * person's lunar birthdays, luck-pillar changes and Tai Sui years, and the festivals and solar
 * terms, over a window of years (docs/engine/household.md). Written by `ical/toIcs.ts`: folded at
 * 75 octets, every text escaped, all-day events as VALUE=DATE, timed events in UTC.
 */
import { addDays, formatCivilDate, type CivilDate } from '../calendar/civilDate';
import { isAllDay, type CalendarEvent } from '../ical/events';
import { toIcs } from '../ical/toIcs';
import { parseZone, startOfDateIn } from '../time/zone';
import type { HouseholdInput } from './householdInput';
import { householdEvents, termsEnd } from './householdEvents';
import { TERM_UID } from './sharedEvents';

/** The budget every feed keeps (docs/engine/ical.md): 600 KB of 1,024 bytes. */
export const HOUSEHOLD_BUDGET_BYTES = 600 * 1024;

/** X-WR-CALDESC: what the feed holds, over which dates, on which clock, and what was thinned. */
function describe(input: HouseholdInput, terms: CivilDate): string {
  const { from, to } = input.window;
  const people = input.members.length;
  return [
    `Lunar birthdays, luck-pillar changes and Tai Sui years of ${people} ${people === 1 ? 'person' : 'people'}` +
      `${input.festivals ? ', the festivals' : ''}${input.terms ? ' and the 24 solar terms' : ''}, ` +
      `${formatCivilDate(from)} to ${formatCivilDate(to)}.`,
    'All-day events are on the Chinese calendar’s dates (China’s clock); timed events at their instant, shown on your clock.',
    ...(input.terms && terms !== to
      ? [`Solar terms only to ${formatCivilDate(terms)}, to keep the feed small.`]
      : []),
    `(zone ${parseZone(input.zone).name}${input.festivals ? `, 小年 ${input.xiaonian === 'south' ? 'southern (24th)' : 'northern (23rd)'}` : ''})`,
  ].join(' ');
}

/**
 * The household feed.
 * @param input the feed's name, the subscriber's zone, the window (civil dates, inclusive, on the
 * subscriber's clock), the people, the shared kinds and the stamp (`HouseholdInput`).
 * @returns RFC 5545 text (CRLF line ends), under HOUSEHOLD_BUDGET_BYTES when the solar terms of
 * the first TERM_YEARS years bring it there (the description then says so); long names of many
 * people can still pass it.
 * @throws RangeError for an impossible or reversed window, one over `MAX_HOUSEHOLD_YEARS` or
 * starting before 1901, an unknown zone, or a birth the Bazi chart refuses.
 */
export function householdCalendar(input: HouseholdInput): string {
  const events = householdEvents(input);
  const write = (terms: CivilDate, list: readonly CalendarEvent[]) =>
    toIcs(
      { name: input.name, description: describe(input, terms), generatedAt: input.generatedAt },
      list,
    );
  const whole = write(input.window.to, events);
  if (!input.terms || new TextEncoder().encode(whole).byteLength < HOUSEHOLD_BUDGET_BYTES)
    return whole;
  // Over the budget: solar terms only for the first TERM_YEARS years of the window.
  const end = termsEnd(input.window);
  const cut = startOfDateIn(parseZone(input.zone), addDays(end, 1));
  return write(
    end,
    events.filter((e) => isAllDay(e) || !e.uid.startsWith(TERM_UID) || e.startUtc < cut),
  );
}

/** GET /api/v1/household, and the MCP tool `household_events` (issue 44). */
import {
  daysBetween,
  householdEvents,
  isAllDay,
  localFieldsAt,
  parseCivilDate,
  parseZone,
  type CalendarEvent,
  type Zone,
} from '@tongshu/engine';
import { endpoint } from '../shared/endpoint';
import { ContractError } from '../shared/errors';
import { HouseholdEventsSchema, HouseholdRequest, MAX_HOUSEHOLD_DAYS } from './schema';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * An event as the answer gives it: its date (and time for a timed one) on `zone`'s clock, in
 * date order with `byDate` (the bff's preview of /account/household reads them so too).
 */
export function householdEventOn(event: CalendarEvent, zone: Zone) {
  const { uid, summary, description } = event;
  if (isAllDay(event)) {
    const { year, month, day } = event.date;
    return { uid, date: `${year}-${pad(month)}-${pad(day)}`, time: null, summary, description };
  }
  const at = localFieldsAt(zone, event.startUtc);
  const date = `${at.year}-${pad(at.month)}-${pad(at.day)}`;
  return { uid, date, time: `${pad(at.hour)}:${pad(at.minute)}`, summary, description };
}

/** Date order, a timed event after the all-day ones of its date. */
export const byDate = (
  a: { readonly date: string; readonly time: string | null },
  b: { readonly date: string; readonly time: string | null },
) => `${a.date}${a.time ?? ''}`.localeCompare(`${b.date}${b.time ?? ''}`);

export const householdEventsEndpoint = endpoint({
  name: 'household_events',
  path: '/household',
  pathParams: [],
  tag: 'Household',
  summary: 'The household calendar’s events: lunar birthdays, festivals, terms, luck, Tai Sui',
  description:
    'The events of the key owner’s household calendar from `from` to `to` on their clock: each ' +
    'chosen person’s lunar birthdays (with their leap-month and 30th rules), luck-pillar changes ' +
    'and Tai Sui years, the festivals and the solar terms, as the owner chose them on ' +
    '/account/household. All-day events carry the Chinese calendar’s date; timed ones (terms, ' +
    'luck pillars) their time on the owner’s clock. Sources: docs/engine/household.md.',
  needsAccount: true,
  request: HouseholdRequest,
  answer: HouseholdEventsSchema,
  example: { from: '2026-11-01', to: '2027-10-31' },
  async compute(input, scope) {
    const from = parseCivilDate(input.from);
    const to = parseCivilDate(input.to);
    const days = daysBetween(from, to);
    if (days < 0)
      throw new ContractError(400, 'Please end the window on or after its start (`from`)', 'to');
    if (days >= MAX_HOUSEHOLD_DAYS)
      throw new ContractError(400, `Please ask for at most ${MAX_HOUSEHOLD_DAYS} days`, 'to');
    if (!scope.householdInput) throw new ContractError(403, 'The household needs an account');
    const household = await scope.householdInput({ from, to });
    const zone = parseZone(household.zone);
    return {
      from: input.from,
      to: input.to,
      zone: zone.name,
      events: householdEvents(household)
        .map((event) => householdEventOn(event, zone))
        .sort(byDate),
    };
  },
  summarize: (answer) => {
    const first = answer.events.slice(0, 3).map((event) => `${event.date} ${event.summary}`);
    return (
      `${answer.events.length} household events from ${answer.from} to ${answer.to} ` +
      `(${answer.zone})${first.length ? `: ${first.join('; ')}` : ''}.`
    );
  },
});

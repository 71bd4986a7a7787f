/**
 * "Now" on the user's own clock (their `time_zone`, issue 21), as a Date whose local fields read
 * that clock: what "today", the Today button and the default Qi Men hour use. The browser's own
 * zone is usually the same, but a person travelling keeps their home clock until they change it.
 */
import type { ClockFields } from '@tongshu/bff/api';

/** The instant read on `zone`'s clock, or null for a zone the browser does not know. */
export function clockFieldsIn(zone: string, instant: Date): ClockFields | null {
  try {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    }).formatToParts(instant);
    const field = (type: string) => Number(parts.find((part) => part.type === type)?.value);
    return {
      year: field('year'),
      month: field('month'),
      day: field('day'),
      hour: field('hour'),
      minute: field('minute'),
      second: field('second'),
    };
  } catch {
    return null;
  }
}

export function zonedNow(zone: string | null | undefined, now = new Date()): Date {
  const clock = zone ? clockFieldsIn(zone, now) : null;
  if (!clock) return now;
  return new Date(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
}

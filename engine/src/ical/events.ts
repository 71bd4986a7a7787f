/**
 * A calendar event before serialisation: all-day on a civil date, or timed between two UTC
 * instants. Every calendar builds these; `toIcs` turns them into RFC 5545 text.
 */
import type { CivilDate } from '../calendar/civilDate';

export interface AllDayEvent {
  readonly uid: string;
  readonly summary: string;
  readonly description: string;
  readonly date: CivilDate;
}

export interface TimedEvent {
  readonly uid: string;
  readonly summary: string;
  readonly description: string;
  /** Milliseconds since the Unix epoch (UTC). */
  readonly startUtc: number;
  readonly endUtc: number;
}

export type CalendarEvent = AllDayEvent | TimedEvent;

export function isAllDay(event: CalendarEvent): event is AllDayEvent {
  return 'date' in event;
}

/** `YYYYMMDD`, for UIDs. */
export function compactDate({ year, month, day }: CivilDate): string {
  return `${year}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}`;
}

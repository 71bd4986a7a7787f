/**
 * Serialises events as an iCalendar feed (RFC 5545): CRLF line ends, lines folded at 75 octets
 * without splitting a UTF-8 character, every text value escaped and free of controls (`icsText`),
 * all-day events as VALUE=DATE with an exclusive DTEND, timed events in UTC (no TZID, so no
 * VTIMEZONE and nothing depends on the server's zone), DTSTAMP in UTC, X-WR-CALNAME,
 * REFRESH-INTERVAL and X-PUBLISHED-TTL of one day.
 *
 * Our own writer rather than ical-generator (ARCHITECTURE.md's first choice): ical-generator 10
 * folds lines by encoding each character with TextEncoder, which took 70% of a one-year hour feed
 * (about 450 ms against a 100 ms target). docs/decisions.md records the change.
 */
import { addDays } from '../calendar/civilDate';
import { compactDate, isAllDay, type CalendarEvent } from './events';
import { icsText } from './icsText';

export interface FeedMeta {
  readonly name: string;
  readonly description: string;
  /** When the feed was generated (the DTSTAMP of every event), ms since the epoch. */
  readonly generatedAt: number;
}

const MAX_OCTETS = 75;

function octets(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  if (codePoint < 0x10000) return 3;
  return 4;
}

/** Folds a content line: continuation lines start with one space, every line <= 75 octets. */
export function foldLine(line: string): string {
  let out = '';
  let width = 0;
  for (const char of line) {
    const size = octets(char.codePointAt(0) as number);
    if (width + size > MAX_OCTETS) {
      out += '\r\n ';
      width = 1;
    }
    out += char;
    width += size;
  }
  return out;
}

function utcStamp(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function eventLines(event: CalendarEvent, stamp: string): string[] {
  const timing = isAllDay(event)
    ? [
        `DTSTART;VALUE=DATE:${compactDate(event.date)}`,
        `DTEND;VALUE=DATE:${compactDate(addDays(event.date, 1))}`,
        'X-MICROSOFT-CDO-ALLDAYEVENT:TRUE',
      ]
    : [`DTSTART:${utcStamp(event.startUtc)}`, `DTEND:${utcStamp(event.endUtc)}`];
  return [
    'BEGIN:VEVENT',
    `UID:${icsText(event.uid)}`,
    `DTSTAMP:${stamp}`,
    ...timing,
    `SUMMARY:${icsText(event.summary)}`,
    `DESCRIPTION:${icsText(event.description)}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

export function toIcs(meta: FeedMeta, events: readonly CalendarEvent[]): string {
  const stamp = utcStamp(meta.generatedAt);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Tongshu//Tongshu almanac//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(meta.name)}`,
    `X-WR-CALDESC:${icsText(meta.description)}`,
    'REFRESH-INTERVAL;VALUE=DURATION:P1D',
    'X-PUBLISHED-TTL:P1D',
    ...events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

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

/**
 * Folds a content line: continuation lines start with one space, every line <= 75 octets.
 * Cut with `slice` at octet counts from the UTF-16 code units, rather than by appending each
 * character: a feed's hundreds of thousands of characters made as many short-lived strings, the
 * collector's largest share of a cold hour feed (issue 33).
 */
export function foldLine(line: string): string {
  // Most lines are short printable ASCII: nothing to cut (other code units may be 2+ octets).
  if (line.length <= MAX_OCTETS && /^[ -~]*$/.test(line)) return line;
  const parts: string[] = [];
  let start = 0;
  let width = 0;
  for (let i = 0; i < line.length; i += 1) {
    const unit = line.charCodeAt(i);
    // UTF-8 octets of the code point starting here: a surrogate pair is one 4-octet character.
    const next = line.charCodeAt(i + 1);
    const pair = unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff;
    const size = unit < 0x80 ? 1 : unit < 0x800 ? 2 : pair ? 4 : 3;
    if (width + size > MAX_OCTETS) {
      parts.push(line.slice(start, i));
      start = i;
      // The continuation's leading space.
      width = 1;
    }
    width += size;
    if (pair) i += 1;
  }
  parts.push(line.slice(start));
  return parts.join('\r\n ');
}

/** `YYYYMMDDTHHMMSSZ` (RFC 5545 UTC form) of an instant in ms since the epoch (years 0-9999). */
function utcStamp(ms: number): string {
  const iso = new Date(ms).toISOString();
  return `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`;
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

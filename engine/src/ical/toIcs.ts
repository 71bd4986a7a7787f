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
  // Printable ASCII (most lines) is one octet a unit: cut by length, 75 then 74 after the space.
  if (/^[ -~]*$/.test(line)) {
    if (line.length <= MAX_OCTETS) return line;
    const chunks = [line.slice(0, MAX_OCTETS)];
    for (let at = MAX_OCTETS; at < line.length; at += MAX_OCTETS - 1)
      chunks.push(line.slice(at, at + MAX_OCTETS - 1));
    return chunks.join('\r\n ');
  }
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
  // Cut from `YYYY-MM-DDTHH:mm:ss.sssZ` rather than a regular expression's replace: two stamps
  // an hour event (issue 46).
  const iso = new Date(ms).toISOString();
  return `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`;
}

/** A content line, folded, with its CRLF. */
const line = (text: string) => `${foldLine(text)}\r\n`;

/**
 * One VEVENT's lines. Written into one string rather than collected in arrays: a cold hour feed
 * spent a sixth of its time making and joining them (issue 33).
 */
function eventText(event: CalendarEvent, stamp: string): string {
  const timing = isAllDay(event)
    ? `DTSTART;VALUE=DATE:${compactDate(event.date)}\r\n` +
      `DTEND;VALUE=DATE:${compactDate(addDays(event.date, 1))}\r\n` +
      'X-MICROSOFT-CDO-ALLDAYEVENT:TRUE\r\n'
    : `DTSTART:${utcStamp(event.startUtc)}\r\nDTEND:${utcStamp(event.endUtc)}\r\n`;
  return (
    'BEGIN:VEVENT\r\n' +
    line(`UID:${icsText(event.uid)}`) +
    `DTSTAMP:${stamp}\r\n` +
    timing +
    line(`SUMMARY:${icsText(event.summary)}`) +
    line(`DESCRIPTION:${icsText(event.description)}`) +
    'TRANSP:TRANSPARENT\r\nEND:VEVENT\r\n'
  );
}

export function toIcs(meta: FeedMeta, events: readonly CalendarEvent[]): string {
  const stamp = utcStamp(meta.generatedAt);
  let text =
    'BEGIN:VCALENDAR\r\n' +
    'VERSION:2.0\r\n' +
    'PRODID:-//Tongshu//Tongshu almanac//EN\r\n' +
    'CALSCALE:GREGORIAN\r\n' +
    'METHOD:PUBLISH\r\n' +
    line(`X-WR-CALNAME:${icsText(meta.name)}`) +
    line(`X-WR-CALDESC:${icsText(meta.description)}`) +
    'REFRESH-INTERVAL;VALUE=DURATION:P1D\r\n' +
    'X-PUBLISHED-TTL:P1D\r\n';
  for (const event of events) text += eventText(event, stamp);
  return `${text}END:VCALENDAR\r\n`;
}

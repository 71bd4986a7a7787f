/**
 * `icsText(text)`: a TEXT property value of an iCalendar feed (RFC 5545 section 3.3.11), escaped
 * and free of control characters. Every SUMMARY, DESCRIPTION, X-WR-CALNAME and X-WR-CALDESC that
 * `toIcs` writes goes through it, whatever the text came from: names users typed reach the
 * "Selected dates" feeds in the reasons of a day.
 *
 * RFC 5545 section 3.3.11: a backslash, semicolon and comma are escaped with a backslash, and a
 * line break inside a value is written as the two characters `\n`; the TEXT grammar has no place
 * for any other control (it allows HTAB, which we write as a space so the feed has none at all).
 * A bare CR is a line break for us too: left raw, a parser that splits lines on it reads what
 * follows as a property of its own (an injected ATTENDEE, a second BEGIN:VEVENT).
 */
import { withoutControls } from '../text/withoutControls';

export function icsText(text: string): string {
  // Escaped first, so the backslash of each `\n` written next is not escaped again.
  return withoutControls(text.replace(/[\\;,]/g, '\\$&'), '\\n');
}

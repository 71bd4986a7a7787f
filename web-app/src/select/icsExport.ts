/**
 * The picked days of a selection as an iCalendar file (RFC 5545): one all-day event per day
 * (VALUE=DATE, exclusive end), its score, best hours (on the user's clock) and reasons in the
 * description. Lines end in CRLF and are folded at 75 octets.
 */
import type { SelectedDayData, SelectionData } from './types';

function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n');
}

/** Folds a content line at 75 octets without splitting a character (RFC 5545 section 3.1). */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compact = (date: string) => date.replace(/-/g, '');

function nextDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

function stampOf(now: Date): string {
  return `${now.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
}

function eventOf(selection: SelectionData, day: SelectedDayData, stamp: string): string[] {
  const { activity } = selection;
  const hours = day.hours.map(
    (hour) => `${hour.start.slice(11)}-${hour.end.slice(11)} (${hour.branch})`,
  );
  const description = [
    `Score ${day.score}.`,
    hours.length > 0 ? `Best hours (${selection.zone}): ${hours.join(', ')}.` : 'No best hour.',
    ...day.reasons.map((reason) => `${reason.en} (${reason.zh}) ${reason.points ?? 0}`),
    selection.tradition,
  ].join('\n');
  return [
    'BEGIN:VEVENT',
    `UID:select-${compact(day.date)}-${encodeURIComponent(activity.en)}@tongshu`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${compact(day.date)}`,
    `DTEND;VALUE=DATE:${compact(nextDay(day.date))}`,
    `SUMMARY:${escapeText(`${activity.en} (${activity.zh}): score ${day.score}`)}`,
    `DESCRIPTION:${escapeText(description)}`,
    'END:VEVENT',
  ];
}

export function selectionCalendar(
  selection: SelectionData,
  days: readonly SelectedDayData[],
  now = new Date(),
): string {
  const stamp = stampOf(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Tongshu//Date Selection//EN',
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${escapeText(`${selection.activity.en}: selected dates`)}`,
    ...[...days]
      .sort((a, b) => a.date.localeCompare(b.date))
      .flatMap((day) => eventOf(selection, day, stamp)),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

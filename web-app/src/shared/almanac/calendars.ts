/** The iCal calendars a user can subscribe to (GET /api/calendars) and the links they copy. */
import { icalLinks } from './logic';

export interface CalendarRow {
  readonly calendar: string;
  readonly name: string;
  readonly description: string;
  readonly personal?: boolean;
  readonly path: string;
  readonly [key: string]: unknown;
}

/** The iCal link text a calendar row copies (https, or the same as webcal://). */
export function calendarLink(row: Pick<CalendarRow, 'path'>, webcal = false): string {
  const links = icalLinks(window.location.origin, row.path);
  return webcal ? links.webcal : links.https;
}

/** Puts `textToCopy` on the clipboard, through a selected text area where there is no API. */
export async function copy(textToCopy: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(textToCopy);
    return;
  }
  const area = document.createElement('textarea');
  area.value = textToCopy;
  document.body.appendChild(area);
  area.select();
  document.execCommand?.('copy');
  area.remove();
}

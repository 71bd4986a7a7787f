/**
 * The personal calendars (docs/engine/ical.md, docs/engine/personal.md):
 * - `personalpro`: each professional day item as an all-day event;
 * - `personalsim`: each simplified ("Just Follow") item as an all-day event;
 * - `personalprohour`: one timed event per two-hour slot that has items, over the slot (the
 *   23:00 slot starts the evening before the date); titles joined by ' · ', descriptions by lines.
 * UIDs carry a short hash of the birth so two people's feeds never share one. For a birth of
 * unknown hour the items that need the natal hour chart (three victory days and hours, the best
 * direction, a Green Dragon Return in one's own palace) are left out, and the feed says so.
 */
import { pad2, type CivilDate, type CivilDateTime } from '../calendar/civilDate';
import { slotOnClock } from '../time/slotOnClock';
import type { Zone } from '../time/zone';
import type { Natal } from '../personal/natal';
import { personalDayItems, professionalHourItems } from '../personal/personalDay';
import { compactDate, type AllDayEvent, type TimedEvent } from './events';

export type PersonalCalendarKind = 'personalpro' | 'personalsim' | 'personalprohour';

/** What a personal feed's description adds for a birth of unknown hour. */
export const HOUR_UNKNOWN_FEED_NOTE = 'birth hour unknown: hour-dependent items left out';

/** The note a personal feed's description carries for this natal, if any. */
export function personalFeedNote(natal: Natal): string | undefined {
  return natal.hourUnknown === undefined ? undefined : HOUR_UNKNOWN_FEED_NOTE;
}

/** FNV-1a of the birth date-time, base 36: a stable, non-reversible key for UIDs. */
export function personKey(birth: CivilDateTime): string {
  const text = `${birth.year}-${pad2(birth.month)}-${pad2(birth.day)} ${pad2(birth.hour)}:${pad2(birth.minute)}`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** Each natal's key, made once: a feed asks for it on every date of its window (issue 46). */
const keys = new WeakMap<Natal, string>();

function keyOf(natal: Natal): string {
  let key = keys.get(natal);
  if (key === undefined) {
    key = personKey(natal.birth);
    keys.set(natal, key);
  }
  return key;
}

export function personalDayEvents(
  kind: 'personalpro' | 'personalsim',
  natal: Natal,
  date: CivilDate,
): AllDayEvent[] {
  const items = personalDayItems(natal, date)[kind === 'personalpro' ? 'pro' : 'sim'];
  const key = keyOf(natal);
  return items.map((item, index) => ({
    uid: `${kind}-${compactDate(date)}-${index}-${key}@tongshu`,
    date,
    summary: item.title,
    description: item.description,
  }));
}

/** Branch index of a slot key `HH:00`: 23:00 子, 01:00 丑 ... 21:00 亥. */
function branchOfSlot(slot: string): number {
  return ((Number(slot.slice(0, 2)) + 1) / 2) % 12;
}

/**
 * The professional hour items of a date as timed events on the subscriber's clock: the 子 slot
 * of a date runs 23:00-01:00 on that clock from the evening before, whatever the zone.
 */
export function personalHourEvents(natal: Natal, date: CivilDate, zone: Zone): TimedEvent[] {
  const key = keyOf(natal);
  return Object.entries(professionalHourItems(natal, date))
    .filter(([, items]) => items.length > 0)
    .map(([slot, items]) => {
      const { startUtc, endUtc } = slotOnClock(date, branchOfSlot(slot), zone);
      return {
        uid: `personalprohour-${compactDate(date)}-${slot.replace(':', '')}-${key}@tongshu`,
        summary: items.map((item) => item.title).join(' · '),
        description: items.map((item) => item.description).join('\n'),
        startUtc,
        endUtc,
      };
    });
}

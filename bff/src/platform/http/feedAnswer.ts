/**
 * What every calendar feed answers with, whichever capability serves it: the almanac feeds
 * (calendars/), the kept selection's (select/) and the household's (household/).
 */
import {
  dateIn,
  DEFAULT_ZONE,
  parseZone,
  startOfDateIn,
  type CivilDate,
  type Zone,
} from '@tongshu/engine';

/** Calendar apps poll; an hour keeps them fresh within the day without hammering us. */
export const FEED_CACHE_CONTROL = 'private, max-age=3600';
export const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

/** The one answer for every feed link that names nothing: no hint of which part was wrong. */
export const UNKNOWN_CALENDAR = 'No such calendar';

/** A feed of `kind` opens in place, named for its kind, when a browser is given its link. */
export const feedDisposition = (kind: string) => `inline; filename="${kind}.ics"`;

/**
 * The subscriber's day a feed is made as of, on their clock (China's when they named no zone):
 * its date and its first moment, every event's DTSTAMP and the answer's Last-Modified, so that
 * every poll of one day gets the same bytes and so the same ETag.
 */
export function feedDay(
  zone: string,
  now: number,
): { clock: Zone; today: CivilDate; start: number } {
  const clock = parseZone(zone || DEFAULT_ZONE);
  const today = dateIn(clock, now);
  return { clock, today, start: startOfDateIn(clock, today) };
}

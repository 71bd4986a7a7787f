/**
 * What every calendar feed answers with, whichever capability serves it: the almanac feeds
 * (calendars/) and the kept selection's feed (select/), which the calendar list also names.
 */

/** Calendar apps poll; an hour keeps them fresh within the day without hammering us. */
export const FEED_CACHE_CONTROL = 'private, max-age=3600';
export const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

/** The one answer for every feed link that names nothing: no hint of which part was wrong. */
export const UNKNOWN_CALENDAR = 'No such calendar';

/** A feed of `kind` opens in place, named for its kind, when a browser is given its link. */
export const feedDisposition = (kind: string) => `inline; filename="${kind}.ics"`;

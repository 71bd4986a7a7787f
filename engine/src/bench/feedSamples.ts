/**
 * The feeds as subscribers download them, for the size test (ical/feedSize.test.ts) and
 * `npm run bench`: every calendar with its default window around one fixed day, on the clocks of
 * zones from UTC-5 to UTC+13 (a half-hour and a 45-minute one among them, whose slots fall on odd
 * minutes), and the largest "Selected dates" feed a user can keep: the widest selection (366 days)
 * for the activity the almanac suits most often (祭祀, about one day in two), with no people to
 * narrow it. A fixed day keeps the sizes comparable from run to run.
 */
import { addDays, formatCivilDate, type CivilDate } from '../calendar/civilDate';
import { buildCalendar, CALENDARS, defaultWindow, type CalendarKind } from '../ical/buildCalendar';
import { MAX_SELECTION_DAYS, selectDays } from '../selection/selectDays';
import { selectionCalendar } from '../selection/selectionCalendar';
import { parseZone, startOfDateIn } from '../time/zone';

export const SAMPLE_ZONES = [
  'Asia/Shanghai',
  'Europe/Berlin',
  'America/New_York',
  'Pacific/Auckland',
  'Asia/Kolkata',
  'Asia/Kathmandu',
] as const;

/** The day the samples are made on (a subscriber's "today"). */
export const SAMPLE_TODAY: CivilDate = { year: 2026, month: 5, day: 20 };

/** The birth of the personal samples: civil time in UTC+8. */
export const SAMPLE_BIRTH = { year: 1990, month: 5, day: 15, hour: 14, minute: 30 };

/** The byte budget of every feed: well below the ~1 MB at which Google Calendar stops reading. */
export const FEED_BUDGET_BYTES = 600 * 1024;

export const SELECTED = 'selected';
export type SampleFeed = CalendarKind | typeof SELECTED;
export const SAMPLE_FEEDS: readonly SampleFeed[] = [
  ...(Object.keys(CALENDARS) as CalendarKind[]),
  SELECTED,
];

/** One feed as a subscriber in `zone` gets it on SAMPLE_TODAY. */
export function sampleFeed(feed: SampleFeed, zone: string, today = SAMPLE_TODAY): string {
  const generatedAt = startOfDateIn(parseZone(zone), today);
  if (feed === SELECTED) {
    const selection = selectDays({
      activity: '祭祀',
      from: formatCivilDate(today),
      to: formatCivilDate(addDays(today, MAX_SELECTION_DAYS - 1)),
      zone,
    });
    return selectionCalendar(selection, generatedAt);
  }
  return buildCalendar(feed, {
    ...defaultWindow(today, feed),
    birth: SAMPLE_BIRTH,
    generatedAt,
    zone,
  });
}

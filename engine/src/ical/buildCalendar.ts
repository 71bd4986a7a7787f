/**
 * `buildCalendar(kind, options)`: one of the seven iCal feeds as ICS text for a date window
 * (inclusive) and, for the personal ones, a birth. Titles are short enough for a month view;
 * descriptions carry the detail in English (docs/engine/ical.md).
 */
import { addDays, civilDate, daysBetween, type CivilDate } from '../calendar/civilDate';
import { clocksOf, natalOf, type NatalBirth } from '../personal/natal';
import { schoolStamp } from '../schools/options';
import { schoolOf, type School, type SchoolField } from '../schools/school';
import { conventionsStamp, DEFAULT_ZONE } from '../time/birthMoment';
import { parseZone } from '../time/zone';
import { almanacEvent, type AlmanacCalendarKind } from './almanacCalendars';
import type { CalendarEvent } from './events';
import {
  personalDayEvents,
  personalFeedNote,
  personalHourEvents,
  type PersonalCalendarKind,
} from './personalCalendars';
import { qmDirectionEvent } from './qmDirectionCalendar';
import { toIcs } from './toIcs';

export type CalendarKind = AlmanacCalendarKind | PersonalCalendarKind | 'qmdirection';

// Said once for the feed rather than in each day's list of hours (issue 33).
const YELLOW_BELT_HOURS =
  "Yellow Belt hours are the day's auspicious two-hour slots, each named by its start, its animal and its hour god.";

export const CALENDARS: Readonly<
  Record<
    CalendarKind,
    { readonly name: string; readonly description: string; readonly personal: boolean }
  >
> = {
  tongshuicon: {
    name: 'Tong Shu (icons)',
    description: `The Chinese almanac day at a glance, as icons. ${YELLOW_BELT_HOURS}`,
    personal: false,
  },
  tongshueng: {
    name: 'Tong Shu (English)',
    description: `The Chinese almanac day in English. ${YELLOW_BELT_HOURS}`,
    personal: false,
  },
  tongshuchn: {
    name: 'Tong Shu (Chinese)',
    // The dashboard lists this line: every Chinese term a user reads has its English beside it.
    description:
      'The almanac day in Chinese: 通书 (Tong Shu) with 每日宜忌 (what suits and what to avoid), 值神 (day god), 建除 (day officer) and 冲煞 (clash and sha).',
    personal: false,
  },
  personalpro: {
    name: 'Personal Pro (day)',
    description:
      'Your professional day items: Fan Yin, Fu Yin, 7 Killing, Rob Money, lucky days, three victory days, Green Dragon Return.',
    personal: true,
  },
  personalprohour: {
    name: 'Personal Pro (hours)',
    description: 'Your professional hour items in their two-hour slots.',
    personal: true,
  },
  personalsim: {
    name: 'Personal Simple (Just Follow)',
    description: 'A plain daily verdict and your best direction.',
    personal: true,
  },
  qmdirection: {
    name: 'Qi Men Direction',
    description: 'The Qi Men directions of each day and hour.',
    personal: false,
  },
};

/** The longest window one feed covers (the widest default window is 30 days back, 365 ahead). */
export const MAX_WINDOW_DAYS = 800;

/**
 * Days before and after today each feed covers by default (docs/decisions.md, issue 33). The day
 * feeds: a month back, so this month's view stays full, and a year ahead, where days are chosen
 * for weddings and moves. The hour feed: a week back, for the week view, and 90 days ahead, the
 * horizon hours are chosen in (meetings, signings, travel); its events are six times as many a
 * day, and a year of them came near the ~1 MB at which Google Calendar stops reading a feed.
 */
export const DEFAULT_WINDOWS: Readonly<
  Record<CalendarKind, { readonly back: number; readonly ahead: number }>
> = {
  tongshuicon: { back: 30, ahead: 365 },
  tongshueng: { back: 30, ahead: 365 },
  tongshuchn: { back: 30, ahead: 365 },
  personalpro: { back: 30, ahead: 365 },
  personalprohour: { back: 7, ahead: 90 },
  personalsim: { back: 30, ahead: 365 },
  qmdirection: { back: 30, ahead: 365 },
};

export interface CalendarOptions {
  readonly from: CivilDate;
  readonly to: CivilDate;
  /** Required for the personal calendars: civil time of birth in UTC+8, or a birth moment. */
  readonly birth?: NatalBirth;
  /** When the feed is generated, ms since the epoch: every event's DTSTAMP. */
  readonly generatedAt: number;
  /**
   * The subscriber's own zone (IANA or ±HH:MM; default Asia/Shanghai): timed events are its
   * clock's two-hour slots, written as UTC instants, so the bytes never depend on the server.
   */
  readonly zone?: string;
  /**
   * The subscriber's school for the non-personal feeds (the rest is the default); a personal
   * feed reads its birth in the school the birth carries.
   */
  readonly school?: Partial<School>;
  /**
   * Whom a personal feed is made for when it is not the subscriber (one of a practitioner's
   * people): the calendar's name ends with it, `Personal Pro (day) for Li Wei`, so that feeds of
   * several people subscribed side by side can be told apart.
   */
  readonly for?: string;
}

/**
 * The school fields each feed's content depends on beyond the day change, named in its
 * description: the almanac's displayed year; the Qi Men method and plate of the direction feed
 * and of the natal chart behind the personal feeds.
 */
const SCHOOL_FIELDS_OF: Readonly<Record<CalendarKind, readonly SchoolField[]>> = {
  tongshuicon: ['yearStart', 'dayStarRule'],
  tongshueng: ['yearStart', 'dayStarRule'],
  tongshuchn: ['yearStart', 'dayStarRule'],
  personalpro: ['qimenMethod', 'qimenPlate'],
  personalprohour: ['qimenMethod', 'qimenPlate'],
  personalsim: ['qimenMethod', 'qimenPlate'],
  qmdirection: ['qimenMethod', 'qimenPlate'],
};

export function isCalendarKind(value: string): value is CalendarKind {
  return Object.hasOwn(CALENDARS, value);
}

/** The default window of a feed around `today` (inclusive dates): DEFAULT_WINDOWS. */
export function defaultWindow(
  today: CivilDate,
  kind: CalendarKind,
): { from: CivilDate; to: CivilDate } {
  const { back, ahead } = DEFAULT_WINDOWS[kind];
  return { from: addDays(today, -back), to: addDays(today, ahead) };
}

/**
 * @throws RangeError for an unknown calendar, an impossible or reversed window, one longer than
 * MAX_WINDOW_DAYS, or a personal calendar without a valid birth.
 */
export function buildCalendar(kind: string, options: CalendarOptions): string {
  if (!isCalendarKind(kind)) throw new RangeError(`no such calendar: ${kind}`);
  const from = civilDate(options.from.year, options.from.month, options.from.day);
  const to = civilDate(options.to.year, options.to.month, options.to.day);
  const days = daysBetween(from, to) + 1;
  if (days < 1) throw new RangeError('the window must end on or after its start');
  if (days > MAX_WINDOW_DAYS)
    throw new RangeError(`the window may cover at most ${MAX_WINDOW_DAYS} days`);
  const meta = CALENDARS[kind];
  if (meta.personal && !options.birth)
    throw new RangeError(`${kind} is personal: a birth is required`);
  const natal = options.birth ? natalOf(options.birth) : undefined;
  const zone = parseZone(options.zone ?? DEFAULT_ZONE);
  const school =
    meta.personal && options.birth ? clocksOf(options.birth).school : schoolOf(options.school);
  const events: CalendarEvent[] = [];
  for (let i = 0; i < days; i += 1) {
    const date = addDays(from, i);
    if (kind === 'qmdirection') events.push(qmDirectionEvent(date, school));
    else if (kind === 'personalprohour' && natal)
      events.push(...personalHourEvents(natal, date, zone));
    else if ((kind === 'personalpro' || kind === 'personalsim') && natal)
      events.push(...personalDayEvents(kind, natal, date));
    else if (kind === 'tongshuicon' || kind === 'tongshueng' || kind === 'tongshuchn')
      events.push(almanacEvent(kind, date, school));
  }
  // The conventions and school the feed was made with, as on every chart and day page
  // (docs/engine/time.md, docs/engine/schools.md), and what an unknown birth hour left out.
  const note = natal && meta.personal ? personalFeedNote(natal) : undefined;
  const stamp = [
    conventionsStamp({ dayChange: school.dayChange }, zone.name),
    schoolStamp(school, SCHOOL_FIELDS_OF[kind]),
    ...(note ? [note] : []),
  ].join(' · ');
  return toIcs(
    {
      name: options.for ? `${meta.name} for ${options.for}` : meta.name,
      description: `${meta.description} (${stamp})`,
      generatedAt: options.generatedAt,
    },
    events,
  );
}

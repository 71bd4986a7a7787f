/**
 * The selection a user keeps as a subscribable feed ("Selected dates", issue 23): PUT and DELETE
 * /api/select/keep, the feed at /download/ical/selected/{ical_id}, and its line in the dashboard's
 * calendar list. The feed is judged again on every poll; a person removed since drops out of it.
 */
import { weekdays } from '@tongshu/data';
import { activityNamed, parseHourWindow, parseWeekdays, selectionCalendar } from '@tongshu/engine';
import type { Database } from '../platform/db';
import type { User } from '../models/User';
import { distinctItems } from '../platform/validation';
import { ownPeople } from '../people';
import { notFound } from '../platform/errors';
import { feedDay } from '../platform/http/feedAnswer';
import { feedSubscriber } from '../billing';
import {
  SELECTION_GATE,
  SELECTION_TIER,
  selectForUser,
  selectionInput,
  type SelectionInput,
} from './selectService';

export const SELECTED_FEED = 'selected';
export const NO_KEPT_SELECTION = 'No selection is kept as a calendar';

interface KeptRow {
  readonly user_id: string;
  readonly activity: string;
  readonly from_date: string;
  readonly to_date: string;
  readonly people: string;
  readonly weekdays: string;
  readonly hours: string;
  /** SQLite answers 0 or 1, PostgreSQL a boolean. */
  readonly bujiang: boolean | number;
}

const queryOf = (row: KeptRow) => ({
  activity: row.activity,
  from: row.from_date,
  to: row.to_date,
  people: row.people,
  weekdays: row.weekdays,
  hours: row.hours,
  bujiang: Boolean(row.bujiang),
});

export const selectedFeedPath = (user: User) => `/download/ical/${SELECTED_FEED}/${user.ical_id}`;

/**
 * Keeps the query (checked by answering it first), its filters with it, and answers the feed's
 * path. `weak` is not kept: the feed never holds a weak day (docs/decisions.md, "Weak days").
 */
export async function keepSelection(
  db: Database,
  user: User,
  input: SelectionInput,
): Promise<{ path: string }> {
  const selection = await selectForUser(db, user, input);
  const row = {
    user_id: user.id,
    activity: selection.activity.zh,
    from_date: input.from,
    to_date: input.to,
    people: input.peopleText,
    weekdays: input.weekdays,
    hours: input.hours,
    bujiang: input.bujiang,
    date_updated: new Date().toISOString(),
  };
  await db.knex('kept_selections').insert(row).onConflict('user_id').merge();
  return { path: selectedFeedPath(user) };
}

/** The kept selection's query and the selection it makes today (the public API), or null. */
export async function keptSelectionFor(db: Database, user: User) {
  const row = (await db.knex('kept_selections').where({ user_id: user.id }).first()) as
    KeptRow | undefined;
  if (!row) return null;
  // People removed since the selection was kept drop out of it, as they do from its feed.
  const kept = await keptPeople(db, user, row.people);
  const query = { ...queryOf(row), people: kept.map((person) => person.id).join(',') };
  // Read outside the user's own pages (a client's report, the public API): the user by name.
  const names = kept.map((person) => (person.id === 'me' ? user.name : person.name));
  const described = describedOf(row, names);
  return { ...query, described, selection: await selectForUser(db, user, selectionInput(query)) };
}

export async function dropSelection(db: Database, user: User): Promise<void> {
  await db.knex('kept_selections').where({ user_id: user.id }).delete();
}

/** The kept activity (stored in Chinese) as the page names it: `Marriage (嫁娶)`. */
function activityLabel(zh: string): string {
  const activity = activityNamed(zh);
  return activity ? `${activity.en} (${activity.zh})` : zh;
}

/** A list as an English sentence says it: `Saturdays and Sundays`, `Me, Ana and Ben`. */
const inWords = new Intl.ListFormat('en-GB', { type: 'conjunction' });

/** The kept weekdays in words, Monday first, from the data's glossary: `Saturdays and Sundays`. */
function weekdaysText(text: string): string | undefined {
  // Kept only after the selection answered them, so they read.
  const days = [...(parseWeekdays(text) ?? [])].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7));
  const names = Object.values(weekdays);
  const words = days.map((day) => `${names.find((name) => name.day === day)?.en ?? day}s`);
  return words.length > 0 ? inWords.format(words) : undefined;
}

/**
 * The kept people and filters in words, as the dashboard's line and the client report name them:
 * `for Me and Ben Carter, on Saturdays and Sundays, best hours between 09:00 and 18:00, Free of
 * Generals (不将日) days`; empty when the row names no one and has no filter.
 */
function describedOf(row: KeptRow, names: readonly string[]): string {
  const days = weekdaysText(row.weekdays);
  const window = parseHourWindow(row.hours)?.text.split('-');
  return [
    names.length > 0 && `for ${inWords.format(names)}`,
    days && `on ${days}`,
    window && `best hours between ${window.join(' and ')}`,
    row.bujiang && 'Free of Generals (不将日) days',
  ]
    .filter(Boolean)
    .join(', ');
}

/** The dashboard's line for the feed, when the user keeps a selection and may have it. */
export async function keptCalendarEntry(db: Database, user: User, tier: number) {
  if (tier < SELECTION_TIER) return [];
  const row = (await db.knex('kept_selections').where({ user_id: user.id }).first()) as
    KeptRow | undefined;
  if (!row) return [];
  const described = describedOf(
    row,
    (await keptPeople(db, user, row.people)).map((person) => person.name),
  );
  return [
    {
      calendar: SELECTED_FEED,
      name: 'Selected dates',
      description: `Your kept selection: ${activityLabel(row.activity)}, ${row.from_date} to ${row.to_date}${described && ` ${described}`}, each kept day all day with its best hours`,
      personal: true,
      path: selectedFeedPath(user),
    },
  ];
}

/**
 * GET /download/ical/selected/{ical_id}: the kept selection as .ics, judged now, made as of the
 * start of the subscriber's day, as the other feeds are: every poll of one day with the same
 * kept days gets the same bytes, and so the same ETag (the walk of 2026-11-29 found the request's
 * own second in every DTSTAMP, so no revalidation was ever current).
 */
export async function selectedFeed(
  db: Database,
  icalId: string,
  proAccountId: string | undefined,
  now: number,
): Promise<{ readonly text: string; readonly generatedAt: number }> {
  const user = await feedSubscriber(db, icalId, proAccountId, SELECTION_GATE);
  const kept = await keptSelectionFor(db, user);
  if (!kept) throw notFound(NO_KEPT_SELECTION);
  const { start } = feedDay(user.time_zone, now);
  return { text: selectionCalendar(kept.selection, start), generatedAt: start };
}

/**
 * The kept `people` less those removed since (and `me` without a birth), rather than a 400, with
 * their names as the page's people picker gives them (the user is "Me").
 */
async function keptPeople(
  db: Database,
  user: User,
  people: string,
): Promise<{ id: string; name: string }[]> {
  // Distinct: a row kept before the lists were bounded may name one id many times.
  const ids = distinctItems(people);
  const own = await ownPeople(
    db,
    user,
    ids.filter((id) => id !== 'me'),
  );
  const names = new Map(own.map((person) => [person.id, person.name]));
  if (user.bz_chart) names.set('me', 'Me');
  return ids.flatMap((id) => {
    const name = names.get(id);
    return name === undefined ? [] : [{ id, name }];
  });
}

/**
 * GET /api/select: date selection (docs/engine/selection.md) for the signed-in user's activity,
 * range and people. A professional feature: the Pro tier and above (docs/decisions.md); lower
 * plans get 402 with the plan to upgrade to.
 */
import {
  findActivities,
  SELECTABLE_ACTIVITIES,
  selectDays,
  MAX_SELECTION_DAYS,
  SelectionInputError,
  type ActivityMatch,
  type Selection,
  type SelectionPerson,
} from '@tongshu/engine';
import type { Database } from '../platform/db';
import { badInput, paymentRequired } from '../platform/errors';
import type { User } from '../models/User';
import { MAX_PEOPLE, ownPeople } from '../people';
import type { Access } from '../billing';
import { commaList, tooLong } from '../platform/validation';

export const SELECTION_TIER = 3;
export const SELECTION_PLAN = 'pro';
export const NEEDS_PRO = 'Date selection is part of the Pro Plan';
export const NEEDS_BIRTH = 'Add your date of birth to your profile to select days for yourself';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Longer than any activity's name or search: the engine would echo it in its refusal. */
export const ACTIVITY_MAX = 100;

/** Every person a user may keep, and the user ("me"). */
export const MAX_SELECTION_PEOPLE = MAX_PEOPLE + 1;
/** 51 uuids (36 characters) and their commas are 1,886 characters; the rest is room for spaces. */
export const PEOPLE_MAX_CHARS = 2000;
/** A date (YYYY-MM-DD) and its comma for each day of the longest selection the engine makes. */
export const DATES_MAX_CHARS = MAX_SELECTION_DAYS * 11;

/** GET /api/select/activities?q=: the activities the words find, or all of them without words. */
export function activityChoices(query: unknown): readonly ActivityMatch[] {
  const words = text(query).trim().slice(0, ACTIVITY_MAX);
  return words === '' ? SELECTABLE_ACTIVITIES : findActivities(words);
}

/** `dates` of the .ics export (comma-separated): the kept days to export, or all of them. */
export function selectionDates(value: unknown): ReadonlySet<string> | undefined {
  const dates = commaList(value, 'dates', {
    maxChars: DATES_MAX_CHARS,
    maxItems: MAX_SELECTION_DAYS,
    items: 'dates',
  });
  return dates.length > 0 ? new Set(dates) : undefined;
}

/** A person of the selection from a stored Bazi chart (the engine's, as JSON). */
function fromChart(name: string, chartJson: string): SelectionPerson {
  const chart = JSON.parse(chartJson) as {
    pillars: { year: { branch: string }; day: { branch: string } };
  };
  return { name, yearBranch: chart.pillars.year.branch, dayBranch: chart.pillars.day.branch };
}

/**
 * `people`: comma-separated; `me` is the signed-in user, anything else the id of one of their
 * people (another user's, or none, is a 400 on `people`: the selection cannot be made). Bounded
 * before any query, then read in one query whatever the number of ids.
 */
async function peopleOf(db: Database, user: User, value: unknown): Promise<SelectionPerson[]> {
  const ids = commaList(value, 'people', {
    maxChars: PEOPLE_MAX_CHARS,
    maxItems: MAX_SELECTION_PEOPLE,
    items: 'people',
  });
  const me = user.bz_chart;
  if (ids.includes('me') && !me) throw badInput(NEEDS_BIRTH, 'people');
  const own = await ownPeople(
    db,
    user,
    ids.filter((id) => id !== 'me'),
  );
  const byId = new Map(own.map((person) => [person.id, person]));
  return ids.map((id) => {
    if (id === 'me' && me) return fromChart(user.name, me);
    const person = byId.get(id);
    if (!person) throw badInput(`No such person: ${id}`, 'people');
    return fromChart(person.name, person.bz_chart);
  });
}

export async function selectForUser(
  db: Database,
  user: User,
  access: Access,
  query: Readonly<Record<string, unknown>>,
): Promise<Selection> {
  if (access.tier < SELECTION_TIER) {
    throw paymentRequired(NEEDS_PRO, { plan: SELECTION_PLAN });
  }
  const activity = text(query.activity);
  if (!activity.trim()) throw badInput('Please choose an activity', 'activity');
  if (activity.length > ACTIVITY_MAX) throw tooLong(ACTIVITY_MAX, 'activity');
  const people = await peopleOf(db, user, query.people);
  try {
    return selectDays({
      activity,
      from: text(query.from),
      to: text(query.to),
      people,
      zone: user.time_zone,
    });
  } catch (error) {
    if (error instanceof SelectionInputError) throw badInput(error.message, error.field);
    throw error;
  }
}

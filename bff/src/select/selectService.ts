/**
 * GET /api/select: date selection (docs/engine/selection.md) for the signed-in user's activity,
 * range and people. A professional feature: the Pro tier and above (docs/decisions.md); lower
 * plans get 402 with the plan to upgrade to.
 */
import {
  findActivities,
  HOURS_MESSAGE,
  WEEKDAYS_MESSAGE,
  SELECTABLE_ACTIVITIES,
  MAX_SELECTION_DAYS,
  SelectionInputError,
  type ActivityMatch,
  type SelectionPerson,
} from '@tongshu/engine';
import type { SelectionAnswer } from '../api';
import type { Database } from '../platform/db';
import { badInput } from '../platform/errors';
import type { User } from '../models/User';
import { MAX_PEOPLE, ownPeople } from '../people';
import type { TierGate } from '../billing';
import { commaList, tooLong } from '../platform/validation';
import { selectInWorker } from './selectionPool';

export const SELECTION_TIER = 3;
export const SELECTION_PLAN = 'pro';
export const NEEDS_PRO = 'Date selection is part of the Pro Plan';
/** The routes' plan gate (`requireSubscription`): the Pro tier and above. */
export const SELECTION_GATE: TierGate = {
  tier: SELECTION_TIER,
  plan: SELECTION_PLAN,
  message: NEEDS_PRO,
};
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

/** What a selection asks, parsed from the query (or the kept selection's body). */
export interface SelectionInput {
  readonly activity: string;
  readonly from: string;
  readonly to: string;
  /** `me` (the signed-in user) and ids of their people: distinct and bounded. */
  readonly people: readonly string[];
  /** `people` as it was sent (a kept selection keeps it so). */
  readonly peopleText: string;
  /** Keep the weak days too (scoring below zero), marked weak: only when asked (`weak=true`). */
  readonly weak: boolean;
  /** The filters (issue 45), as sent: the engine reads them and names the field it refuses. */
  readonly weekdays: string;
  readonly hours: string;
  /** Keep only 不将 days (weddings only): `bujiang=true`. */
  readonly bujiang: boolean;
}

/** `weak=true` (or `bujiang=true`) asks for it; false or nothing does not. */
function flagOf(value: unknown, field: 'weak' | 'bujiang'): boolean {
  if (value === undefined || value === '' || value === 'false' || value === false) return false;
  if (value === 'true' || value === true) return true;
  throw badInput(`Please give ${field} as true or false`, field);
}

/** Longer than any list of the seven weekdays or any window: refused before the engine reads it. */
const FILTER_MAX = 100;

/**
 * A filter's text, bounded; the engine judges its words. Given twice (`weekdays=sat&weekdays=sun`)
 * or as no text, it is refused rather than dropped.
 */
function filterText(value: unknown, field: 'weekdays' | 'hours'): string {
  if (value !== undefined && typeof value !== 'string') {
    throw badInput(field === 'weekdays' ? WEEKDAYS_MESSAGE : HOURS_MESSAGE, field);
  }
  const given = text(value);
  if (given.length > FILTER_MAX) throw tooLong(FILTER_MAX, field);
  return given;
}

/**
 * The selection's fields: the activity (required, bounded), `people`, comma-separated, bounded
 * before any query, `weak` and `bujiang`; `from`, `to`, `weekdays` and `hours` are the engine's
 * to judge.
 */
export function selectionInput(fields: Readonly<Record<string, unknown>>): SelectionInput {
  const activity = text(fields.activity);
  if (!activity.trim()) throw badInput('Please choose an activity', 'activity');
  if (activity.length > ACTIVITY_MAX) throw tooLong(ACTIVITY_MAX, 'activity');
  const people = commaList(fields.people, 'people', {
    maxChars: PEOPLE_MAX_CHARS,
    maxItems: MAX_SELECTION_PEOPLE,
    items: 'people',
  });
  return {
    activity,
    from: text(fields.from),
    to: text(fields.to),
    people,
    peopleText: text(fields.people),
    weak: flagOf(fields.weak, 'weak'),
    weekdays: filterText(fields.weekdays, 'weekdays'),
    hours: filterText(fields.hours, 'hours'),
    bujiang: flagOf(fields.bujiang, 'bujiang'),
  };
}

/**
 * `me` is the signed-in user, anything else the id of one of their people (another user's, or
 * none, is a 400 on `people`: the selection cannot be made), read in one query whatever the
 * number of ids.
 */
export async function selectionPeopleOf(
  db: Database,
  user: User,
  ids: readonly string[],
): Promise<SelectionPerson[]> {
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

/** The selection for a user whose plan the route has checked (`SELECTION_GATE`). */
export async function selectForUser(
  db: Database,
  user: User,
  input: SelectionInput,
): Promise<SelectionAnswer> {
  const people = await selectionPeopleOf(db, user, input.people);
  try {
    return await selectInWorker({
      activity: input.activity,
      from: input.from,
      to: input.to,
      people,
      zone: user.time_zone,
      weak: input.weak,
      weekdays: input.weekdays,
      hours: input.hours,
      bujiang: input.bujiang,
    });
  } catch (error) {
    if (error instanceof SelectionInputError) throw badInput(error.message, error.field);
    throw error;
  }
}

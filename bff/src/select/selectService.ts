/**
 * GET /api/select: date selection (docs/engine/selection.md) for the signed-in user's activity,
 * range and people. A professional feature: the Pro tier and above (docs/decisions.md); lower
 * plans get 402 with the plan to upgrade to.
 */
import {
  findActivities,
  SELECTABLE_ACTIVITIES,
  selectDays,
  SelectionInputError,
  type ActivityMatch,
  type Selection,
  type SelectionPerson,
} from '@tongshu/engine';
import type { Database } from '../db';
import { badInput, paymentRequired } from '../errors';
import type { User } from '../models/User';
import { ownPerson } from '../people/peopleService';
import type { Access } from '../services/accessService';

export const SELECTION_TIER = 3;
export const SELECTION_PLAN = 'pro';
export const NEEDS_PRO = 'Date selection is part of the Pro Plan';
export const NEEDS_BIRTH = 'Add your date of birth to your profile to select days for yourself';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** GET /api/select/activities?q=: the activities the words find, or all of them without words. */
export function activityChoices(query: unknown): readonly ActivityMatch[] {
  const words = text(query).trim().slice(0, 100);
  return words === '' ? SELECTABLE_ACTIVITIES : findActivities(words);
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
 * people (another user's, or none, is a 400 on `people`: the selection cannot be made).
 */
async function peopleOf(db: Database, user: User, value: string): Promise<SelectionPerson[]> {
  const ids = [
    ...new Set(
      value
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
  return Promise.all(
    ids.map(async (id) => {
      if (id === 'me') {
        if (!user.bz_chart) throw badInput(NEEDS_BIRTH, 'people');
        return fromChart(user.name, user.bz_chart);
      }
      const person = await ownPerson(db, user, id).catch(() => {
        throw badInput(`No such person: ${id}`, 'people');
      });
      return fromChart(person.name, person.bz_chart);
    }),
  );
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
  if (!text(query.activity).trim()) throw badInput('Please choose an activity', 'activity');
  const people = await peopleOf(db, user, text(query.people));
  try {
    return selectDays({
      activity: text(query.activity),
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

/**
 * GET /api/select: date selection (docs/engine/selection.md) for the signed-in user's activity,
 * range and people. A professional feature: the Pro tier and above (docs/decisions.md); lower
 * plans get 402 with the plan to upgrade to.
 */
import {
  selectDays,
  SelectionInputError,
  type Selection,
  type SelectionPerson,
} from '@tongshu/engine';
import type { Access } from '../services/accessService';
import { badInput, paymentRequired } from '../errors';
import type { User } from '../models/User';

export const SELECTION_TIER = 3;
export const SELECTION_PLAN = 'pro';
export const NEEDS_PRO = 'Date selection is part of the Pro Plan';
export const NEEDS_BIRTH = 'Add your date of birth to your profile to select days for yourself';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The signed-in user as a person of the selection, from their stored Bazi chart. */
function userAsPerson(user: User): SelectionPerson {
  if (!user.bz_chart) throw badInput(NEEDS_BIRTH, 'people');
  const chart = JSON.parse(user.bz_chart) as {
    pillars: { year: { branch: string }; day: { branch: string } };
  };
  return {
    name: user.name,
    yearBranch: chart.pillars.year.branch,
    dayBranch: chart.pillars.day.branch,
  };
}

/** `people`: comma-separated; `me` is the signed-in user. */
function peopleOf(user: User, value: string): SelectionPerson[] {
  const ids = value
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  return ids.map((id) => {
    if (id === 'me') return userAsPerson(user);
    throw badInput(`No such person: ${id}`, 'people');
  });
}

export function selectForUser(
  user: User,
  access: Access,
  query: Readonly<Record<string, unknown>>,
): Selection {
  if (access.tier < SELECTION_TIER) {
    throw paymentRequired(NEEDS_PRO, { plan: SELECTION_PLAN });
  }
  if (!text(query.activity).trim()) throw badInput('Please choose an activity', 'activity');
  const people = peopleOf(user, text(query.people));
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

/**
 * Why a day is refused for an activity and the people concerned: the almanac's own verdict (the
 * activity is not in the day's 宜, or is in its 忌), the day's branch clashing a person's year or
 * day branch (冲), and the classical exclusions (`exclusions.ts`).
 */
import { branchIndex } from '../sexagenary/cycle';
import { clashBranch } from '../sexagenary/relations';
import { listsActivity } from './activities';
import { exclusionsOf } from './exclusions';
import { branchEnglish } from './termEnglish';
import type { SelectionDayFacts, SelectionPerson, SelectionReason } from './types';

/** The people whose year or day branch the branch clashes, as refusal reasons. */
export function clashes(
  branch: string,
  people: readonly SelectionPerson[],
  what: 'day' | 'hour',
): SelectionReason[] {
  const clashed = clashBranch(branchIndex(branch));
  // Most branches clash nobody: looked at before any reason is built (each slot of each day
  // asks, issue 46).
  const clashing = (own: string) => branchIndex(own) === clashed;
  if (!people.some((person) => clashing(person.yearBranch) || clashing(person.dayBranch)))
    return [];
  return people.flatMap((person) =>
    (['year', 'day'] as const)
      .filter((pillar) => clashing(pillar === 'year' ? person.yearBranch : person.dayBranch))
      .map((pillar) => {
        const own = pillar === 'year' ? person.yearBranch : person.dayBranch;
        return {
          code: 'clash',
          // Chinese only, as every reason's `zh` (its name is the user's words): the English names them.
          zh: `${branch}冲${own}`,
          en: `The ${what}'s ${branchEnglish(branch)} branch clashes ${person.name}'s ${pillar} branch, ${branchEnglish(own)}`,
        };
      }),
  );
}

export function dayRefusals(
  ts: SelectionDayFacts,
  activity: string,
  people: readonly SelectionPerson[],
): SelectionReason[] {
  const reasons: SelectionReason[] = [];
  if (!listsActivity(ts.day_yi, activity)) {
    reasons.push({
      code: 'not-suitable',
      zh: `不宜${activity}`,
      en: "Not among the day's suitable activities",
    });
  }
  if (listsActivity(ts.day_ji, activity)) {
    reasons.push({
      code: 'avoid',
      zh: `忌${activity}`,
      en: "Among the day's activities to avoid",
    });
  }
  reasons.push(...clashes(ts.day_zhi, people, 'day'));
  for (const rule of exclusionsOf(ts, activity)) {
    reasons.push({ code: rule.code, zh: rule.zh, en: rule.en });
  }
  return reasons;
}

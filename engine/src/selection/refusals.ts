/**
 * Why a day is refused for an activity and the people concerned: the almanac's own verdict (the
 * activity is not in the day's 宜, or is in its 忌), the day's branch clashing a person's year or
 * day branch (冲), and the classical exclusions (`exclusions.ts`).
 *
 * Each reason is made once (per activity, per rule, per selection's people) and shared by the
 * days it refuses (`keptReasons.ts`).
 */
import { BRANCHES, branchIndex } from '../sexagenary/cycle';
import { clashBranch } from '../sexagenary/relations';
import { listsActivity } from './activities';
import { addExclusions } from './exclusions';
import { keptReason } from './keptReasons';
import { branchEnglish } from './termEnglish';
import type { SelectionDayFacts, SelectionPerson, SelectionReason } from './types';

/** The refusals of each branch 子..亥 (by index): the people whose year or day branch it clashes. */
export type ClashReasons = readonly (readonly SelectionReason[])[];

/** A branch's clashes with the people's year and day branches, as refusals of a day. */
function clashesOf(branch: number, people: readonly SelectionPerson[]): SelectionReason[] {
  const name = BRANCHES[branch] as string;
  return people.flatMap((person) =>
    (['year', 'day'] as const).flatMap((pillar) => {
      const own = pillar === 'year' ? person.yearBranch : person.dayBranch;
      if (clashBranch(branchIndex(own)) !== branch) return [];
      return Object.freeze({
        code: 'clash',
        // Chinese only, as every reason's `zh` (its name is the user's words): the English names them.
        zh: `${name}冲${own}`,
        en: `The day's ${branchEnglish(name)} branch clashes ${person.name}'s ${pillar} branch, ${branchEnglish(own)}`,
      });
    }),
  );
}

/**
 * The people's clashes for each of the twelve branches, made once per selection: a day reads its
 * branch's, and an hour whose branch has any is not offered.
 * @throws RangeError when a person's branch is not an earthly branch.
 */
export function clashReasons(people: readonly SelectionPerson[]): ClashReasons {
  return BRANCHES.map((_, branch) => clashesOf(branch, people));
}

/** The almanac's verdicts of each activity asked (`selectDays` asks only selectable ones). */
const notSuitable = new Map<string, SelectionReason>();
const avoided = new Map<string, SelectionReason>();

const notSuitableReason = (activity: string): SelectionReason => ({
  code: 'not-suitable',
  zh: `不宜${activity}`,
  en: "Not among the day's suitable activities",
});

const avoidedReason = (activity: string): SelectionReason => ({
  code: 'avoid',
  zh: `忌${activity}`,
  en: "Among the day's activities to avoid",
});

/** Every reason that refuses the day; `clashes` from `clashReasons` of the selection's people. */
export function dayRefusals(
  ts: SelectionDayFacts,
  activity: string,
  clashes: ClashReasons,
): SelectionReason[] {
  const reasons: SelectionReason[] = [];
  if (!listsActivity(ts.day_yi, activity)) {
    reasons.push(keptReason(notSuitable, activity, notSuitableReason, activity));
  }
  if (listsActivity(ts.day_ji, activity)) {
    reasons.push(keptReason(avoided, activity, avoidedReason, activity));
  }
  reasons.push(...(clashes[branchIndex(ts.day_zhi)] ?? []));
  addExclusions(ts, activity, reasons);
  return reasons;
}

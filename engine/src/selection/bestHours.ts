/**
 * A kept day's best hours for the activity: the two-hour slots whose own verdict allows it (not
 * in the hour's 忌), that clash neither the day (日破 hour) nor any person, scored by the hour's
 * 宜 (+2) and its belt god (黄道 +2, 黑道 -1); slots with no positive score are left out. The
 * reasons are made once and shared by every hour that gives them (issue 46).
 */
import { formatCivilDate, hourSlotStartAt, pad2 } from '../calendar/civilDate';
import { branchIndex, hourSlotStart } from '../sexagenary/cycle';
import { clashBranch } from '../sexagenary/relations';
import { listsActivity } from './activities';
import { slotInWindow, type HourWindow } from './filters';
import { beltReason, keptReason, pointsOf } from './keptReasons';
import type { ClashReasons } from './refusals';
import type { SelectedHour, SelectionDay, SelectionReason, SelectionSlot } from './types';

/** The reasons of the hours: `时宜` per activity, the belt per god (whose type is its own). */
const suitsByActivity = new Map<string, SelectionReason>();
const beltsByGod = new Map<string, SelectionReason>();

const hourSuits = (activity: string): SelectionReason => ({
  code: 'hour-suitable',
  zh: `时宜${activity}`,
  en: 'The hour suits it',
  points: 2,
});

function hourBelt(slot: SelectionSlot): SelectionReason {
  return beltReason(slot.time_tian_shen, slot.time_tian_shen_type, 'hour', -1);
}

function hourReasons(slot: SelectionSlot, activity: string): SelectionReason[] {
  const belt = keptReason(beltsByGod, slot.time_tian_shen, hourBelt, slot);
  return listsActivity(slot.time_yi, activity)
    ? [keptReason(suitsByActivity, activity, hourSuits, activity), belt]
    : [belt];
}

/**
 * A slot's hour on the selection's own clock, as the almanac page of that date lists its slots on
 * any clock (docs/engine/time.md): 子 from 23:00 the evening before, 丑 01:00-02:59 ...
 */
function hourOnClock(ts: SelectionDay, scored: ScoredHour): SelectedHour {
  const slot = hourSlotStartAt(ts, scored.branch);
  // Only 子 starts on the day before: the others reuse the day's own date.
  const day = slot.day === ts.day ? ts.date : formatCivilDate(slot);
  return {
    branch: (ts.slots[scored.branch] as SelectionSlot).zhi,
    start: `${day} ${pad2(slot.hour)}:00`,
    end: `${ts.date} ${pad2((slot.hour + 1) % 24)}:59`,
    score: scored.score,
    reasons: scored.reasons,
  };
}

interface ScoredHour {
  readonly branch: number;
  readonly score: number;
  readonly reasons: readonly SelectionReason[];
}

// Made once, not per day: the day loop runs unoptimised in a fresh process (issue 46).
const higherScore = (a: ScoredHour, b: ScoredHour) => a.score > b.score;
const earlierBranch = (a: ScoredHour, b: ScoredHour) => a.branch < b.branch;

/**
 * Sorts `hours` in place, stably, `before` saying which of two comes first: an insertion sort of a
 * dozen slots at most, where `Array#sort` allocates its work arrays on every call (a tenth of a
 * cold year's garbage, issue 46).
 */
function sortHours(
  hours: ScoredHour[],
  before: (a: ScoredHour, b: ScoredHour) => boolean,
): ScoredHour[] {
  for (let i = 1; i < hours.length; i += 1) {
    const hour = hours[i] as ScoredHour;
    let at = i;
    for (; at > 0 && before(hour, hours[at - 1] as ScoredHour); at -= 1) {
      hours[at] = hours[at - 1] as ScoredHour;
    }
    hours[at] = hour;
  }
  return hours;
}

/**
 * The `count` highest-scoring slots (ties to the earlier) of those the day can offer at all (not
 * its breaker hour, clashing nobody: `clashes` from `clashReasons` of the selection's people, not
 * avoiding the activity) and wholly inside `window` (every slot without one), listed in time order
 * on the clock: 子 from 23:00 the evening before first, so a reader never sees "07:00, 13:00,
 * 01:00".
 */
export function bestHours(
  ts: SelectionDay,
  activity: string,
  clashes: ClashReasons,
  count: number,
  window?: HourWindow,
): SelectedHour[] {
  const dayClash = clashBranch(branchIndex(ts.day_zhi));
  const scored: ScoredHour[] = [];
  for (let branch = 0; branch < ts.slots.length; branch += 1) {
    const slot = ts.slots[branch] as SelectionSlot;
    if (branch === dayClash || (clashes[branch]?.length ?? 0) > 0) continue;
    if (listsActivity(slot.time_ji, activity)) continue;
    // The slot's start on the clock, `HH:mm`, the same on every date.
    if (window && !slotInWindow(`${pad2(hourSlotStart(branch))}:00`, window)) continue;
    const reasons = hourReasons(slot, activity);
    const score = pointsOf(reasons);
    if (score > 0) scored.push({ branch, score, reasons });
  }
  // The sort is stable: of equal scores the earlier slot stays first.
  return sortHours(sortHours(scored, higherScore).slice(0, count), earlierBranch).map((hour) =>
    hourOnClock(ts, hour),
  );
}

/** The best of a day's hours (listed in time order): the highest score, the earlier on a tie. */
export function bestHourOf<Hour extends { readonly score: number }>(
  hours: readonly Hour[],
): Hour | undefined {
  return hours.reduce<Hour | undefined>(
    (best, hour) => (best === undefined || hour.score > best.score ? hour : best),
    undefined,
  );
}

/**
 * A kept day's best hours for the activity: the two-hour slots whose own verdict allows it (not
 * in the hour's 忌), that clash neither the day (日破 hour) nor any person, scored by the hour's
 * 宜 (+2) and its belt god (黄道 +2, 黑道 -1); slots with no positive score are left out. The
 * reasons are made once and shared by every hour that gives them (issue 46).
 */
import { hourSlotStartAt, pad2 } from '../calendar/civilDate';
import { branchIndex } from '../sexagenary/cycle';
import { clashBranch } from '../sexagenary/relations';
import { listsActivity } from './activities';
import { slotInWindow, type HourWindow } from './filters';
import { keptReason, pointsOf } from './keptReasons';
import type { ClashReasons } from './refusals';
import { beltGodEnglish } from './termEnglish';
import type { SelectedHour, SelectionDay, SelectionReason, SelectionSlot } from './types';

/** The reasons of the hours: `时宜` per activity, the belt per god (whose type is its own). */
const suitsByActivity = new Map<string, SelectionReason>();
const beltsByGod = new Map<string, SelectionReason>();

const hourSuits = (activity: string) =>
  keptReason(suitsByActivity, activity, () => ({
    code: 'hour-suitable',
    zh: `时宜${activity}`,
    en: 'The hour suits it',
    points: 2,
  }));

function hourBelt(slot: SelectionSlot): SelectionReason {
  const god = slot.time_tian_shen;
  const type = slot.time_tian_shen_type;
  return keptReason(beltsByGod, god, () => {
    const yellow = type === '黄道';
    return {
      code: 'belt',
      zh: `${god}（${type}）`,
      en: `${yellow ? 'Yellow' : 'Black'} Belt hour: ${beltGodEnglish(god)}`,
      points: yellow ? 2 : -1,
    };
  });
}

function hourReasons(slot: SelectionSlot, activity: string): SelectionReason[] {
  const belt = hourBelt(slot);
  return listsActivity(slot.time_yi, activity) ? [hourSuits(activity), belt] : [belt];
}

/**
 * Start and end of a slot on the selection's own clock, as the almanac page of that date lists its
 * slots on any clock (docs/engine/time.md): 子 from 23:00 the evening before, 丑 01:00-02:59 ...
 */
function onClock(ts: SelectionDay, branch: number): { start: string; end: string } {
  const slot = hourSlotStartAt(ts, branch);
  const day = `${slot.year}-${pad2(slot.month)}-${pad2(slot.day)}`;
  return {
    start: `${day} ${pad2(slot.hour)}:00`,
    end: `${ts.date} ${pad2((slot.hour + 1) % 24)}:59`,
  };
}

interface ScoredHour {
  readonly branch: number;
  readonly score: number;
  readonly reasons: readonly SelectionReason[];
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
  ts.slots.forEach((slot, branch) => {
    if (branch === dayClash || (clashes[branch]?.length ?? 0) > 0) return;
    if (listsActivity(slot.time_ji, activity)) return;
    if (window && !slotInWindow(onClock(ts, branch).start.slice(11), window)) return;
    const reasons = hourReasons(slot, activity);
    const score = pointsOf(reasons);
    if (score > 0) scored.push({ branch, score, reasons });
  });
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, count)
    .sort((a, b) => a.branch - b.branch)
    .map(({ branch, score, reasons }) => ({
      branch: (ts.slots[branch] as SelectionSlot).zhi,
      ...onClock(ts, branch),
      score,
      reasons,
    }));
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

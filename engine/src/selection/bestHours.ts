/**
 * A kept day's best hours for the activity: the two-hour slots whose own verdict allows it (not
 * in the hour's 忌), that clash neither the day (日破 hour) nor any person, scored by the hour's
 * 宜 (+2) and its belt god (黄道 +2, 黑道 -1); slots with no positive score are left out.
 */
import { hourSlotStartAt, pad2 } from '../calendar/civilDate';
import { branchIndex } from '../sexagenary/cycle';
import { clashBranch } from '../sexagenary/relations';
import { listsActivity } from './activities';
import { slotInWindow, type HourWindow } from './filters';
import { clashes } from './refusals';
import { beltGodEnglish } from './termEnglish';
import type {
  SelectedHour,
  SelectionDay,
  SelectionPerson,
  SelectionReason,
  SelectionSlot,
} from './types';

function hourReasons(slot: SelectionSlot, activity: string): SelectionReason[] {
  const reasons: SelectionReason[] = [];
  if (listsActivity(slot.time_yi, activity)) {
    reasons.push({
      code: 'hour-suitable',
      zh: `时宜${activity}`,
      en: 'The hour suits it',
      points: 2,
    });
  }
  const yellow = slot.time_tian_shen_type === '黄道';
  reasons.push({
    code: 'belt',
    zh: `${slot.time_tian_shen}（${slot.time_tian_shen_type}）`,
    en: `${yellow ? 'Yellow' : 'Black'} Belt hour: ${beltGodEnglish(slot.time_tian_shen)}`,
    points: yellow ? 2 : -1,
  });
  return reasons;
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

/** The slots a day can offer at all: not its breaker hour, clashing nobody, not avoiding it. */
function openSlots(
  ts: SelectionDay,
  activity: string,
  people: readonly SelectionPerson[],
): number[] {
  const dayClash = clashBranch(branchIndex(ts.day_zhi));
  return ts.slots.flatMap((slot, branch) =>
    branch !== dayClash &&
    !listsActivity(slot.time_ji, activity) &&
    clashes(slot.zhi, people, 'hour').length === 0
      ? [branch]
      : [],
  );
}

/**
 * The `count` highest-scoring slots (ties to the earlier) of those wholly inside `window` (every
 * slot without one), listed in time order on the clock: 子 from 23:00 the evening before first,
 * so a reader never sees "07:00, 13:00, 01:00".
 */
export function bestHours(
  ts: SelectionDay,
  activity: string,
  people: readonly SelectionPerson[],
  count: number,
  window?: HourWindow,
): SelectedHour[] {
  return openSlots(ts, activity, people)
    .filter((branch) => !window || slotInWindow(onClock(ts, branch).start.slice(11), window))
    .map((branch) => {
      const slot = ts.slots[branch] as SelectionSlot;
      const reasons = hourReasons(slot, activity);
      const score = reasons.reduce((sum, reason) => sum + (reason.points ?? 0), 0);
      return { branch, slot, score, reasons };
    })
    .filter((hour) => hour.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, count)
    .sort((a, b) => a.branch - b.branch)
    .map(({ branch, slot, score, reasons }) => ({
      branch: slot.zhi,
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

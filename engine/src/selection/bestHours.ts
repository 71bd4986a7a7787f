/**
 * A kept day's best hours for the activity: the two-hour slots whose own verdict allows it (not
 * in the hour's 忌), that clash neither the day (日破 hour) nor any person, scored by the hour's
 * 宜 (+2) and its belt god (黄道 +2, 黑道 -1); slots with no positive score are left out.
 */
import { branchIndex, hourSlotStart } from '../sexagenary/cycle';
import { clashBranch } from '../sexagenary/relations';
import { onZoneClock } from '../time/onZoneClock';
import type { LocalFields } from '../time/zone';
import { clashes } from './refusals';
import type {
  SelectedHour,
  SelectionDay,
  SelectionPerson,
  SelectionReason,
  SelectionSlot,
} from './types';

const two = (n: number) => String(n).padStart(2, '0');
const stamp = (at: LocalFields) =>
  `${at.year}-${two(at.month)}-${two(at.day)} ${two(at.hour)}:${two(at.minute)}`;

function hourReasons(slot: SelectionSlot, activity: string): SelectionReason[] {
  const reasons: SelectionReason[] = [];
  if (slot.time_yi.includes(activity)) {
    reasons.push({
      code: 'hour-suitable',
      zh: `时宜${activity}`,
      en: 'The hour suits it (宜)',
      points: 2,
    });
  }
  const yellow = slot.time_tian_shen_type === '黄道';
  reasons.push({
    code: 'belt',
    zh: `${slot.time_tian_shen}（${slot.time_tian_shen_type}）`,
    en: `${yellow ? 'Yellow' : 'Black'} Belt hour (${slot.time_tian_shen})`,
    points: yellow ? 2 : -1,
  });
  return reasons;
}

/** Start and end of a slot on `zone`'s clock (the 子 slot starts at 23:00 the evening before). */
function onClock(ts: SelectionDay, branch: number, zone: string): { start: string; end: string } {
  const startHour = hourSlotStart(branch);
  const day = branch === 0 ? ts.day - 1 : ts.day;
  const at = (hour: number, minute: number) =>
    stamp(onZoneClock({ year: ts.year, month: ts.month, day, hour, minute }, zone));
  return { start: at(startHour, 0), end: at(startHour + 1, 59) };
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
    !slot.time_ji.includes(activity) &&
    clashes(slot.zhi, people, 'hour').length === 0
      ? [branch]
      : [],
  );
}

export function bestHours(
  ts: SelectionDay,
  activity: string,
  people: readonly SelectionPerson[],
  zone: string,
  count: number,
): SelectedHour[] {
  return openSlots(ts, activity, people)
    .map((branch) => {
      const slot = ts.slots[branch] as SelectionSlot;
      const reasons = hourReasons(slot, activity);
      const score = reasons.reduce((sum, reason) => sum + (reason.points ?? 0), 0);
      return { branch, slot, score, reasons };
    })
    .filter((hour) => hour.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, count)
    .map(({ branch, slot, score, reasons }) => ({
      branch: slot.zhi,
      chinaTime: slot.time,
      ...onClock(ts, branch, zone),
      score,
      reasons,
    }));
}

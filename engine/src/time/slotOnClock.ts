import { addDays, hourSlotStartAt, type CivilDate } from '../calendar/civilDate';
import { offsetMsAt, resolveLocal, type Zone } from './zone';

const TWO_HOURS_MS = 2 * 3600 * 1000;

/**
 * The instants (ms since the epoch) at which a date's two-hour slot of `branch` (0 子 .. 11 亥)
 * starts and ends on `zone`'s clock: 子 from 23:00 the evening before, 丑 from 01:00, ... 亥 from
 * 21:00, whatever the zone, as the subscriber's almanac page lists them (docs/engine/time.md,
 * "The user's own clock"). A slot is two hours on the clock: one or three hours of elapsed time
 * across a daylight-saving change. A start the clocks skipped is read as `resolveLocal` reads it.
 */
export function slotOnClock(
  date: CivilDate,
  branch: number,
  zone: Zone,
): { readonly startUtc: number; readonly endUtc: number } {
  const slot = hourSlotStartAt(date, branch);
  const startUtc = resolveLocal(zone, { ...slot, second: 0 }).utcMs;
  const twoHours = startUtc + TWO_HOURS_MS;
  const endUtc =
    offsetMsAt(zone, twoHours) === offsetMsAt(zone, startUtc)
      ? twoHours
      : resolveLocal(zone, {
          ...addDays(slot, slot.hour >= 22 ? 1 : 0),
          hour: (slot.hour + 2) % 24,
          minute: 0,
          second: 0,
        }).utcMs;
  return { startUtc, endUtc };
}

/**
 * The QM hour selector offers the odd hours 1..23, each the start of a two-hour slot. An even hour
 * belongs to the slot that began the hour before; hour 0 belongs to the 23:00 slot of the
 * previous date (spec section 4: "an even hour maps to the previous hour; hour 0 maps to 23").
 */
import { addDays, type CivilDate, type CivilDateTime } from '../calendar/civilDate';

/** The slot start (odd hour, minute 0) that contains the given date-time. */
export function qimenHourSlot(at: CivilDateTime): CivilDateTime {
  if (at.hour === 0) return { ...addDays(at, -1), hour: 23, minute: 0 };
  const hour = at.hour % 2 === 0 ? at.hour - 1 : at.hour;
  return { ...(at as CivilDate), hour, minute: 0 };
}

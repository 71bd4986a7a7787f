import type { InstantFields } from '../bazi/instant';
import { parseZone, localFieldsAt, type LocalFields } from './zone';

/** An instant read on China's civil clock (UTC+8), read again on the clock of `zone`. */
export function onZoneClock(chinaClock: InstantFields, zone: string): LocalFields {
  const utcMs =
    Date.UTC(
      chinaClock.year,
      chinaClock.month - 1,
      chinaClock.day,
      chinaClock.hour,
      chinaClock.minute,
      chinaClock.second ?? 0,
    ) -
    8 * 3600000;
  return localFieldsAt(parseZone(zone), utcMs);
}

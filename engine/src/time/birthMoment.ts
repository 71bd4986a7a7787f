/**
 * The moment of a birth as the Bazi chart uses it (docs/engine/time.md): a local clock reading in
 * a zone, turned into an absolute instant by the IANA rules of that date (historic daylight saving
 * included), and the clock the day and hour pillars are read from.
 *
 * - Year and month pillars, the luck pillars' 节 and every solar term compare the instant with the
 *   term instants (absolute time); the engine keeps term instants in China's civil time (UTC+8),
 *   so the instant is carried as `china`, the same instant on a UTC+8 clock.
 * - Day and hour pillars read `clock`: the local clock as entered; in China (Asia/Shanghai and its
 *   aliases) with its 1986-1991 daylight saving removed by default (China's standard time, UTC+8);
 *   or the true solar time at the birth longitude when asked.
 */
import { CHINA_ZONES } from '@tongshu/data';
import { civilDateTime, type CivilDateTime } from '../calendar/civilDate';
import type { DayChange } from '../calendar/pillarsAt';
import { schoolChoice } from '../schools/options';
import { schoolOf, type School } from '../schools/school';
import { trueSolarTimeMs } from './solarTime';
import { clockFieldsOf, parseZone, resolveLocal, type LocalFields, type LocalStatus } from './zone';

/** The zone a birth is read in when none is given: China's, as printed almanacs are. */
export const DEFAULT_ZONE = 'Asia/Shanghai';

const HOUR = 3600000;

/**
 * Where and how a birth is charted. Every field has China's convention as its default; the school
 * fields (`School`: luck start, Qi Men method and plate, year start) have today's behaviour.
 */
export interface ChartOptions extends Partial<Omit<School, 'dayChange'>> {
  /** IANA name or `±HH:MM`; default Asia/Shanghai. */
  readonly zone?: string;
  /** Degrees east (negative west), -180..180: needed for true solar time. */
  readonly longitude?: number;
  /** Read the day and hour pillars from the true solar time at `longitude`; default false. */
  readonly solarTime?: boolean;
  /** When the day pillar changes and whose stem the 23:00 hour takes (`DayChange`). */
  readonly dayChange?: DayChange;
  /** China's 1986-1991 daylight saving removed from the clock (default) or kept. */
  readonly chinaDaylightSaving?: 'removed' | 'kept';
}

/** A date and clock to the second. */
export type ClockFields = LocalFields;

export type ClockKind = 'local clock' | 'China standard time' | 'true solar time';

export interface BirthMoment {
  /** The clock reading as entered, in `zone`. */
  readonly entered: ClockFields;
  /** The zone's canonical name (`Europe/London`) or the offset as given. */
  readonly zone: string;
  /** The absolute instant, ISO 8601 in UTC. */
  readonly instant: string;
  /** The zone's offset at the instant, minutes east (may carry seconds as a fraction). */
  readonly offsetMinutes: number;
  /** The instant on China's civil clock (UTC+8): what the solar terms are compared with. */
  readonly china: CivilDateTime;
  /** The clock the day and hour pillars are read from. */
  readonly clock: ClockFields;
  readonly clockKind: ClockKind;
  /** Whether the entered reading was skipped or repeated by a daylight-saving change. */
  readonly status: LocalStatus;
  /** For a repeated reading: the later of its two instants, ISO 8601 UTC. */
  readonly laterInstant?: string;
  readonly dayChange: DayChange;
  /** Every school option in force (`dayChange` among them). */
  readonly school: School;
  /** Degrees east, when given. */
  readonly longitude?: number;
  /** "day change 23:00 · clock time · zone Europe/London": the conventions in one line. */
  readonly stamp: string;
}

/** The instant on China's clock, to the minute (term instants are kept to the minute). */
export function chinaClockOf(utcMs: number): CivilDateTime {
  const { year, month, day, hour, minute } = clockFieldsOf(utcMs + 8 * HOUR);
  return { year, month, day, hour, minute };
}

/** A time on the clock of `zone` (IANA name or ±HH:MM) as China's clock reads the instant. */
export function chinaClockAt(at: CivilDateTime, zone: string): CivilDateTime {
  return chinaClockOf(resolveLocal(parseZone(zone), { ...at, second: 0 }).utcMs);
}

/**
 * A longitude in degrees, east positive.
 * @throws RangeError `longitude must be between -180 and 180: 200`.
 */
export function checkLongitude(longitude: number): number {
  if (!Number.isFinite(longitude) || longitude < -180 || longitude > 180)
    throw new RangeError(`longitude must be between -180 and 180: ${longitude}`);
  return longitude;
}

/** The conventions line every chart, day page and feed description carries. */
export function conventionsStamp(options: ChartOptions, zone: string): string {
  const parts = [
    schoolChoice('dayChange', options.dayChange ?? '23:00').stamp,
    options.solarTime ? 'true solar time' : 'clock time',
    `zone ${zone}`,
  ];
  if (CHINA_ZONES.has(zone) && options.chinaDaylightSaving === 'kept')
    parts.push('China daylight saving kept');
  return parts.join(' · ');
}

/**
 * The moment of a birth.
 * @param local the clock reading (seconds optional) in `options.zone`.
 * @throws RangeError for an unknown zone, a longitude outside -180..180, or true solar time
 * without a longitude.
 */
export function birthMoment(
  local: Omit<ClockFields, 'second'> & { readonly second?: number },
  options: ChartOptions = {},
): BirthMoment {
  const zone = parseZone(options.zone ?? DEFAULT_ZONE);
  if (options.longitude !== undefined) checkLongitude(options.longitude);
  if (options.solarTime && options.longitude === undefined)
    throw new RangeError('true solar time needs the longitude of the birth place');
  civilDateTime({ ...local });
  const entered: ClockFields = { ...local, second: local.second ?? 0 };
  const resolved = resolveLocal(zone, entered);
  const utcMs = resolved.utcMs;
  const offsetMs =
    Date.UTC(
      entered.year,
      entered.month - 1,
      entered.day,
      entered.hour,
      entered.minute,
      entered.second,
    ) - utcMs;
  const china = CHINA_ZONES.has(zone.name);
  // The local clock is the reading as entered: the instant of an ordinary or repeated reading
  // shows it again, and a skipped one stays as the family wrote it down.
  let clock: ClockFields = entered;
  let clockKind: ClockKind = 'local clock';
  if (options.solarTime && options.longitude !== undefined) {
    clock = clockFieldsOf(trueSolarTimeMs(utcMs, options.longitude));
    clockKind = 'true solar time';
  } else if (china && options.chinaDaylightSaving !== 'kept' && offsetMs !== 8 * HOUR) {
    clock = clockFieldsOf(utcMs + 8 * HOUR);
    clockKind = 'China standard time';
  }
  return {
    entered,
    zone: zone.name,
    instant: new Date(utcMs).toISOString(),
    offsetMinutes: offsetMs / 60000,
    china: chinaClockOf(utcMs),
    clock,
    clockKind,
    status: resolved.status,
    ...(resolved.laterUtcMs !== undefined && {
      laterInstant: new Date(resolved.laterUtcMs).toISOString(),
    }),
    dayChange: options.dayChange ?? '23:00',
    school: schoolOf(options),
    ...(options.longitude !== undefined && { longitude: options.longitude }),
    stamp: conventionsStamp(options, zone.name),
  };
}

/**
 * Time zones as the product takes them: an IANA name (`Europe/London`, with its historic daylight
 * saving) or a fixed offset (`+08:00`). Offsets come from the platform's `Intl` (the IANA tz
 * database Node and every browser ship), never from tables of our own.
 */

export interface Zone {
  /** The name as given (`Europe/London`) or the normalised offset (`+08:00`). */
  readonly name: string;
  /** Minutes east of UTC for a fixed offset; undefined for an IANA zone. */
  readonly fixedMinutes?: number;
}

const OFFSET = /^([+-])(\d{2}):(\d{2})$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(name: string): Intl.DateTimeFormat {
  let formatter = formatters.get(name);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: name,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(name, formatter);
  }
  return formatter;
}

// A process's first `Intl.DateTimeFormat` loads ICU's calendar and zone data (about 12 ms; the
// next zone's formatter about 0.2 ms): paid once as the module loads, as a server starts, not by
// its first request (issue 46). China's clock, the almanac's default zone.
formatterOf('Asia/Shanghai');

const parsed = new Map<string, Zone>();

/**
 * Reads a zone: an IANA name the platform knows, or `±HH:MM` up to ±14:00.
 * @throws RangeError `unknown time zone: Mars/Olympus` or `offset out of range: +15:00`.
 */
export function parseZone(text: string): Zone {
  // Every feed and chart request names its zone: the answer is kept per spelling.
  const known = parsed.get(text);
  if (known) return known;
  const zone = readZone(text);
  if (parsed.size < 1000) parsed.set(text, zone);
  return zone;
}

function readZone(text: string): Zone {
  const value = text.trim();
  const offset = OFFSET.exec(value);
  if (offset) {
    const minutes = (Number(offset[2]) * 60 + Number(offset[3])) * (offset[1] === '-' ? -1 : 1);
    if (Math.abs(minutes) > 14 * 60 || Number(offset[3]) > 59)
      throw new RangeError(`offset out of range: ${value}`);
    return { name: value, fixedMinutes: minutes };
  }
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(value))
    throw new RangeError(`unknown time zone: ${value}`);
  try {
    // The canonical spelling (`europe/london` is Europe/London).
    return { name: formatterOf(value).resolvedOptions().timeZone };
  } catch {
    throw new RangeError(`unknown time zone: ${value}`);
  }
}

/** Local date and clock fields of an instant. */
export interface LocalFields {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

/** The zone's offset in ms east at `utcMs`, asked of `Intl` (about 10 µs a call). */
function intlOffsetMs(name: string, utcMs: number): number {
  const parts = formatterOf(name).formatToParts(new Date(utcMs));
  const field = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const local = Date.UTC(
    field('year'),
    field('month') - 1,
    field('day'),
    field('hour'),
    field('minute'),
    field('second'),
  );
  // Whole seconds only: the formatter drops milliseconds, and so must the instant it read.
  return local - Math.floor(utcMs / 1000) * 1000;
}

const DAY_MS = 86400000;
/** Per zone: the offset at the start of each UTC day asked so far, and the day's change if any. */
const days = new Map<string, Map<number, { readonly start: number; change?: number }>>();
const MAX_DAYS_KEPT = 100000;

function dayOf(name: string, day: number): { readonly start: number; change?: number } {
  let zoneDays = days.get(name);
  if (!zoneDays || zoneDays.size > MAX_DAYS_KEPT) {
    zoneDays = new Map();
    days.set(name, zoneDays);
  }
  let entry = zoneDays.get(day);
  if (!entry) {
    entry = { start: intlOffsetMs(name, day * DAY_MS) };
    zoneDays.set(day, entry);
  }
  return entry;
}

/**
 * The zone's offset from UTC in milliseconds east at the instant `utcMs`, to the second (local
 * mean time offsets before a zone's first standard time are not whole minutes). Offsets change a
 * few times a year at most: the offset at the start of each UTC day is asked of `Intl` once, and
 * a day whose next day starts on another offset has its change found to the second, so a year of
 * hour events costs a few hundred `Intl` calls, not tens of thousands. (A zone that changed twice
 * within one UTC day and back would be missed; no zone in the tz database does.)
 */
export function offsetMsAt(zone: Zone, utcMs: number): number {
  if (zone.fixedMinutes !== undefined) return zone.fixedMinutes * 60000;
  const day = Math.floor(utcMs / DAY_MS);
  const today = dayOf(zone.name, day);
  const tomorrow = dayOf(zone.name, day + 1);
  if (today.start === tomorrow.start) return today.start;
  if (today.change === undefined) {
    // The first second on the new offset: a binary search over the day's seconds.
    let low = day * DAY_MS;
    let high = (day + 1) * DAY_MS;
    while (high - low > 1000) {
      const middle = low + Math.floor((high - low) / 2000) * 1000;
      if (intlOffsetMs(zone.name, middle) === today.start) low = middle;
      else high = middle;
    }
    today.change = high;
  }
  return utcMs >= today.change ? tomorrow.start : today.start;
}

/** The date and clock fields of a timestamp already shifted to a clock (read as UTC). */
export function clockFieldsOf(shiftedMs: number): LocalFields {
  const shifted = new Date(shiftedMs);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

/** The local date and clock of an instant in a zone. */
export function localFieldsAt(zone: Zone, utcMs: number): LocalFields {
  return clockFieldsOf(utcMs + offsetMsAt(zone, utcMs));
}

/** How a local clock reading maps to instants around a daylight-saving change. */
export type LocalStatus = 'ok' | 'skipped' | 'repeated';

export interface ResolvedLocal {
  /** The instant used: the only one, the earlier of two (repeated), or the one the clock jumped past (skipped). */
  readonly utcMs: number;
  readonly status: LocalStatus;
  /** The later instant of a repeated reading. */
  readonly laterUtcMs?: number;
}

/**
 * The instant of a local clock reading. A reading the clock skipped (spring forward) is read
 * with the offset before the change, as Temporal's "compatible" choice does; a reading it
 * repeated (fall back) is the earlier instant, with the later one beside it.
 */
export function resolveLocal(zone: Zone, local: LocalFields): ResolvedLocal {
  const asUtc = Date.UTC(
    local.year,
    local.month - 1,
    local.day,
    local.hour,
    local.minute,
    local.second,
  );
  const day = 86400000;
  const before = offsetMsAt(zone, asUtc - day);
  const after = offsetMsAt(zone, asUtc + day);
  // Almost always: no change within a day either side, one offset, one instant.
  if (before === after && offsetMsAt(zone, asUtc - before) === before)
    return { utcMs: asUtc - before, status: 'ok' };
  const candidates = [...new Set([before, after, offsetMsAt(zone, asUtc)])]
    .map((offset) => asUtc - offset)
    .filter((utc) => offsetMsAt(zone, utc) === asUtc - utc)
    .sort((a, b) => a - b);
  if (candidates.length === 0) return { utcMs: asUtc - before, status: 'skipped' };
  if (candidates.length > 1)
    return {
      utcMs: candidates[0] as number,
      status: 'repeated',
      laterUtcMs: candidates[candidates.length - 1] as number,
    };
  return { utcMs: candidates[0] as number, status: 'ok' };
}

/** The civil date on the zone's clock at an instant. */
export function dateIn(zone: Zone, utcMs: number): { year: number; month: number; day: number } {
  const { year, month, day } = localFieldsAt(zone, utcMs);
  return { year, month, day };
}

/** The instant a civil date begins on the zone's clock (its first moment, if midnight was skipped). */
export function startOfDateIn(
  zone: Zone,
  date: { readonly year: number; readonly month: number; readonly day: number },
): number {
  return resolveLocal(zone, { ...date, hour: 0, minute: 0, second: 0 }).utcMs;
}

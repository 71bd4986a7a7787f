/**
 * A birth as `tongshu bazi`, `schools bazi` and `report` take it: the date and time arguments, the
 * zone, conventions, gender and school flags, read into the engine's birth and chart options; and
 * the date a chart is read on (`--on`).
 */
import type { Command } from 'commander';
import {
  formatCivilDate,
  parseBirth,
  parseCivilDate,
  parseZone,
  type Birth,
  type ChartOptions,
} from '@tongshu/engine';
import { chartOptionsOf, withBirthOptions, type BirthZoneOptions } from './birthOptions';
import { todayOn } from './day';
import {
  luckStartOf,
  nobleRhymeOf,
  stemClashOf,
  withLuckStart,
  withReadingSchool,
  yinBladeOf,
} from './schoolOptions';

/**
 * The flags of a birth as `bazi` and `schools bazi` take it; the reading's school flags are
 * absent where a command does not offer them (their defaults then).
 */
export interface BaziInputOptions extends BirthZoneOptions {
  readonly gender?: string;
  readonly tz: string;
  readonly luckStart: string;
  readonly nobleRhyme?: string;
  readonly stemClash?: string;
  readonly yinBlade?: string;
}

/**
 * Adds the birth arguments (date, time) and flags (zone, conventions, gender, luck start, the
 * reading's school).
 */
export function withBaziInputs(command: Command): Command {
  return withReadingSchool(withLuckStart(withBirthOptions(command)))
    .argument('<date>', 'birth date YYYY-MM-DD or YYYYMMDD, 1900-2100')
    .argument('[time]', 'birth time HH:mm, 24-hour, on the clock of the birth zone (default 00:00)')
    .option('--gender <gender>', 'male or female (sets the direction of the luck pillars)')
    .option('--tz <zone>', 'birth zone: IANA name (Europe/London) or +HH:MM', 'Asia/Shanghai');
}

/**
 * The birth and chart options of the arguments and flags.
 * @throws RangeError for a missing `--gender`, a bad date, time, gender, zone or school flag.
 */
export function baziInputOf(
  dateText: string,
  timeText: string | undefined,
  options: BaziInputOptions,
): { readonly birth: Birth; readonly options: ChartOptions } {
  if (options.gender === undefined) {
    throw new RangeError('--gender is required: male or female');
  }
  // Also accept the date and time as one argument, 'YYYY-MM-DD HH:mm'.
  const [date = '', joinedTime] = dateText.trim().split(/[ T]+/);
  const birth = parseBirth(date, timeText ?? joinedTime, options.gender);
  const { nobleRhyme, stemClash, yinBlade } = options;
  const school = {
    luckStart: luckStartOf(options.luckStart),
    ...(nobleRhyme !== undefined && { nobleRhyme: nobleRhymeOf(nobleRhyme) }),
    ...(stemClash !== undefined && { stemClash: stemClashOf(stemClash) }),
    ...(yinBlade !== undefined && { yinBlade: yinBladeOf(yinBlade) }),
  };
  return { birth, options: { ...chartOptionsOf(options.tz, options), ...school } };
}

/**
 * The date `--on` names (YYYY-MM-DD or YYYYMMDD), or today on `zone`'s clock.
 * @throws RangeError naming `--on` for a date that is none, or outside 1900-2100.
 */
export function readingDate(on: string | undefined, zone: string, now: () => Date): string {
  if (on === undefined) return formatCivilDate(todayOn(parseZone(zone), now()));
  try {
    return formatCivilDate(parseCivilDate(on));
  } catch {
    throw new RangeError(`--on must be a date YYYY-MM-DD or YYYYMMDD, 1900-2100: ${on}`);
  }
}

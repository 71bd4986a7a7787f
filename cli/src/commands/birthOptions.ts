/**
 * The birth zone options every command that takes a birth shares (docs/engine/time.md): the zone
 * the birth time was read in, the longitude for true solar time, the day change and China's
 * daylight saving. A bad zone or longitude is a RangeError: one line and exit status 2.
 */
import type { Command } from 'commander';
import {
  birthMoment,
  checkLongitude,
  parseCivilDateTime,
  type BirthMoment,
  type ChartOptions,
} from '@tongshu/engine';
import { dayChangeOf, withDayChange } from './schoolOptions';

export interface BirthZoneOptions {
  readonly longitude?: string;
  readonly dayChange: string;
  readonly keepChinaDst?: boolean;
}

/** Adds `--longitude`, `--day-change` and `--keep-china-dst`; the zone flag is the command's own. */
export function withBirthOptions(command: Command): Command {
  return withDayChange(
    command.option(
      '--longitude <degrees>',
      'birth longitude, east positive: charts in true solar time',
    ),
  ).option('--keep-china-dst', "keep China's 1986-1991 daylight saving on the clock");
}

/** The chart options of the flags, with the birth zone. */
export function chartOptionsOf(zone: string, options: BirthZoneOptions): ChartOptions {
  const dayChange = dayChangeOf(options.dayChange);
  const longitude = options.longitude === undefined ? undefined : Number(options.longitude);
  if (longitude !== undefined && (options.longitude?.trim() === '' || !Number.isFinite(longitude)))
    throw new RangeError(`longitude must be a number of degrees: ${options.longitude}`);
  return {
    zone,
    ...(longitude !== undefined && { longitude: checkLongitude(longitude), solarTime: true }),
    dayChange,
    chinaDaylightSaving: options.keepChinaDst ? 'kept' : 'removed',
  };
}

/** A birth `YYYY-MM-DD[ HH:mm]` read in `zone` with the flags' conventions. */
export function birthOf(text: string, zone: string, options: BirthZoneOptions): BirthMoment {
  return birthMoment(parseCivilDateTime(text, 0), chartOptionsOf(zone, options));
}

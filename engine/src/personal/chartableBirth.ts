/**
 * A birth read for the personal items, and the check that a birth can be charted everywhere the
 * product reads it before it is kept: a stored birth outside the engine's years would otherwise
 * break every personal answer of its account (issue 42).
 */
import { baziChart, type BaziChart } from '../bazi/baziChart';
import { UNKNOWN_TIME_READING, type Birth } from '../bazi/birth';
import { birthMoment, type ChartOptions } from '../time/birthMoment';
import { natalOf, type NatalBirth } from './natal';

/** The birth as a moment for the personal almanac and the 3VV; an unknown hour read at noon. */
export function natalBirthOf(birth: Birth, options: ChartOptions): NatalBirth {
  const time = birth.timeUnknown ? UNKNOWN_TIME_READING : (birth.time ?? { hour: 0, minute: 0 });
  const moment = birthMoment({ ...birth.date, ...time }, options);
  return birth.timeUnknown ? { ...moment, hourUnknown: true } : moment;
}

/**
 * The Bazi chart (its luck pillars, and every edge of the birth-time window) and the natal reading
 * the personal almanac, the three victory days and the personal feeds rest on.
 * @throws OutOfRangeError when any of them reaches outside 1900..2100 (a New York evening of
 * 2100-12-31 is 2101 in China; a window of 60 minutes around 1900-01-01 00:30 starts in 1899).
 */
export function chartableBirth(birth: Birth, options: ChartOptions): BaziChart {
  const chart = baziChart(birth, options);
  natalOf(natalBirthOf(birth, options));
  return chart;
}

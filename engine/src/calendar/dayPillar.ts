import { epochDay, type CivilDate } from './civilDate';
import { mod } from '../sexagenary/cycle';

/** 1949-10-01 was a 甲子 day (a fixed anchor, checked against other sources in `oracles/`). */
export const JIAZI_DAY: CivilDate = { year: 1949, month: 10, day: 1 };

const JIAZI_EPOCH_DAY = epochDay(JIAZI_DAY);

/** The day pillar (jiazi index 0..59) of a day number (`epochDay`). */
export function dayPillarOfEpochDay(day: number): number {
  return mod(day - JIAZI_EPOCH_DAY, 60);
}

/** The day pillar (jiazi index 0..59) of a civil date; the pillars run on unbroken, day by day. */
export function dayPillarOf(date: CivilDate): number {
  return dayPillarOfEpochDay(epochDay(date));
}

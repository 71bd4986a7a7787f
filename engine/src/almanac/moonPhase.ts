/**
 * The moon's phase on a civil day, in eight named phases (`yue_xiang_phase`): the four principal
 * phases (新月 new, 上弦月 first quarter, 满月 full, 下弦月 last quarter) name the day in which
 * the moon-sun elongation passes 0°, 90°, 180° or 270°; the days between are 蛾眉月 (waxing
 * crescent), 盈凸月 (waxing gibbous), 亏凸月 (waning gibbous) and 残月 (waning crescent).
 * The day runs from 00:00 to 24:00 in the almanac's zone (UTC+8). Checked against tyme4ts
 * `SolarDay.getPhase()` in tests.
 */
import { moonSunElongation } from '../calendar/lunarAdapter';
import type { CivilDate } from '../calendar/civilDate';

export const MOON_PHASES = [
  '新月',
  '蛾眉月',
  '上弦月',
  '盈凸月',
  '满月',
  '亏凸月',
  '下弦月',
  '残月',
] as const;
export type MoonPhase = (typeof MOON_PHASES)[number];

const ZONE_HOURS = 8;

/**
 * Degrees within which the short series may put the elongation on the wrong side of a quarter:
 * four times its largest measured difference from the full series (0.025°).
 */
const SHORT_SERIES_MARGIN = 0.1;

function julianDayAtMidnight({ year, month, day }: CivilDate): number {
  return Date.UTC(year, month - 1, day, -ZONE_HOURS) / 86400000 + 2440587.5;
}

function nearQuarter(elongation: number): boolean {
  const fromQuarter = elongation % 90;
  return fromQuarter < SHORT_SERIES_MARGIN || fromQuarter > 90 - SHORT_SERIES_MARGIN;
}

/** The phase of a day whose elongation runs from `from` to `to` degrees. */
function phaseBetween(from: number, to: number): MoonPhase {
  // The elongation grows by 11-15° a day, so the day covers at most one principal phase.
  const span = (to - from + 360) % 360;
  const quarter = Math.floor(from / 90);
  const crossed = (from % 90) + span >= 90;
  if (crossed) return MOON_PHASES[((quarter + 1) % 4) * 2] as MoonPhase;
  if (from % 90 === 0) return MOON_PHASES[quarter * 2] as MoonPhase;
  return MOON_PHASES[quarter * 2 + 1] as MoonPhase;
}

/** The phase from the elongations of the given series at the day's start and end. */
export function moonPhaseBySeries(date: CivilDate, series: 'full' | 'short'): MoonPhase {
  const start = julianDayAtMidnight(date);
  return phaseBetween(moonSunElongation(start, series), moonSunElongation(start + 1, series));
}

/**
 * The phase as the full series gives it: read from the short series, a tenth of the cost, unless
 * the day starts or ends so near a quarter that the short series could misplace it.
 */
export function moonPhase(date: CivilDate): MoonPhase {
  const start = julianDayAtMidnight(date);
  const from = moonSunElongation(start, 'short');
  const to = moonSunElongation(start + 1, 'short');
  if (nearQuarter(from) || nearQuarter(to)) return moonPhaseBySeries(date, 'full');
  return phaseBetween(from, to);
}

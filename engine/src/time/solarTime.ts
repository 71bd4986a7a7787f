/**
 * Local mean time and true (apparent) solar time at a longitude, for births charted in solar time.
 *
 * - Local mean time: UTC plus 4 minutes per degree east (360° = 24 h).
 * - True solar time: the Sun's local hour angle plus 12 h, from `astronomy-engine` (Don Cross,
 *   after the VSOP87 and Meeus algorithms; MIT), so mean minus true is the equation of time.
 *   Tests check the equation of time against NOAA's published formula (General Solar Position
 *   Calculations, NOAA Global Monitoring Division) within 30 s over a year.
 */
import { Body, HourAngle, Observer } from 'astronomy-engine';

const MINUTE = 60000;
const DAY = 86400000;

/** Local mean time at `longitude` (degrees, east positive), as a shifted UTC timestamp. */
export function localMeanTimeMs(utcMs: number, longitude: number): number {
  return utcMs + longitude * 4 * MINUTE;
}

/**
 * The equation of time in minutes (apparent minus mean solar time; +16.4 in early November,
 * -14.2 in mid February) at an instant.
 */
export function equationOfTimeMinutes(utcMs: number): number {
  const solarHours = (HourAngle(Body.Sun, new Date(utcMs), new Observer(0, 0, 0)) + 12) % 24;
  const meanHours = (((utcMs % DAY) + DAY) % DAY) / 3600000;
  return (((((solarHours - meanHours) % 24) + 36) % 24) - 12) * 60;
}

/** True solar time at `longitude` as a shifted UTC timestamp (read its UTC fields as the clock). */
export function trueSolarTimeMs(utcMs: number, longitude: number): number {
  return localMeanTimeMs(utcMs, longitude) + equationOfTimeMinutes(utcMs) * MINUTE;
}

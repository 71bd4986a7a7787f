/**
 * The equation of time (astronomy-engine's apparent Sun) against NOAA's published formula: NOAA
 * Global Monitoring Laboratory, "NOAA Solar Calculator" spreadsheet (after Meeus, Astronomical
 * Algorithms), the calculation behind its published tables. Agreement within 30 seconds every day
 * of a year, and the well-known extremes (about -14 min 12 s in February, +16 min 25 s in
 * November).
 */
import { equationOfTimeMinutes, trueSolarTimeMs } from './solarTime';

const RAD = Math.PI / 180;

/** NOAA's spreadsheet formula for the equation of time, minutes. */
function noaaEquationOfTime(utcMs: number): number {
  const julianDay = utcMs / 86400000 + 2440587.5;
  const t = (julianDay - 2451545) / 36525;
  const l0 = (((280.46646 + t * (36000.76983 + t * 0.0003032)) % 360) + 360) % 360;
  const m = 357.52911 + t * (35999.05029 - 0.0001537 * t);
  const e = 0.016708634 - t * (0.000042037 + 0.0000001267 * t);
  const obliquity0 = 23 + (26 + (21.448 - t * (46.815 + t * (0.00059 - t * 0.001813))) / 60) / 60;
  const obliquity = obliquity0 + 0.00256 * Math.cos((125.04 - 1934.136 * t) * RAD);
  const y = Math.tan((obliquity / 2) * RAD) ** 2;
  const eq =
    y * Math.sin(2 * l0 * RAD) -
    2 * e * Math.sin(m * RAD) +
    4 * e * y * Math.sin(m * RAD) * Math.cos(2 * l0 * RAD) -
    0.5 * y * y * Math.sin(4 * l0 * RAD) -
    1.25 * e * e * Math.sin(2 * m * RAD);
  return (4 * eq) / RAD;
}

describe('equation of time', () => {
  it('agrees with NOAA within 30 s on every day of 2026 and of 1950', () => {
    for (const year of [1950, 2026]) {
      let worst = 0;
      for (let day = 0; day < 365; day += 1) {
        const ms = Date.UTC(year, 0, 1, 12) + day * 86400000;
        worst = Math.max(worst, Math.abs(equationOfTimeMinutes(ms) - noaaEquationOfTime(ms)) * 60);
      }
      expect(worst).toBeLessThan(30);
    }
  });

  it('has its published extremes', () => {
    expect(equationOfTimeMinutes(Date.UTC(2026, 1, 11, 12))).toBeCloseTo(-14.2, 1);
    expect(equationOfTimeMinutes(Date.UTC(2026, 10, 3, 12))).toBeCloseTo(16.4, 1);
  });
});

describe('true solar time', () => {
  it('is local mean time (4 min per degree) plus the equation of time', () => {
    // Beijing, 116.4074° E, 2026-11-03 12:00 (04:00 UTC): mean time 11:45:38, plus 16:26: 12:02.
    const utc = Date.UTC(2026, 10, 3, 4);
    const solar = new Date(trueSolarTimeMs(utc, 116.4074));
    const expected = utc + 116.4074 * 240000 + noaaEquationOfTime(utc) * 60000;
    expect(Math.abs(solar.getTime() - expected)).toBeLessThan(30000);
    expect(solar.toISOString().slice(11, 16)).toBe('12:02');
  });
});

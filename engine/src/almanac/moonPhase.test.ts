/**
 * `moonPhase` reads the short ShouXing series and falls back on the full one near a quarter; it
 * must name the same phase as the full series alone. Its independent check, against tyme4ts's
 * `SolarDay.getPhase()`, is in `oracles/tyme4ts.test.ts`.
 */
import { civilDateOfEpochDay, epochDay } from '../calendar/civilDate';
import { moonSunElongation } from '../calendar/lunarAdapter';
import { moonPhase, moonPhaseBySeries } from './moonPhase';

const FIRST = epochDay({ year: 1900, month: 1, day: 1 });
const LAST = epochDay({ year: 2100, month: 12, day: 31 });
const JULIAN_DAY_OF_EPOCH = 2440587.5;

describe('moonPhase', () => {
  it('keeps the short series within 0.05° of the full one over 1900..2100', () => {
    let largest = 0;
    for (let day = FIRST; day <= LAST; day += 20.3) {
      const at = day + JULIAN_DAY_OF_EPOCH;
      const gap = Math.abs(moonSunElongation(at, 'short') - moonSunElongation(at, 'full'));
      largest = Math.max(largest, Math.min(gap, 360 - gap));
    }
    expect(largest).toBeGreaterThan(0);
    expect(largest).toBeLessThan(0.05);
  });

  it('names the phase the full series names on every 23rd day of 1900..2100', () => {
    const wrong: string[] = [];
    for (let day = FIRST; day <= LAST; day += 23) {
      const date = civilDateOfEpochDay(day);
      if (moonPhase(date) !== moonPhaseBySeries(date, 'full')) wrong.push(JSON.stringify(date));
    }
    expect(wrong).toEqual([]);
  });

  it('names 2024-04-09 in China (the total solar eclipse, 18:17 UTC on the 8th) a new moon day', () => {
    expect(moonPhase({ year: 2024, month: 4, day: 9 })).toBe('新月');
  });
});

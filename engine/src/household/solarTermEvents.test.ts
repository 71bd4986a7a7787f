/**
 * The feed's solar terms against astronomy-engine 2.1.19 (the existing term oracle,
 * oracles/solarTerms.test.ts): `SearchSunLongitude` finds when the Sun's apparent longitude
 * reaches each term's `longitude` (@tongshu/data); every term of 2024-2047 (the product's window
 * and more) must be within 120 s of it.
 */
import { SearchSunLongitude } from 'astronomy-engine';
import { solarTermEvents } from './solarTermEvents';

const DAY_MS = 86_400_000;

describe('solarTermEvents', () => {
  const from = Date.UTC(2024, 0, 1);
  const to = Date.UTC(2048, 0, 1);
  const terms = solarTermEvents(from, to);

  it('lists the 24 terms of each year in time order', () => {
    expect(terms).toHaveLength(24 * 24);
    for (let i = 1; i < terms.length; i += 1)
      expect((terms[i]?.utcMs ?? 0) - (terms[i - 1]?.utcMs ?? 0)).toBeGreaterThan(14 * DAY_MS);
    expect(terms[0]).toMatchObject({
      zh: '小寒',
      en: 'Minor Cold',
      kind: 'sectional',
      longitude: 285,
    });
  });

  it('is within 120 s of astronomy-engine for every term of 2024-2047', () => {
    let worst = 0;
    for (const term of terms) {
      const found = SearchSunLongitude(term.longitude, new Date(term.utcMs - 5 * DAY_MS), 10);
      if (!found) throw new Error(`astronomy-engine found no ${term.zh}`);
      worst = Math.max(worst, Math.abs(found.date.getTime() - term.utcMs) / 1000);
    }
    expect(worst).toBeLessThan(120);
  });

  it('keeps the window half-open: a term at `toMs` is left out', () => {
    const lichun = terms.find((t) => t.zh === '立春');
    if (!lichun) throw new Error('no 立春');
    expect(solarTermEvents(lichun.utcMs, lichun.utcMs + 1)).toHaveLength(1);
    expect(solarTermEvents(lichun.utcMs - 1, lichun.utcMs)).toHaveLength(0);
  });
});

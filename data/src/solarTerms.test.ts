import { solarTerms } from './solarTerms';

const entries = Object.entries(solarTerms);

describe('solarTerms glossary', () => {
  it('covers the 24 solar terms, 15 degrees apart', () => {
    expect(entries).toHaveLength(24);
    const longitudes = entries.map(([, t]) => t.longitude).sort((a, b) => a - b);
    expect(longitudes).toEqual(Array.from({ length: 24 }, (_, i) => i * 15));
  });

  it('uses Chinese keys only, never the pinyin table keys', () => {
    for (const key of Object.keys(solarTerms)) expect(key).toMatch(/^[\u4e00-\u9fff]{2}$/);
  });

  it.each(entries)('%s has a solar-term icon', (_key, term) => {
    expect(term.icon).toMatch(/^solar-term-[a-z]+(-[a-z]+)*$/);
  });

  it('alternates sectional and principal terms', () => {
    for (const [, t] of entries) {
      expect(t.kind).toBe((t.longitude / 15) % 2 === 1 ? 'sectional' : 'principal');
    }
    expect(entries.filter(([, t]) => t.kind === 'sectional')).toHaveLength(12);
  });

  it('knows well-known terms', () => {
    expect(solarTerms['立春']).toMatchObject({
      en: 'Start of Spring',
      longitude: 315,
      kind: 'sectional',
    });
    expect(solarTerms['冬至']).toMatchObject({ en: 'Winter Solstice', kind: 'principal' });
    expect(solarTerms['清明']?.en).toBe('Clear and Bright');
    expect(solarTerms['春分']?.longitude).toBe(0);
  });
});

import { chineseFestivals } from './festivals';
import { solarTerms } from './solarTerms';

const entries = Object.entries(chineseFestivals);

describe('chineseFestivals glossary', () => {
  it('lists the twelve festivals of issue 44, each kept on exactly one kind of day', () => {
    expect(Object.keys(chineseFestivals)).toEqual(
      '春节 元宵 清明 端午 七夕 中元 中秋 重阳 冬至 腊八 小年 除夕'.split(' '),
    );
    for (const [, f] of entries) {
      const kinds = [f.lunar, f.term, f.lastDayOfMonth].filter((k) => k !== undefined);
      expect(kinds).toHaveLength(1);
    }
  });

  it('has unique camelCase keys and English names', () => {
    const keys = entries.map(([, f]) => f.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z][A-Za-z]+$/);
    for (const [, f] of entries) expect(f.en.length).toBeGreaterThan(3);
  });

  it('names only solar terms of the solarTerms glossary and real lunar days', () => {
    for (const [, f] of entries) {
      if (f.term) expect(solarTerms[f.term]).toBeDefined();
      if (f.lunar) {
        expect(f.lunar.month).toBeGreaterThanOrEqual(1);
        expect(f.lunar.month).toBeLessThanOrEqual(12);
        expect(f.lunar.day).toBeLessThanOrEqual(29);
      }
    }
  });

  it('keeps the published days (HKO calendar; 小年 north 23rd, south 24th)', () => {
    expect(chineseFestivals['中秋']?.lunar).toEqual({ month: 8, day: 15 });
    expect(chineseFestivals['端午']?.lunar).toEqual({ month: 5, day: 5 });
    expect(chineseFestivals['小年']).toMatchObject({
      lunar: { month: 12, day: 23 },
      southernDay: 24,
    });
    expect(chineseFestivals['除夕']?.lastDayOfMonth).toBe(12);
  });
});

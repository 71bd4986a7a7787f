import { directions } from './directions';
import { trigrams } from './trigrams';

const entries = Object.entries(trigrams);

describe('trigrams glossary', () => {
  it('covers the eight trigrams', () => {
    expect(Object.keys(trigrams).join('')).toBe('乾坤震巽坎离艮兑');
  });

  it.each(entries)('%s has a symbol, a valid direction and a pinyin icon', (_key, term) => {
    expect(term.symbol).toMatch(/^[\u2630-\u2637]$/);
    expect(directions[term.direction]).toBeDefined();
    expect(term.icon).toBe(`trigram-${term.pinyin.toLowerCase()}`);
  });

  it('uses every Luo Shu number but 5 and every direction once', () => {
    expect(entries.map(([, t]) => t.luoshu).sort()).toEqual([1, 2, 3, 4, 6, 7, 8, 9]);
    expect(new Set(entries.map(([, t]) => t.direction)).size).toBe(8);
    expect(new Set(entries.map(([, t]) => t.symbol)).size).toBe(8);
  });

  it('knows well-known trigrams', () => {
    expect(trigrams['乾']).toMatchObject({
      en: 'Heaven',
      symbol: '☰',
      element: 'Metal',
      direction: '西北',
      luoshu: 6,
    });
    expect(trigrams['坎']).toMatchObject({ en: 'Water', direction: '正北', luoshu: 1 });
    expect(trigrams['离']).toMatchObject({ en: 'Fire', symbol: '☲', luoshu: 9 });
  });
});

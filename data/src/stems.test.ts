import { stems } from './stems';

const entries = Object.entries(stems);

describe('stems glossary', () => {
  it('covers the ten Heavenly Stems in order', () => {
    expect(Object.keys(stems)).toEqual([
      '甲',
      '乙',
      '丙',
      '丁',
      '戊',
      '己',
      '庚',
      '辛',
      '壬',
      '癸',
    ]);
  });

  it.each(entries)('%s is named by polarity and element, with a pinyin icon', (_key, term) => {
    expect(term.pinyin).toMatch(/^[A-Z][a-z]+$/);
    expect(term.icon).toBe(`stem-${term.pinyin.toLowerCase()}`);
    expect(term.en).toBe(`${term.polarity} ${term.element}`);
  });

  it('alternates Yang and Yin and pairs the elements', () => {
    expect(entries.map(([, t]) => t.polarity)).toEqual(
      Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? 'Yang' : 'Yin')),
    );
    expect(entries.map(([, t]) => t.element)).toEqual(
      ['Wood', 'Fire', 'Earth', 'Metal', 'Water'].flatMap((e) => [e, e]),
    );
  });

  it('knows well-known stems', () => {
    expect(stems['甲']).toMatchObject({ en: 'Yang Wood', pinyin: 'Jia', icon: 'stem-jia' });
    expect(stems['癸']).toMatchObject({ en: 'Yin Water', pinyin: 'Gui' });
    expect(stems['丙']?.element).toBe('Fire');
  });
});

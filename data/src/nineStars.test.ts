import { nineStars } from './nineStars';

const entries = Object.entries(nineStars);

describe('nineStars glossary', () => {
  it('covers the nine stars in order', () => {
    expect(Object.keys(nineStars)).toEqual(
      '一白 二黑 三碧 四绿 五黄 六白 七赤 八白 九紫'.split(' '),
    );
    expect(entries.map(([, t]) => t.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it.each(entries)('%s has an English name giving its number and element', (_key, term) => {
    expect(term.en).toMatch(new RegExp(`^${term.number} [A-Z][a-z]+ \\(${term.element}\\)$`));
    expect(term.icon).toBe(`nine-star-${term.number}`);
  });

  it('treats 1, 6, 8 and 9 as the auspicious stars', () => {
    const lucky = entries.filter(([, t]) => t.luck === 'auspicious').map(([, t]) => t.number);
    expect(lucky).toEqual([1, 6, 8, 9]);
  });

  it('knows well-known stars', () => {
    expect(nineStars['一白']).toMatchObject({ en: '1 White (Water)', element: 'Water' });
    expect(nineStars['五黄']).toMatchObject({ en: '5 Yellow (Earth)', luck: 'inauspicious' });
    expect(nineStars['九紫']?.element).toBe('Fire');
  });
});

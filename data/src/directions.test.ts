import { directions } from './directions';

const entries = Object.entries(directions);

describe('directions glossary', () => {
  it('covers the eight directions, four quarters and the centre', () => {
    expect(entries).toHaveLength(14);
    for (const key of ['正北', '东北', '正东', '东南', '正南', '西南', '正西', '西北']) {
      expect(directions[key]).toBeDefined();
    }
    for (const key of ['东', '南', '西', '北', '中宫', '中']) expect(directions[key]).toBeDefined();
  });

  it.each(entries)('%s has a compass-point icon', (_key, term) => {
    expect(term.icon).toMatch(/^direction-(n|ne|e|se|s|sw|w|nw|centre)$/);
  });

  it('knows well-known directions', () => {
    expect(directions['正东']).toMatchObject({ en: 'East', icon: 'direction-e', bearing: 90 });
    expect(directions['东']).toMatchObject({ en: 'East', icon: 'direction-e' });
    expect(directions['东南']).toMatchObject({ en: 'Southeast', icon: 'direction-se' });
    expect(directions['中']?.en).toBe('Centre');
    expect(directions['中宫']?.bearing).toBeUndefined();
  });
});

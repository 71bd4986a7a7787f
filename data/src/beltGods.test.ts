import { beltGods, beltTypes, luckWords } from './beltGods';

const entries = Object.entries(beltGods);

describe('beltGods glossary', () => {
  it('covers the twelve gods, six in each belt', () => {
    expect(Object.keys(beltGods).join('')).toBe('青龙明堂天刑朱雀金匮天德白虎玉堂天牢玄武司命勾陈');
    expect(entries.filter(([, t]) => t.belt === 'Yellow Belt')).toHaveLength(6);
    expect(entries.filter(([, t]) => t.belt === 'Black Belt')).toHaveLength(6);
  });

  it.each(entries)('%s has luck matching its belt and a belt-god icon', (_key, term) => {
    expect(term.luck).toBe(term.belt === 'Yellow Belt' ? 'auspicious' : 'inauspicious');
    expect(term.icon).toMatch(/^belt-god-[a-z]+(-[a-z]+)*$/);
  });

  it('knows well-known gods', () => {
    expect(beltGods['青龙']).toMatchObject({
      en: 'Azure Dragon',
      belt: 'Yellow Belt',
      luck: 'auspicious',
    });
    expect(beltGods['白虎']).toMatchObject({ en: 'White Tiger', belt: 'Black Belt' });
    expect(beltGods['司命']?.belt).toBe('Yellow Belt');
  });

  it('names the belts and luck words', () => {
    expect(Object.keys(beltTypes)).toEqual(['黄道', '黑道']);
    expect(beltTypes['黄道']).toMatchObject({ en: 'Yellow Belt', luck: 'auspicious' });
    expect(beltTypes['黑道']).toMatchObject({ en: 'Black Belt', luck: 'inauspicious' });
    expect(Object.keys(luckWords)).toEqual(['吉', '凶']);
    expect(luckWords['吉']?.en).toBe('Auspicious');
    expect(luckWords['凶']?.en).toBe('Inauspicious');
  });
});

import { zodiacAnimals } from './zodiacAnimals';

const entries = Object.entries(zodiacAnimals);

describe('zodiacAnimals glossary', () => {
  it('covers the twelve zodiac animals in order', () => {
    expect(Object.keys(zodiacAnimals).join('')).toBe('鼠牛虎兔龙蛇马羊猴鸡狗猪');
  });

  it.each(entries)('%s has an emoji and an animal icon', (_key, term) => {
    expect(term.emoji).toBeTruthy();
    expect(term.icon).toBe(`animal-${term.en.toLowerCase()}`);
  });

  it('links each animal to its branch', () => {
    expect(entries.map(([, t]) => t.branch).join('')).toBe('子丑寅卯辰巳午未申酉戌亥');
  });

  it('knows well-known animals', () => {
    expect(zodiacAnimals['鼠']).toMatchObject({ en: 'Rat', emoji: '🐀', icon: 'animal-rat' });
    expect(zodiacAnimals['龙']?.en).toBe('Dragon');
    expect(zodiacAnimals['鸡']?.en).toBe('Rooster');
  });
});

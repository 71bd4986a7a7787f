import { branches } from './branches';
import { zodiacAnimals } from './zodiacAnimals';

const entries = Object.entries(branches);

describe('branches glossary', () => {
  it('covers the twelve Earthly Branches in order', () => {
    expect(Object.keys(branches).join('')).toBe('子丑寅卯辰巳午未申酉戌亥');
  });

  it.each(entries)('%s has a valid icon, animal and double hour', (_key, term) => {
    expect(term.icon).toBe(`branch-${term.pinyin.toLowerCase()}`);
    expect(zodiacAnimals[term.animal]?.en).toBe(term.en);
    expect(term.hours).toMatch(/^\d\d:00-\d\d:59$/);
  });

  it('gives each branch a two-hour slot starting at 23:00', () => {
    const starts = entries.map(([, t]) => Number(t.hours.slice(0, 2)));
    expect(starts).toEqual([23, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21]);
  });

  it('knows well-known branches', () => {
    const { en, pinyin, element, polarity, animal, hours, icon } = branches['子'] ?? {};
    expect([en, pinyin, element, polarity, animal, hours, icon].join(' ')).toBe(
      'Rat Zi Water Yang 鼠 23:00-00:59 branch-zi',
    );
    expect(branches['午']).toMatchObject({ en: 'Horse', element: 'Fire', hours: '11:00-12:59' });
    expect(branches['亥']?.polarity).toBe('Yin');
  });
});

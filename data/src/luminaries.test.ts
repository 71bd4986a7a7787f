import { luminaries } from './luminaries';

const entries = Object.entries(luminaries);

describe('luminaries glossary', () => {
  it('covers the seven luminaries in weekday order', () => {
    expect(Object.keys(luminaries).join('')).toBe('日月火水木金土');
    expect(entries.map(([, t]) => t.en)).toEqual([
      'Sun',
      'Moon',
      'Mars',
      'Mercury',
      'Jupiter',
      'Venus',
      'Saturn',
    ]);
  });

  it.each(entries)('%s has a luminary icon', (_key, term) => {
    expect(term.icon).toBe(`luminary-${term.en.toLowerCase()}`);
  });

  it('gives the five planets their elements', () => {
    expect(luminaries['火']?.element).toBe('Fire');
    expect(luminaries['木']?.element).toBe('Wood');
    expect(luminaries['日']?.element).toBeUndefined();
  });
});

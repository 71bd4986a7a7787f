import { elementCycle, elements } from './elements';

const entries = Object.entries(elements);
const names = ['Wood', 'Fire', 'Earth', 'Metal', 'Water'] as const;

describe('elements glossary', () => {
  it('covers the five elements', () => {
    expect(Object.keys(elements).sort()).toEqual(['土', '木', '水', '火', '金'].sort());
    expect(entries.map(([, t]) => t.en).sort()).toEqual([...names].sort());
  });

  it.each(entries)('%s has an emoji and an element icon', (_key, term) => {
    expect(term.emoji).toBeTruthy();
    expect(term.icon).toBe(`element-${term.en.toLowerCase()}`);
  });

  it('knows well-known elements', () => {
    expect(elements['金']).toMatchObject({ en: 'Metal', icon: 'element-metal' });
    expect(elements['水']?.en).toBe('Water');
  });

  it('describes the producing and controlling cycles', () => {
    expect(elementCycle.produces.Wood).toBe('Fire');
    expect(elementCycle.produces.Water).toBe('Wood');
    expect(elementCycle.controls.Water).toBe('Fire');
    expect(elementCycle.controls.Metal).toBe('Wood');
    for (const e of names) {
      // each cycle is a permutation that never maps an element to itself
      expect(elementCycle.produces[e]).not.toBe(e);
      expect(elementCycle.controls[e]).not.toBe(e);
      // the element you control is the one your child produces
      expect(elementCycle.controls[e]).toBe(elementCycle.produces[elementCycle.produces[e]]);
    }
    expect(new Set(Object.values(elementCycle.produces)).size).toBe(5);
    expect(new Set(Object.values(elementCycle.controls)).size).toBe(5);
  });
});

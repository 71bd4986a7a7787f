import { nayin } from './nayin';

const entries = Object.entries(nayin);
const elementOf: Record<string, string> = {
  金: 'Metal',
  木: 'Wood',
  水: 'Water',
  火: 'Fire',
  土: 'Earth',
};

describe('nayin glossary', () => {
  it('covers the 30 NaYin names, six per element', () => {
    expect(entries).toHaveLength(30);
    for (const e of Object.values(elementOf)) {
      expect(entries.filter(([, t]) => t.element === e)).toHaveLength(6);
    }
  });

  it.each(entries)('%s has a capitalised name and the element it ends with', (key, term) => {
    expect(term.en).toMatch(/^[A-Z][a-z]*( [A-Za-z]+)*$/);
    expect(term.element).toBe(elementOf[key.slice(-1)]);
    expect(term.icon).toMatch(/^nayin-[a-z]+(-[a-z]+)*$/);
  });

  it('knows well-known NaYin', () => {
    expect(nayin['海中金']).toMatchObject({ en: 'Gold in the Sea', element: 'Metal' });
    expect(nayin['炉中火']?.en).toBe('Fire in the Furnace');
    expect(nayin['大林木']?.en).toBe('Wood of the Great Forest');
    expect(nayin['大海水']?.element).toBe('Water');
  });
});

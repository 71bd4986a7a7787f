import { fourAnimals, fourPalaces } from './fourImages';

describe('fourImages glossaries', () => {
  it('covers the four palaces and four animals', () => {
    expect(Object.keys(fourPalaces).join('')).toBe('东南西北');
    expect(Object.keys(fourAnimals).sort()).toEqual(['朱雀', '玄武', '白虎', '青龙'].sort());
  });

  it('links each palace to its guardian and back', () => {
    for (const [key, palace] of Object.entries(fourPalaces)) {
      expect(fourAnimals[palace.guardian]?.palace).toBe(key);
      expect(fourAnimals[palace.guardian]?.element).toBe(palace.element);
    }
  });

  it('knows well-known names', () => {
    expect(fourPalaces['东']?.en).toBe('Eastern Palace');
    expect(fourPalaces['北']?.guardian).toBe('玄武');
    expect(fourAnimals['青龙']?.en).toBe('Azure Dragon');
    expect(fourAnimals['白虎']?.en).toBe('White Tiger');
    expect(fourAnimals['朱雀']?.en).toBe('Vermilion Bird');
    expect(fourAnimals['玄武']?.en).toBe('Black Tortoise');
  });
});

import { constellationAnimals, constellations } from './constellations';
import { fourPalaces } from './fourImages';
import { luminaries } from './luminaries';

const entries = Object.entries(constellations);

describe('constellations glossary', () => {
  it('covers the 28 mansions in order', () => {
    expect(Object.keys(constellations).join('')).toBe(
      '角亢氐房心尾箕斗牛女虚危室壁奎娄胃昴毕觜参井鬼柳星张翼轸',
    );
    expect(entries.map(([, t]) => t.en)).toEqual([
      'Horn',
      'Neck',
      'Root',
      'Room',
      'Heart',
      'Tail',
      'Winnowing Basket',
      'Dipper',
      'Ox',
      'Girl',
      'Emptiness',
      'Rooftop',
      'Encampment',
      'Wall',
      'Legs',
      'Bond',
      'Stomach',
      'Hairy Head',
      'Net',
      'Turtle Beak',
      'Three Stars',
      'Well',
      'Ghost',
      'Willow',
      'Star',
      'Extended Net',
      'Wings',
      'Chariot',
    ]);
  });

  it.each(entries)('%s has valid links and luck', (_key, term) => {
    expect(constellationAnimals[term.animal]).toBeDefined();
    expect(luminaries[term.luminary]).toBeDefined();
    expect(fourPalaces[term.palace]).toBeDefined();
    expect(['auspicious', 'inauspicious']).toContain(term.luck);
  });

  it('has seven mansions per palace, one per luminary', () => {
    for (const palace of Object.keys(fourPalaces)) {
      const group = entries.filter(([, t]) => t.palace === palace);
      expect(group).toHaveLength(7);
      expect(new Set(group.map(([, t]) => t.luminary)).size).toBe(7);
    }
  });

  it('knows well-known mansions', () => {
    expect(constellations['角']).toMatchObject({
      en: 'Horn',
      animal: '蛟',
      luck: 'auspicious',
      luminary: '木',
      palace: '东',
    });
    expect(constellations['房']).toMatchObject({ animal: '兔', luminary: '日' });
    expect(constellations['鬼']).toMatchObject({ en: 'Ghost', animal: '羊', luck: 'inauspicious' });
  });
});

describe('constellationAnimals glossary', () => {
  const animals = Object.entries(constellationAnimals);

  it('covers the 28 mansion animals, one per mansion', () => {
    expect(animals).toHaveLength(28);
    expect(new Set(entries.map(([, t]) => t.animal)).size).toBe(28);
  });

  it.each(animals)('%s has a mansion-animal icon', (_key, term) => {
    expect(term.icon).toMatch(/^mansion-animal-[a-z]+(-[a-z]+)*$/);
  });

  it('knows well-known animals', () => {
    expect(constellationAnimals['蛟']?.en).toBe('Flood Dragon');
    expect(constellationAnimals['貉']?.en).toBe('Badger');
    expect(constellationAnimals['獬']?.en).toBe('Unicorn');
    expect(constellationAnimals['犴']?.en).toBe('Tapir');
    expect(constellationAnimals['蚓']?.en).toBe('Earthworm');
  });
});

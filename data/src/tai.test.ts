import { dayTaiPositions, monthTaiPositions } from './tai';

const days = Object.entries(dayTaiPositions);
const months = Object.entries(monthTaiPositions);

describe('tai glossaries', () => {
  it('covers the 60 day positions and the 9 month positions', () => {
    expect(days).toHaveLength(60);
    expect(months).toHaveLength(9);
  });

  it.each(days)('%s reads as "places, location"', (key, term) => {
    expect(key).toMatch(/^\S{3} (外|房内)\S{1,2}$/);
    expect(term.en).toMatch(/^[A-Z][a-z ,]+, (outside|inside the room,) [a-z]+$/);
  });

  it('knows well-known positions', () => {
    expect(dayTaiPositions['占门碓 外东南']?.en).toBe('Door and mortar, outside southeast');
    expect(dayTaiPositions['房床栖 房内中']?.en).toBe('Bed and roost, inside the room, centre');
    expect(dayTaiPositions['占大门 外正西']?.en).toBe('Main gate, outside west');
    expect(monthTaiPositions['占房床']?.en).toBe('Bedroom and bed');
    expect(monthTaiPositions['占厨灶']?.en).toBe('Kitchen stove');
  });
});

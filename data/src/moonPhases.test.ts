import { moonPhases } from './moonPhases';

const entries = Object.entries(moonPhases);
const astronomical = ['新月', '蛾眉月', '上弦月', '盈凸月', '满月', '亏凸月', '下弦月', '残月'];

describe('moonPhases glossary', () => {
  it('covers the 23 traditional day names and the 8 astronomical phases', () => {
    expect(entries).toHaveLength(31);
    expect(entries.filter(([key]) => !astronomical.includes(key))).toHaveLength(23);
  });

  it.each(entries)('%s has a moon emoji and a moon icon', (_key, term) => {
    expect(term.emoji).toMatch(/^[\u{1F311}-\u{1F318}]$/u);
    expect(term.icon).toMatch(/^moon-[a-z]+(-[a-z]+)*$/);
  });

  it('maps the astronomical phases to the eight moon emoji in order', () => {
    expect(astronomical.map((k) => moonPhases[k]?.emoji).join('')).toBe('🌑🌒🌓🌔🌕🌖🌗🌘');
    expect(astronomical.map((k) => moonPhases[k]?.en)).toEqual([
      'New Moon',
      'Waxing Crescent',
      'First Quarter',
      'Waxing Gibbous',
      'Full Moon',
      'Waning Gibbous',
      'Last Quarter',
      'Waning Crescent',
    ]);
  });

  it('knows well-known traditional names', () => {
    expect(moonPhases['朔']).toMatchObject({ en: 'New Moon', emoji: '🌑' });
    expect(moonPhases['望']).toMatchObject({ en: 'Full Moon', emoji: '🌕' });
    expect(moonPhases['上弦']?.en).toBe('First Quarter');
    expect(moonPhases['晦']?.emoji).toBe('🌑');
  });
});

import { elementCycle } from './elements';
import { stems } from './stems';
import { dayMaster, tenGodByStemPair, tenGods } from './tenGods';

const entries = Object.entries(tenGods);

describe('tenGods glossary', () => {
  it('covers the ten gods', () => {
    expect(Object.keys(tenGods)).toEqual([
      '比肩',
      '劫财',
      '食神',
      '伤官',
      '偏财',
      '正财',
      '七杀',
      '正官',
      '偏印',
      '正印',
    ]);
  });

  it.each(entries)('%s has a ten-god icon', (_key, term) => {
    expect(term.icon).toMatch(/^ten-god-[a-z]+(-[a-z]+)*$/);
  });

  it('knows well-known gods', () => {
    expect(tenGods['比肩']?.en).toBe('Friend');
    expect(tenGods['七杀']).toMatchObject({
      en: 'Seven Killings',
      group: 'Officer',
      samePolarity: true,
    });
    expect(tenGods['正印']).toMatchObject({ en: 'Direct Resource', group: 'Resource' });
    expect(dayMaster['日主']?.en).toBe('Day Master');
  });
});

describe('tenGodByStemPair', () => {
  const stemKeys = Object.keys(stems);

  it('has all 100 stem pairs, each a ten god key', () => {
    expect(Object.keys(tenGodByStemPair)).toEqual(stemKeys);
    for (const me of stemKeys) {
      expect(Object.keys(tenGodByStemPair[me] ?? {})).toEqual(stemKeys);
      for (const other of stemKeys)
        expect(tenGods[tenGodByStemPair[me]?.[other] ?? '']).toBeDefined();
    }
  });

  it('follows the element and polarity rules', () => {
    for (const [me, mine] of Object.entries(stems)) {
      for (const [other, theirs] of Object.entries(stems)) {
        const god = tenGods[tenGodByStemPair[me]?.[other] ?? ''];
        const group =
          mine.element === theirs.element
            ? 'Companion'
            : elementCycle.produces[mine.element] === theirs.element
              ? 'Output'
              : elementCycle.controls[mine.element] === theirs.element
                ? 'Wealth'
                : elementCycle.controls[theirs.element] === mine.element
                  ? 'Officer'
                  : 'Resource';
        expect(god?.group).toBe(group);
        expect(god?.samePolarity).toBe(mine.polarity === theirs.polarity);
      }
    }
  });

  it('knows well-known pairs', () => {
    expect(tenGodByStemPair['甲']?.['庚']).toBe('七杀');
    expect(tenGodByStemPair['甲']?.['辛']).toBe('正官');
    expect(tenGodByStemPair['癸']?.['庚']).toBe('正印');
    expect(tenGodByStemPair['丙']?.['丙']).toBe('比肩');
  });
});

/**
 * The house answer: the engine's chart (checked against Ken Lai's published charts and the
 * oracles in engine/src/stars) with every star and mountain in Chinese and English, the 替卦
 * threshold, and the year's and month's stars of a date laid over the palaces.
 */
import { mountains } from '@tongshu/data';
import { mountainAt, mountainFacts, type Mountain } from '@tongshu/engine';
import { parseInput } from '../shared/parse';
import { starsAnswer } from './answer';
import { houseChartEndpoint } from './houseEndpoint';
import { houseAnswer } from './houseAnswer';
import { facingOf } from './houseSchema';

describe('house_chart', () => {
  it('draws period 8 子山午向 as 双星会向 (Double stars meet at the facing), in English', () => {
    const house = houseAnswer({ period: 8, facing: '午', zone: 'Europe/Berlin' });
    expect(house.facing.mountain).toEqual({ zh: '午', en: 'S2 Wu (Horse)' });
    expect(house.sitting.mountain).toEqual({ zh: '子', en: 'N2 Zi (Rat)' });
    expect(house.method).toEqual({ zh: '下卦', en: 'base chart' });
    const south = house.palaces.find((palace) => palace.palace === 's');
    expect([south?.mountain.number, south?.water.number]).toEqual([8, 8]);
    expect(south?.water).toEqual({ number: 8, zh: '八白', en: '8 White (Earth)' });
    expect(house.formations).toContainEqual({
      zh: '双星会向',
      en: 'Double stars meet at the facing',
    });
    expect(house.overlay).toBeUndefined();
    expect(houseChartEndpoint.summarize(house)).toBe(
      'Period 8 house facing S2 Wu (Horse) (午), sitting N2 Zi (Rat) (子): base chart (下卦); ' +
        'Double stars meet at the facing (双星会向).',
    );
  });

  it('reads a facing as degrees, a mountain or its code', () => {
    expect([facingOf('180'), facingOf('360'), facingOf('s2'), facingOf('NW3')]).toEqual([
      180,
      0,
      '午',
      '亥',
    ]);
    expect([facingOf('361'), facingOf('X9'), facingOf('-5')]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('turns 替卦 within the threshold of an edge: 2° off at 3, 4° off only at 4.5', () => {
    // 午 runs 172.5°-187.5°: 185.5° is 2° from its edge, 183.5° is 4°.
    const near = houseAnswer({ period: 9, facing: '185.5', zone: 'UTC' });
    expect(near.method.zh).toBe('替卦');
    expect(near.facing).toEqual({ degrees: 185.5, mountain: { zh: '午', en: 'S2 Wu (Horse)' } });
    const inner = { period: 9, facing: '183.5', zone: 'UTC' };
    expect(houseAnswer(inner).method.zh).toBe('下卦');
    expect(houseAnswer({ ...inner, replacementDegrees: '4.5' }).method.zh).toBe('替卦');
  });

  it('keeps or replaces a 5 reaching the centre of a 替卦 chart, as destiny-core and funfwo/Fengshui', () => {
    // Period 9 子山午向 at 186°: mingyu's test "玄空九运子山替卦" (funfwo/Fengshui's school) puts
    // mountain star 1 in the centre; destiny-core keeps the 5 (engine/src/stars/houseOracle.test.ts).
    const query = { period: 9, facing: '186', zone: 'UTC' };
    const centre = (house: ReturnType<typeof houseAnswer>) =>
      house.palaces.find((palace) => palace.palace === 'c')?.mountain.number;
    expect(centre(houseAnswer(query))).toBe(5);
    const replaced = houseAnswer({ ...query, replacementFive: 'replace' });
    expect(centre(replaced)).toBe(1);
    expect(replaced.conventions).toEqual({ replacementDegrees: '3', replacementFive: 'replace' });
  });

  it("lays the date's year and month grids over the palaces, as flying_stars draws them", () => {
    const house = houseAnswer({
      period: 9,
      facing: '0',
      date: '2026-11-28',
      zone: 'Europe/Berlin',
    });
    const stars = starsAnswer('2026-11-28', '12:00', 'Europe/Berlin');
    for (const palace of house.palaces) {
      const inGrid = (grid: typeof stars.year) =>
        grid.palaces.find((cell) => cell.palace === palace.palace)?.star;
      expect([palace.year, palace.month]).toEqual([inGrid(stars.year), inGrid(stars.month)]);
    }
    expect(house.overlay?.year).toEqual({ number: 1, zh: '一白', en: '1 White (Water)' });
  });

  it('takes numbers as an MCP caller sends them (walk of 2026-11-28)', async () => {
    const input = parseInput(houseChartEndpoint.request, { period: 8, facing: 180 });
    const house = await houseChartEndpoint.compute(input, { zone: 'UTC' } as never);
    expect(house.formations).toContainEqual({
      zh: '双星会向',
      en: 'Double stars meet at the facing',
    });
  });

  it('refuses a bad period, facing or threshold, naming the field', () => {
    const bad = (input: Record<string, string>, field: string) =>
      expect(() =>
        parseInput(houseChartEndpoint.request, { period: '9', facing: '180', ...input }),
      ).toThrow(expect.objectContaining({ inputError: field }));
    bad({ period: '10' }, 'period');
    bad({ period: '0' }, 'period');
    bad({ facing: 'north' }, 'facing');
    bad({ period: 12 as unknown as string }, 'period');
    bad({ facing: '400' }, 'facing');
    bad({ replacementDegrees: '5' }, 'replacementDegrees');
    bad({ replacementFive: 'drop' }, 'replacementFive');
    bad({ date: '2026-02-30' }, 'date');
  });
});

describe("the data's 24 mountains", () => {
  it("lie where the engine's ring puts them (Wikibooks, 24 Mountains)", () => {
    for (const mountain of mountains) {
      const facts = mountainFacts(mountain.zh as Mountain);
      expect([mountain.degrees, mountain.code]).toEqual([
        facts.degrees,
        `${facts.palace.toUpperCase()}${facts.place + 1}`,
      ]);
      expect(mountainAt(mountain.degrees).mountain).toBe(mountain.zh);
    }
  });
});

/**
 * House charts (下卦) against published charts:
 * - Ken Lai, "Period 7 houses meeting Period 8" (kenlaifengshui.blogspot.com, 2007-08-05, from
 *   the lecture notes "P8 Feng Shui Toolkit"): Period 7 子山午向 and 午山子向, every palace's
 *   mountain, period and water star;
 * - Period 8 子山午向 is 双星会向, the well-known example issue 43 names, and 午山子向 双星会坐;
 * - the 24 mountains' polarity as Wikibooks "Feng Shui/Flying Star Feng Shui/Period 8" lists it.
 */
import { FLIGHT_PATH, type StarPalace } from './flyGrid';
import { houseChart, type HouseChart } from './houseChart';
import { MOUNTAINS, mountainAt, mountainFacts } from './mountains';

/** A chart as the blog prints it: "msp" triples row by row, south at the top. */
function triples(chart: HouseChart): string[] {
  const rows: StarPalace[][] = [
    ['se', 's', 'sw'],
    ['e', 'c', 'w'],
    ['ne', 'n', 'nw'],
  ];
  return rows.map((row) =>
    row
      .map((palace) => {
        const { mountain, period, water } = chart.palaces[palace];
        return `${mountain}${period}${water}`;
      })
      .join(' '),
  );
}

describe('the 24 mountains', () => {
  it('gives each its polarity as Wikibooks lists it (Jen +, Tzu -, Kuei - ...)', () => {
    const listed =
      '壬+ 子- 癸- 丑- 艮+ 寅+ 甲+ 卯- 乙- 辰- 巽+ 巳+ 丙+ 午- 丁- 未- 坤+ 申+ 庚+ 酉- 辛- 戌- 乾+ 亥+';
    const ours = ['壬', ...MOUNTAINS.slice(0, 23)]
      .map((m) => `${m}${mountainFacts(m as (typeof MOUNTAINS)[number]).yang ? '+' : '-'}`)
      .join(' ');
    expect(ours).toBe(listed);
  });

  it('reads a bearing: 子 spans 352.5° to 7.5°, 午 is 180°', () => {
    expect(mountainAt(0)).toEqual({ mountain: '子', fromEdge: 7.5 });
    expect(mountainAt(353).mountain).toBe('子');
    expect(mountainAt(352).mountain).toBe('壬');
    expect(mountainAt(180)).toEqual({ mountain: '午', fromEdge: 7.5 });
    expect(mountainAt(-90).mountain).toBe('酉');
  });
});

describe('下卦 house charts', () => {
  it('matches the published Period 7 子山午向 chart, palace by palace', () => {
    const chart = houseChart({ period: 7, facing: '午' });
    expect(chart.sitting.mountain).toBe('子');
    expect(chart.method).toBe('下卦');
    expect(triples(chart)).toEqual(['461 826 648', '559 372 194', '915 737 283']);
  });

  it('matches the published Period 7 午山子向 chart, palace by palace', () => {
    expect(triples(houseChart({ period: 7, facing: '子' }))).toEqual([
      '164 628 846',
      '955 273 491',
      '519 737 382',
    ]);
  });

  it('finds 双星会向 in Period 8 子山午向 and 双星会坐 in 午山子向', () => {
    const facingSouth = houseChart({ period: 8, facing: 180 });
    expect(facingSouth.palaces.s).toEqual({ period: 3, mountain: 8, water: 8 });
    expect(facingSouth.formations.map((f) => f.zh)).toContain('双星会向');
    const facingNorth = houseChart({ period: 8, facing: '子' });
    expect(facingNorth.formations.map((f) => f.zh)).toContain('双星会坐');
  });

  it("gives opposite facings each other's mountain and water stars, and the same formations", () => {
    // Sitting and facing change places, so each star chart changes roles: a rule read straight
    // from the 下卦 construction, held for every facing of periods 7, 8 and 9.
    for (const period of [7, 8, 9]) {
      for (const facing of MOUNTAINS) {
        const chart = houseChart({ period, facing });
        const opposite = houseChart({ period, facing: chart.sitting.mountain });
        for (const palace of FLIGHT_PATH) {
          expect(opposite.palaces[palace].mountain).toBe(chart.palaces[palace].water);
          expect(opposite.palaces[palace].water).toBe(chart.palaces[palace].mountain);
        }
        const names = (c: HouseChart) =>
          c.formations.map((f) => f.zh).filter((zh) => ['旺山旺向', '上山下水'].includes(zh));
        expect({ facing, period, names: names(opposite) }).toEqual({
          facing,
          period,
          names: names(chart),
        });
      }
    }
  });

  it('refuses a period outside 1-9 and a facing that is no bearing or mountain', () => {
    expect(() => houseChart({ period: 10, facing: 0 })).toThrow('period must be 1-9: 10');
    expect(() => houseChart({ period: 8, facing: Number.NaN })).toThrow(/facing/);
    expect(() => houseChart({ period: 8, facing: '北' as never })).toThrow(/facing/);
  });

  it('uses 替卦 within the threshold of a mountain edge, 下卦 in the middle', () => {
    expect(houseChart({ period: 8, facing: 180 }).method).toBe('下卦');
    expect(houseChart({ period: 8, facing: 173 }).method).toBe('替卦');
    expect(houseChart({ period: 8, facing: 176, replacementDegrees: 4.5 }).method).toBe('替卦');
    expect(houseChart({ period: 8, facing: 176 }).method).toBe('下卦');
  });
});

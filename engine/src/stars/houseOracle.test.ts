/**
 * House charts (玄空飞星) over the whole range against other implementations (houseCharts.json,
 * written by scripts/houseOracles.mjs; each chart "mountain stars/water stars" by Lo Shu palace):
 * - destiny-core (destinynet/destiny-core, Kotlin, commit c51603f5): its rules restated from its
 *   own tables (ReplacementDefaultImpl, MountainYinYangEmptyImpl, VoidFunctions,
 *   ChartMntContext.getStart), 下卦 and 用替 for 9 periods x 24 mountains; the restatement
 *   reproduces destiny-core's ChartMntContextTest before the table is written;
 * - tianji (Yuqian1017/tianji, src/modules/fengshui/engine.js `paiFengshui` run for real): 下卦,
 *   audited by its authors against @soul-atelier/xuankong 0.2.1, the engine of Brhiza/mingyu;
 * - funfwo/Fengshui paipan.py and the Brhiza/mingyu 替卦 that cites it (test "玄空九运子山替卦"):
 *   the school that replaces a 5 reaching the centre, where sources part.
 */
import type { StarPalace } from './flyGrid';
import { houseChart, type HouseChart } from './houseChart';
import { MOUNTAINS, mountainFacts, type Mountain } from './mountains';
import table from '../oracles/houseCharts.json';

type Charts = Readonly<Record<string, Readonly<Record<string, string>>>>;
const destinyCore = table.destinyCore as Readonly<Record<'下卦' | '替卦', Charts>>;
const tianji = table.tianji as Charts;
const fiveReplaced = table.fiveReplaced as Charts;
const PERIODS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/** The palaces by Lo Shu number 1..9 (坎 坤 震 巽 中 乾 兑 艮 离), as the table lists them. */
const LO_SHU: readonly StarPalace[] = ['n', 'sw', 'e', 'se', 'c', 'nw', 'w', 'ne', 's'];

function compact(chart: HouseChart): string {
  const stars = (side: 'mountain' | 'water') =>
    LO_SHU.map((palace) => chart.palaces[palace][side]).join('');
  return `${stars('mountain')}/${stars('water')}`;
}

/** A facing bearing inside `facing`, `fromEdge` degrees from its lower (-1) or upper (+1) edge. */
function bearing(facing: Mountain, side: -1 | 1, fromEdge: number): number {
  return mountainFacts(facing).degrees + side * (7.5 - fromEdge);
}

/** Each chart of `charts` that `ours` does not give: `period facing ours/theirs`. */
function missesOf(charts: Charts, ours: (period: number, facing: Mountain) => HouseChart) {
  const misses: string[] = [];
  let checked = 0;
  for (const period of PERIODS) {
    for (const facing of MOUNTAINS) {
      const theirs = charts[period]?.[facing];
      const chart = compact(ours(period, facing));
      checked += 1;
      if (chart !== theirs) misses.push(`${period} ${facing} ${chart}/${theirs}`);
    }
  }
  return { checked, misses };
}

describe('下卦 house charts, 9 periods x 24 facings', () => {
  const middle = (period: number, facing: Mountain) => houseChart({ period, facing });

  it('match destiny-core (rules restated from its tables) on all 216 charts', () => {
    expect(missesOf(destinyCore.下卦, middle)).toEqual({ checked: 216, misses: [] });
  });

  it("match tianji's engine, run for real, on all 216 charts", () => {
    expect(missesOf(tianji, middle)).toEqual({ checked: 216, misses: [] });
  });

  it("match destiny-core's ChartMntContextTest: Period 8 子山午向 and 申山寅向", () => {
    expect(compact(houseChart({ period: 8, facing: '午' }))).toBe('912345678/765432198');
    expect(compact(houseChart({ period: 8, facing: '寅' }))).toBe('123456789/789123456');
  });
});

describe('替卦 house charts near every mountain edge, against destiny-core 用替', () => {
  it.each([
    ['0.1° from either edge', 0.1, undefined],
    ['1.5° from either edge', 1.5, undefined],
    ['2.9° from either edge', 2.9, undefined],
    ['4.4° from either edge with a 4.5° threshold', 4.4, 4.5],
  ])('match all 216 charts %s', (_, fromEdge, replacementDegrees) => {
    for (const side of [-1, 1] as const) {
      const near = (period: number, facing: Mountain) => {
        const chart = houseChart({
          period,
          facing: bearing(facing, side, fromEdge),
          ...(replacementDegrees ? { replacementDegrees } : {}),
        });
        expect(chart.method).toBe('替卦');
        return chart;
      };
      expect(missesOf(destinyCore.替卦, near)).toEqual({ checked: 216, misses: [] });
    }
  });

  it('give 下卦 again 3.1° from either edge, with the default 3° threshold', () => {
    for (const side of [-1, 1] as const) {
      const inside = (period: number, facing: Mountain) =>
        houseChart({ period, facing: bearing(facing, side, 3.1) });
      expect(missesOf(destinyCore.下卦, inside)).toEqual({ checked: 216, misses: [] });
    }
  });

  it("match destiny-core's ChartMntContextTest: Period 8 子山午向 and 申山寅向 用替", () => {
    expect(compact(houseChart({ period: 8, facing: 186 }))).toBe('234567891/654321987');
    expect(compact(houseChart({ period: 8, facing: 66 }))).toBe('123456789/678912345');
  });

  it('leave 142 of 216 charts with none of the four formations, as destiny-core counts', () => {
    const four = ['旺山旺向', '上山下水', '双星会向', '双星会坐'];
    let unformed = 0;
    for (const period of PERIODS) {
      for (const facing of MOUNTAINS) {
        const chart = houseChart({ period, facing: bearing(facing, 1, 1) });
        if (!chart.formations.some((f) => four.includes(f.zh))) unformed += 1;
      }
    }
    expect(unformed).toBe(142);
  });
});

describe('替卦 where schools part', () => {
  /*
   * destiny-core flags 11 mountains `enabled = false` and keeps the 下卦 star there: for each the
   * 起星 star is its own palace's number, so keeping and replacing give one chart, and destiny-core
   * flies either by the same stand-in mountain's polarity (as do mingyu, funfwo/Fengshui and we).
   */
  it("keeps the 下卦 star only where destiny-core's replacement star equals it", () => {
    const number: Record<StarPalace, number> = {
      n: 1,
      sw: 2,
      e: 3,
      se: 4,
      c: 5,
      nw: 6,
      w: 7,
      ne: 8,
      s: 9,
    };
    const replacement = table.destinyCoreReplacement as Readonly<Record<string, string>>;
    for (const mountain of MOUNTAINS) {
      const [star, off] = (replacement[mountain] ?? '').split(' ');
      const own = number[mountainFacts(mountain).palace];
      expect({ mountain, same: Number(star) === own }).toEqual({ mountain, same: off === 'off' });
    }
  });

  /*
   * When the period chart puts a 5 in the sitting (facing) palace, destiny-core (getStart: no
   * replacement when the source symbol is null) and the mingyu 替卦 citing 《沈氏玄空学》 ("五黄仍以五入中")
   * keep the 5, flown by the mountain's own polarity (`replacementFive: 'keep'`, the default);
   * funfwo/Fengshui paipan.py and the mingyu 替卦 citing it replace it with that mountain's own 起星
   * star (`replacementFive: 'replace'`).
   */
  it.each([
    ['keep', 'destiny-core 用替', 'keep' as const, undefined],
    ['replace', 'funfwo/Fengshui paipan.py', 'replace' as const, 4.5],
  ])(
    'replacementFive %s gives %s on the 48 charts where a 5 reaches the centre',
    (_, _source, replacementFive, replacementDegrees) => {
      let parted = 0;
      for (const period of PERIODS) {
        for (const [facing, funfwo] of Object.entries(fiveReplaced[period] ?? {})) {
          const destiny = destinyCore.替卦[period]?.[facing];
          for (const side of [-1, 1] as const) {
            const chart = houseChart({
              period,
              facing: bearing(facing as Mountain, side, replacementDegrees ? 4.4 : 1),
              replacementFive,
              ...(replacementDegrees ? { replacementDegrees } : {}),
            });
            expect(compact(chart)).toBe(replacementFive === 'keep' ? destiny : funfwo);
          }
          expect(funfwo).not.toBe(destiny);
          parted += 1;
        }
      }
      expect(parted).toBe(48);
    },
  );

  it('replaces a 5 only in 替卦: every other chart is the same under both, and 下卦 keeps its 5', () => {
    for (const period of PERIODS) {
      for (const facing of MOUNTAINS) {
        const near = bearing(facing, 1, 1);
        const parts = fiveReplaced[period]?.[facing] !== undefined;
        const keep = compact(houseChart({ period, facing: near }));
        const replace = compact(houseChart({ period, facing: near, replacementFive: 'replace' }));
        expect(keep === replace).toBe(!parts);
        expect(compact(houseChart({ period, facing, replacementFive: 'replace' }))).toBe(
          destinyCore.下卦[period]?.[facing],
        );
      }
    }
  });

  it("gives mingyu's funfwo-school 替卦 test chart, Period 9 子山午向, under replacementFive 'replace'", () => {
    // Brhiza/mingyu test "玄空九运子山替卦": 山 [5,4,3,2,1,9,8,7,6], 向 [2,3,4,5,6,7,8,9,1].
    expect(fiveReplaced[9]?.午).toBe('543219876/234567891');
    const kept = houseChart({ period: 9, facing: 186 });
    expect(compact(kept)).toBe('987654321/234567891');
    expect(kept.palaces.c.mountain).toBe(5);
    const replaced = houseChart({ period: 9, facing: 186, replacementFive: 'replace' });
    expect(compact(replaced)).toBe('543219876/234567891');
    expect(replaced.palaces.c.mountain).toBe(1);
  });
});

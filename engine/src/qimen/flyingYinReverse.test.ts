/**
 * The other flying-plate (飞盘) order, `flying-yin-reverse` (阳顺阴逆): in yin dun the stars, each
 * with its stem, fly backward from the lead star (docs/engine/qimen.md, "飞盘 in yin dun").
 *
 * flyingMingyu.json is a second implementation run for real: mingyu (github Brhiza/mingyu, qimen
 * helpers/layout `arrangeJiuGongGe` with method 'feipan', the compiled build the code index holds,
 * "九星按一至九宫顺逆飞布"): its earth plate, lead-star landing and star loop with `getStarHomeStem`,
 * over its own tables (src/config/divination-data.ts `palaceStars`, 戊己庚辛壬癸丁丙乙), for five
 * hours of each of the nine yin ju, printing per palace 1..9 "star heaven-stem earth-stem". The
 * lead star handed to it is the star at home where the hour's 旬首 stem lies.
 */
import { branchIndex, jiaziIndex, stemIndex } from '../sexagenary/cycle';
import { buildFlyingBoard } from './flyingBoard';
import { qimenChart } from './qimenChart';
import type { BoardPalace } from './board';
import type { OuterPalace } from './palaces';
import charts from './flyingMingyu.json';

const PALACES = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

const pillarOf = (text: string) => jiaziIndex(stemIndex(text[0] ?? ''), branchIndex(text[1] ?? ''));

const starsAndStems = (cell: BoardPalace | undefined) =>
  `${cell?.star} ${cell?.heavenStem} ${cell?.earthStem}`;

describe('飞盘 in yin dun: stars backward (阳顺阴逆)', () => {
  it('2026-12-17 13:00 (阴4, 癸未): 天蓬 with its 辛 in 坎, where the forward order has 天禽', () => {
    const at = { year: 2026, month: 12, day: 17, hour: 13, minute: 0 };
    const reverse = qimenChart('hour', at, { qimenPlate: 'flying-yin-reverse' }).qm_day;
    const forward = qimenChart('hour', at, { qimenPlate: 'flying' }).qm_day;
    expect([reverse?.ju_type, reverse?.ju_number, reverse?.gz_hour]).toEqual(['阴遁', 4, '癸未']);
    expect([reverse?.n_star, reverse?.n_heaven_stem]).toEqual(['天蓬', '辛']);
    expect([forward?.n_star, forward?.n_heaven_stem]).toEqual(['天禽', '乙']);
    // The lead star 天冲 stays on the hour stem 癸's palace, 艮 8, in both orders.
    expect([reverse?.ne_star, forward?.ne_star]).toEqual(['天冲', '天冲']);
    expect(reverse?.c_star).toBe('天心');
    expect(qimenChart('hour', at, { qimenPlate: 'flying-yin-reverse' }).conventions).toContain(
      '阳顺阴逆',
    );
  });

  it('has mingyu’s stars and stems, run, for every yin ju (45 charts, 405 palaces)', () => {
    const seen = new Set<number>();
    let compared = 0;
    for (const chart of charts) {
      const board = buildFlyingBoard('yin', -chart.ju, pillarOf(chart.hourPillar), true);
      const ours = PALACES.map((p) =>
        starsAndStems(p === 5 ? board.centre : board.palaces[p as OuterPalace]),
      );
      expect({ ju: chart.ju, hour: chart.hourPillar, ours }).toEqual({
        ju: chart.ju,
        hour: chart.hourPillar,
        ours: chart.palaces,
      });
      seen.add(-chart.ju);
      compared += ours.length;
    }
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(compared).toBe(405);
  });

  it('leaves yang dun, the doors and the deities as the forward order draws them', () => {
    for (let pillar = 0; pillar < 60; pillar += 7) {
      expect(buildFlyingBoard('yang', 3, pillar, true)).toEqual(
        buildFlyingBoard('yang', 3, pillar),
      );
      const reverse = buildFlyingBoard('yin', 6, pillar, true);
      const forward = buildFlyingBoard('yin', 6, pillar);
      for (const p of PALACES) {
        const cell = (board: typeof reverse) =>
          p === 5 ? board.centre : board.palaces[p as OuterPalace];
        expect([cell(reverse)?.door, cell(reverse)?.deity]).toEqual([
          cell(forward)?.door,
          cell(forward)?.deity,
        ]);
      }
    }
  });
});

/**
 * The flying plate (飞盘) against a second, independent implementation run for real: qimen-go
 * (github deminzhang/qimen-go, commit 4d3f58fa0f401b5b3a337f119138e99e90685dda), xuan/qimen.go
 * `NewQMGame` → `(*QMGame).calcGong` with `Type: QMTypeFly`, `FlyType: QMFlyTypeAllOrder` (its
 * default, 阴阳皆顺), `JuType: QMJuTypeSplit` (拆补), names from xuan/qimen_defs.go `Star9`,
 * `Door9`, `God9S` (yang dun), `God9L` (yin dun).
 *
 * How flyingQimenGo.json was made (docs/engine/qimen.md, "飞盘 checked against qimen-go", has the
 * Go program): Debian's Go 1.19.8 built qimen-go's xuan package unchanged but for two shims for
 * Go 1.21 built-ins it does not have (`slices.Contains`, `min`, the latter used only by the 茅山
 * ju method), against 6tail/lunar-go v1.4.4 (e219bd4) in place of v1.3.15; a small program read
 * 31 China-clock instants (2024-2025: every ju of both duns, 甲 hours, star and door 伏吟 and 反吟
 * by our flags, the lead palace and the hour stem in the centre, two 23:30 hours) and printed,
 * per palace 1..9, "star door deity heaven-stem earth-stem", with qimen-go's ju (negative = yin
 * dun) and hour pillar.
 */
import { branchIndex, jiaziIndex, stemIndex } from '../sexagenary/cycle';
import { buildFlyingBoard } from './flyingBoard';
import { PALACE_KEYS, type OuterPalace } from './palaces';
import { qimenChart } from './qimenChart';
import type { BoardPalace } from './board';
import charts from './flyingQimenGo.json';

type QimenGoChart = (typeof charts)[number];

const PALACES = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

// qimen-go names deities 5 and 7 勾陈, 朱雀 in yang dun (God9S) and 白虎, 玄武 in yin dun (God9L),
// slot for slot; our board names them 白虎, 玄武 in both (deityNaming 'baihu-xuanwu').
const GOD9S = ['值符', '腾蛇', '太阴', '六合', '勾陈', '太常', '朱雀', '九地', '九天'];
const GOD9L = ['值符', '腾蛇', '太阴', '六合', '白虎', '太常', '玄武', '九地', '九天'];

function dunOf(chart: QimenGoChart): 'yang' | 'yin' {
  return chart.ju > 0 ? 'yang' : 'yin';
}

function instant(chart: QimenGoChart) {
  const [date = '', time = ''] = chart.at.split('T');
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  return {
    year: year ?? 0,
    month: month ?? 0,
    day: day ?? 0,
    hour: hour ?? 0,
    minute: minute ?? 0,
  };
}

/** qimen-go's cell in our words: a full star and door name, yang deities by their yin names. */
function asOurs(cell: string): string {
  const [star, door, deity, heaven, earth] = cell.split(' ');
  const god = GOD9S.indexOf(deity ?? '');
  return `天${star} ${door}门 ${god >= 0 ? GOD9L[god] : deity} ${heaven} ${earth}`;
}

function cellText(cell: BoardPalace | undefined): string {
  return `${cell?.star} ${cell?.door} ${cell?.deity} ${cell?.heavenStem} ${cell?.earthStem}`;
}

describe('flying plate (飞盘) against qimen-go, run', () => {
  it('has the same board for the same dun, ju and hour pillar (31 charts, 279 palaces)', () => {
    let compared = 0;
    for (const chart of charts) {
      const hour = chart.hourPillar;
      const pillar = jiaziIndex(stemIndex(hour[0] ?? ''), branchIndex(hour[1] ?? ''));
      const board = buildFlyingBoard(dunOf(chart), Math.abs(chart.ju), pillar);
      const ours = PALACES.map((p) =>
        cellText(p === 5 ? board.centre : board.palaces[p as OuterPalace]),
      );
      expect({ at: chart.at, palaces: ours }).toEqual({
        at: chart.at,
        palaces: chart.palaces.map(asOurs),
      });
      compared += ours.length;
    }
    expect(compared).toBe(279);
  });

  it('qimenChart gives the same 拆补 ju, hour pillar and cells, 勾陈/朱雀 named in yang', () => {
    for (const chart of charts) {
      const day = qimenChart('hour', instant(chart), {
        qimenPlate: 'flying',
        deityNaming: 'gouchen-zhuque',
      }).qm_day as unknown as Record<string, unknown>;
      const sign = day.ju_type === '阳遁' ? 1 : -1;
      const cells = PALACES.map((p) => {
        const key = p === 5 ? 'c' : PALACE_KEYS[p as OuterPalace];
        const field = (name: string) => String(day[`${key}_${name}`]);
        return [
          field('star').slice(1),
          field('door').slice(0, 1),
          field('deity'),
          field('heaven_stem'),
          field('earth_stem'),
        ].join(' ');
      });
      expect({ at: chart.at, ju: sign * Number(day.ju_number), hour: day.gz_hour, cells }).toEqual({
        at: chart.at,
        ju: chart.ju,
        hour: chart.hourPillar,
        cells: chart.palaces,
      });
    }
  });

  it('covers every ju of both duns, 甲 hours, and star/door 伏吟 and 反吟 in each dun', () => {
    const seen = new Set<string>();
    for (const chart of charts) {
      const day = qimenChart('hour', instant(chart), { qimenPlate: 'flying' }).qm_day;
      const dun = dunOf(chart);
      seen.add(`${dun}${Math.abs(chart.ju)}`);
      if (chart.hourPillar.startsWith('甲')) seen.add(`${dun} 甲 hour`);
      if (day?.fu_yin_star) seen.add(`${dun} star 伏吟`);
      if (day?.fan_yin_star) seen.add(`${dun} star 反吟`);
      if (day?.fu_yin_door) seen.add(`${dun} door 伏吟`);
      if (day?.fan_yin_door) seen.add(`${dun} door 反吟`);
    }
    for (const dun of ['yang', 'yin']) {
      for (const ju of [1, 2, 3, 4, 5, 6, 7, 8, 9]) expect(seen).toContain(`${dun}${ju}`);
      for (const mark of ['甲 hour', 'star 伏吟', 'star 反吟', 'door 伏吟', 'door 反吟']) {
        expect(seen).toContain(`${dun} ${mark}`);
      }
    }
  });
});

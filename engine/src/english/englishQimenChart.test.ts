import { qimenDeities, qimenDoors } from '@tongshu/data';
import { qimenChart } from '../qimen/qimenChart';
import { englishQimenChart } from './englishQimenChart';

const HAN = /[\u4e00-\u9fff]/;

/** Every field of a board but the pillar names (`gz_*`, Chinese by design). */
function termFields(board: object): [string, unknown][] {
  return Object.entries(board).filter(([field]) => !field.startsWith('gz_'));
}

describe('englishQimenChart of a flying-plate chart', () => {
  // Every odd hour of four days, yang and yin dun, both deity namings: the centre's 中门 and the
  // ninth deity 太常 come round on many of them.
  const days = [
    { year: 2024, month: 1, day: 10 },
    { year: 2024, month: 3, day: 3 },
    { year: 2024, month: 7, day: 15 },
    { year: 2024, month: 10, day: 1 },
  ];
  const charts = days.flatMap((date) =>
    [1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23].flatMap((hour) =>
      (['baihu-xuanwu', 'gouchen-zhuque'] as const).map((deityNaming) =>
        qimenChart('hour', { ...date, hour, minute: 0 }, { qimenPlate: 'flying', deityNaming }),
      ),
    ),
  );

  it('translates every term, the centre c_* fields included', () => {
    for (const chart of charts) {
      const board = englishQimenChart(chart).qm_day ?? {};
      const left = termFields(board).filter(([, value]) => HAN.test(String(value)));
      expect(left).toEqual([]);
    }
  });

  it('gives 中门 and 太常 the English of @tongshu/data', () => {
    const english = charts.map((chart) => englishQimenChart(chart).qm_day ?? {});
    const values = english.flatMap((board) => Object.values(board).map(String));
    expect(values).toContain(qimenDoors['中门']?.en);
    expect(values).toContain(qimenDeities['太常']?.en);
    expect(english.every((board) => 'c_star' in board && 'c_deity' in board)).toBe(true);
  });
});

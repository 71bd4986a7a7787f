import { buildFlyingBoard } from './flyingBoard';
import { qimenChart } from './qimenChart';
import type { Board } from './board';

/** Star, door, deity and heaven stem of each palace 1..9, the centre from `centre`. */
function layout(board: Board): string[] {
  return [1, 2, 3, 4, 5, 6, 7, 8, 9].map((p) => {
    const cell = p === 5 ? board.centre : board.palaces[p as 1];
    return `${p}${cell?.star}${cell?.door}${cell?.deity}${cell?.heavenStem}`;
  });
}

// Worked by hand from the written rule (no published flying-plate chart found in the time given):
// qimen-go xuan/qimen.go `QMTypeFly` with `QMFlyTypeAllOrder`, and 《奇门飞宫之7步排出完美盘局》:
// 值符 on the hour stem's palace and 值使 on the hour branch's, both flying forward; deities
// 阳顺阴逆 from the 值符; stems riding with their stars.
describe('flying plate (飞盘)', () => {
  it('阳遁1局 甲子 hour: every star, door and stem at home (伏吟), deities forward from 1', () => {
    const board = buildFlyingBoard('yang', 1, 0);
    expect(layout(board)).toEqual([
      '1天蓬休门值符戊',
      '2天芮死门腾蛇己',
      '3天冲伤门太阴庚',
      '4天辅杜门六合辛',
      '5天禽中门白虎壬',
      '6天心开门太常癸',
      '7天柱惊门玄武丁',
      '8天任生门九地丙',
      '9天英景门九天乙',
    ]);
    expect(board.starShift).toBe(0);
  });

  it('阳遁1局 乙丑 hour: 天蓬 flies to 乙 in 9, 休门 to 2, 值符 deity with 天蓬', () => {
    const board = buildFlyingBoard('yang', 1, 1);
    expect(layout(board)).toEqual([
      '1天芮景门腾蛇己',
      '2天冲休门太阴庚',
      '3天辅死门六合辛',
      '4天禽伤门白虎壬',
      '5天心杜门太常癸',
      '6天柱中门玄武丁',
      '7天任开门九地丙',
      '8天英惊门九天乙',
      '9天蓬生门值符戊',
    ]);
  });

  it('阴遁9局 乙丑 hour: stars and doors still forward, deities backward from 1', () => {
    const board = buildFlyingBoard('yin', 9, 1);
    expect(layout(board)).toEqual([
      '1天英死门值符戊',
      '2天蓬伤门九天乙',
      '3天芮杜门九地丙',
      '4天冲中门玄武丁',
      '5天辅开门太常癸',
      '6天禽惊门白虎壬',
      '7天心生门六合辛',
      '8天柱景门太阴庚',
      '9天任休门腾蛇己',
    ]);
  });

  it('puts the centre in c_* fields of an hour chart; other kinds stay on the rotating plate', () => {
    const at = { year: 2024, month: 10, day: 1, hour: 13, minute: 3 };
    const chart = qimenChart('hour', at, { qimenPlate: 'flying' });
    expect(chart.qm_day?.c_loushu).toBe(5);
    expect(chart.conventions).toContain('飞盘');
    expect(qimenChart('hour', at).qm_day?.c_star).toBeUndefined();
    const day = qimenChart('day', at, { qimenPlate: 'flying' });
    expect(day).toEqual({ ...qimenChart('day', at), conventions: day.conventions });
    expect(day.conventions).not.toContain('飞盘');
  });
});

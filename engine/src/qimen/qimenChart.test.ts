import type { QimenBoard } from './chartTypes';
import { qimenChart } from './qimenChart';
import { hourChartJu, monthChartJu, yearChartJu } from './ju';

const at = (year: number, month: number, day: number, hour = 12, minute = 0) => ({
  year,
  month,
  day,
  hour,
  minute,
});

function board(chart: ReturnType<typeof qimenChart>): QimenBoard {
  const found = chart.qm_day ?? chart.qm_month ?? chart.qm_year;
  if (!found) throw new Error('no board');
  return found;
}

describe('ju (局) by chart kind', () => {
  it('uses the term in force at the minute: 2024-10-01 13:03 is 阴7 under 拆补 (阴6 under 置闰), METAPHYSICS.md 2.1', () => {
    const chart = board(qimenChart('hour', at(2024, 10, 1, 13, 3)));
    expect([chart.ju_type, chart.ju_number]).toEqual(['阴遁', 7]);
  });

  it('follows the 拆补 table: 冬至 upper yuan is 阳1, 夏至 upper yuan 阴9, 立春 lower yuan 阳2', () => {
    expect(hourChartJu('冬至', 0)).toEqual({ dun: 'yang', ju: 1, yuan: 0 });
    expect(hourChartJu('夏至', 0)).toEqual({ dun: 'yin', ju: 9, yuan: 0 });
    // 甲戌 (index 10) heads a lower yuan: its 符头 branch 戌 is one of 辰戌丑未.
    expect(hourChartJu('立春', 10)).toEqual({ dun: 'yang', ju: 2, yuan: 2 });
  });

  it('gives month charts 阴7/1/4 by the 符头 year and year charts 阴1/4/7 by the 60-year yuan from 1864', () => {
    expect(monthChartJu(0).ju).toBe(7); // 甲子 year
    expect(monthChartJu(5).ju).toBe(1); // 己巳 year
    expect(monthChartJu(10).ju).toBe(4); // 甲戌 year
    expect([1864, 1923, 1924, 1984, 2026, 2043, 2044].map((y) => yearChartJu(y).ju)).toEqual([
      1, 1, 4, 7, 7, 7, 1,
    ]);
    const year2026 = board(qimenChart('year', at(2026, 6, 1)));
    expect([year2026.gz_year, year2026.ju_type, year2026.ju_number]).toEqual(['丙午', '阴遁', 7]);
    expect(year2026.gz_month).toBeUndefined();
  });

  it('takes the year chart of the previous year before 立春', () => {
    expect(board(qimenChart('year', at(2026, 2, 3))).gz_year).toBe('乙巳');
  });
});

describe('hour chart at 2026-11-21 23:30 (worked by hand from METAPHYSICS.md 2.2-2.8)', () => {
  // 23:30 is the 子 hour of 2026-11-22 (庚子 day, 23:00 day change): hour 丙子, term 立冬.
  // 庚子 is jiazi index 36, a middle yuan (符头 己亥), so 立冬 中元 = 阴9. Xun 甲戌 hides under 己 (palace 8).
  const chart = qimenChart('hour', at(2026, 11, 21, 23, 30));
  const b = board(chart);

  it('has the pillars, dun, ju, lead stem, lead star, envoy, horse and void', () => {
    expect([b.gz_year, b.gz_month, b.gz_day, b.gz_hour]).toEqual(['丙午', '己亥', '庚子', '丙子']);
    expect([b.ju_type, b.ju_number, b.yuan]).toEqual(['阴遁', 9, '中元']);
    expect([b.lead_stem, b.lead_star, b.envoy]).toEqual(['己', '天任', '生门']);
    expect([b.horse_star, b.horse_palace]).toEqual(['寅', 'ne']);
    expect(b.void).toEqual(['申', '酉']);
    expect(b.day_void).toEqual(['辰', '巳']);
  });

  it('lays the palaces: 天任 moves from NE to SW (反吟), 生门 to NW, deities run counter-clockwise', () => {
    expect([
      b.sw_star,
      b.sw_heaven_stem,
      b.sw_earth_stem,
      b.sw_earth_stem_hidden,
      b.sw_deity,
    ]).toEqual(['天任', '己', '丙', '壬', '值符']);
    expect([b.ne_star, b.ne_heaven_stem, b.ne_heaven_stem_hidden]).toEqual(['天芮', '丙', '壬']);
    expect(b.nw_door).toBe('生门');
    expect([b.s_deity, b.se_deity, b.e_deity, b.w_deity]).toEqual(['腾蛇', '太阴', '六合', '九天']);
    expect([b.fan_yin_star, b.fu_yin_star, b.fan_yin_door, b.fu_yin_door]).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect(b.n_earth_stem_hidden).toBeUndefined();
  });

  it('detects the formations: 六仪击刑 (己 in 2), 五不遇时 (丙 hour on a 庚 day), 门迫 (杜门 in 8)', () => {
    const names = (palace: keyof typeof chart.special_formation) =>
      chart.special_formation[palace].map((f) => f.zh);
    expect(names('sw')).toEqual(['六仪击刑', '星反吟', '五不遇时']);
    expect(names('ne')).toEqual(['门迫']);
    expect(names('w')).toEqual(['三奇升殿']);
    expect(b.ne_door_interaction).toBe('门克宫');
  });
});

describe('the horse (驿马) of every hour branch', () => {
  // 《三命通会》 论驿马: 申子辰马在寅，寅午戌马在申，巳酉丑马在亥，亥卯未马在巳; the palaces are
  // the branches' on the board (寅 艮8 ne, 申 坤2 sw, 亥 乾6 nw, 巳 巽4 se; METAPHYSICS.md 2.8).
  const RHYME: Readonly<Record<string, readonly [string, string]>> = {
    申: ['寅', 'ne'],
    子: ['寅', 'ne'],
    辰: ['寅', 'ne'],
    寅: ['申', 'sw'],
    午: ['申', 'sw'],
    戌: ['申', 'sw'],
    巳: ['亥', 'nw'],
    酉: ['亥', 'nw'],
    丑: ['亥', 'nw'],
    亥: ['巳', 'se'],
    卯: ['巳', 'se'],
    未: ['巳', 'se'],
  };

  it.each([1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23])(
    'hour charts of 2026-03-14 at %i:00 take the horse of their hour branch',
    (hour) => {
      const b = board(qimenChart('hour', at(2026, 3, 14, hour)));
      expect([b.horse_star, b.horse_palace]).toEqual(RHYME[b.gz_hour?.charAt(1) ?? '']);
    },
  );
});

describe('input', () => {
  it('refuses impossible dates and times', () => {
    expect(() => qimenChart('hour', at(2026, 2, 30))).toThrow(RangeError);
    expect(() => qimenChart('hour', at(2026, 2, 1, 24))).toThrow('hour must be 0..23');
    expect(() => qimenChart('hour', at(2026, 2, 1, 1, 60))).toThrow('minute must be 0..59');
  });
});

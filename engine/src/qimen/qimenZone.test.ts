/**
 * Qi Men charts for a clock reading in a zone (issue 21): the ju follows the solar term in force at
 * the instant, the pillars the clock. 2024's 立春 fell at 08:27 UTC (Hong Kong Observatory).
 */
import { qimenChart } from './qimenChart';

const board = (chart: ReturnType<typeof qimenChart>) =>
  chart.qm_day ?? chart.qm_month ?? chart.qm_year;

describe('Qi Men charts in a zone', () => {
  it('takes the ju of 立春 for London 09:00 (after it), of 大寒 for Beijing 09:00 (before it)', () => {
    const at = { year: 2024, month: 2, day: 4, hour: 9, minute: 0 };
    const london = board(qimenChart('hour', at, { zone: 'Europe/London' }));
    const beijing = board(qimenChart('hour', at));
    // The same day, so the same 上元 (拆补 by the day's 符头); the classical 阳遁 table
    // (《烟波钓叟歌》: 大寒春分三九六, 立春八五二) gives 立春 上元 8 and 大寒 上元 3.
    expect([london?.ju_type, london?.ju_number]).toEqual(['阳遁', 8]);
    expect([beijing?.ju_type, beijing?.ju_number]).toEqual(['阳遁', 3]);
    // The same clock reading, the same day and hour pillars.
    expect(london?.gz_hour).toBe(beijing?.gz_hour);
    expect(london?.gz_day).toBe(beijing?.gz_day);
    expect(london?.date).toBe('2024-02-04 09:00');
  });

  it('draws the same chart on a fixed +08:00 zone as on China time, for every kind', () => {
    for (const kind of ['hour', 'day', 'month', 'year'] as const) {
      for (const at of [
        { year: 2026, month: 11, day: 21, hour: 13, minute: 0 },
        { year: 1995, month: 6, day: 30, hour: 23, minute: 30 },
      ]) {
        expect(qimenChart(kind, at, { zone: '+08:00' })).toEqual(qimenChart(kind, at));
      }
    }
  });

  it('refuses an unknown zone', () => {
    const at = { year: 2026, month: 1, day: 1, hour: 12, minute: 0 };
    expect(() => qimenChart('day', at, { zone: 'Mars/Olympus' })).toThrow(
      'unknown time zone: Mars/Olympus',
    );
  });
});

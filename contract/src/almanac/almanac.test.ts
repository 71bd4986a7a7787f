import { Solar } from 'lunar-javascript';
import { AlmanacDaySchema } from './schema';
import { almanacAnswer } from './answer';

describe('almanac day, v1 shape', () => {
  const day = almanacAnswer('2026-11-27', 'Europe/Berlin', 'lichun');

  it('is what its own schema says', () => {
    expect(AlmanacDaySchema.safeParse(day).success).toBe(true);
  });

  it('gives the pillars lunar-javascript gives, each with its English', () => {
    // Second library: lunar-javascript 1.7.7, Solar.fromYmd(2026, 11, 27).getLunar().
    const lunar = Solar.fromYmd(2026, 11, 27).getLunar();
    expect(`${day.pillars.day.stem.zh}${day.pillars.day.branch.zh}`).toBe(lunar.getDayInGanZhi());
    expect(`${day.pillars.month.stem.zh}${day.pillars.month.branch.zh}`).toBe(
      lunar.getMonthInGanZhiExact(),
    );
    expect(day.pillars.day.stem).toEqual({ zh: '乙', en: 'Yin Wood' });
    expect(day.pillars.day.branch).toEqual({ zh: '巳', en: 'Snake' });
    expect(day.suitable.map((term) => term.zh)).toEqual(lunar.getDayYi());
  });

  it('puts the hours and instants on the asked clock', () => {
    // The 子 slot opens at 23:00 the evening before on the subscriber's clock (docs/engine/time.md).
    expect(day.hours[0]?.start).toBe('2026-11-26T23:00:00+01:00');
    expect(day.hours[0]?.end).toBe('2026-11-27T01:00:00+01:00');
    expect(day.hours[11]?.start).toBe('2026-11-27T21:00:00+01:00');
    // 小雪 2026-11-22 15:23:21 China time (UTC+8) is 08:23:21 in Berlin (UTC+1).
    expect(day.solarTerm.current).toEqual({
      term: { zh: '小雪', en: 'Minor Snow' },
      at: '2026-11-22T08:23:21+01:00',
    });
  });
});

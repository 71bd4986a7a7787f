import { addDays, type CivilDate } from '../calendar/civilDate';
import { readHourSlotsByObjects, readLunarDayByObject } from '../calendar/lunarAdapter';
import { almanacDay, buildAlmanacDay, hourSlotsOf } from './almanacDay';

const TWO_YEARS_FROM: CivilDate = { year: 2024, month: 1, day: 1 };
const TWO_YEARS_DAYS = 731;

describe('almanacDay', () => {
  it('gives lunar new year 2026 (2026-02-17) as the 1st day of the 1st month of 丙午', () => {
    const { ts } = almanacDay('2026-02-17');
    expect([ts.lmonth, ts.lday, ts.lmonth_leap]).toEqual([1, 1, false]);
    expect(ts.lunar_year_gan + ts.lunar_year_zhi).toBe('丙午');
    expect(ts.date).toBe('2026-02-17');
    expect(ts.day_no).toBe(2);
  });

  it('takes the year pillar from 立春, the lunar year from lunar new year', () => {
    // 2026-02-10 is after 立春 (2026-02-04) but before lunar new year (2026-02-17).
    const { ts } = almanacDay('2026-02-10');
    expect(ts.year_gan + ts.year_zhi).toBe('丙午');
    expect(ts.lunar_year_gan + ts.lunar_year_zhi).toBe('乙巳');
  });

  it('emits all twelve hour slots, 子 from 23:00 the evening before to 亥 at 21:00', () => {
    const slots = hourSlotsOf(almanacDay('2026-02-17').ts);
    expect(slots.map((s) => s.zhi).join('')).toBe('子丑寅卯辰巳午未申酉戌亥');
    expect(slots[0]?.time).toBe('23:00-00:59');
    expect(slots[11]?.time).toBe('21:00-22:59');
    // 壬 day: the 子 hour is 庚子 (五鼠遁: 丁壬 days start at 庚子).
    expect(slots[0]?.gan).toBe('庚');
  });

  it('accepts compact dates and refuses dates that do not exist or are out of range', () => {
    expect(almanacDay('20260217').ts.date).toBe('2026-02-17');
    expect(() => almanacDay('2026-02-30')).toThrow(RangeError);
    expect(() => almanacDay('1899-12-31')).toThrow(RangeError);
    expect(() => almanacDay({ year: 2026, month: 13, day: 1 })).toThrow(RangeError);
    expect(() => almanacDay('tomorrow')).toThrow(RangeError);
  });

  it('marks month and year breakers when the day branch clashes them', () => {
    // The 卯 month runs from 惊蛰 (2026-03-05); its first 酉 day clashes the month branch.
    let date: CivilDate = { year: 2026, month: 3, day: 6 };
    let ts = almanacDay(date).ts;
    while (ts.day_zhi !== '酉') {
      date = addDays(date, 1);
      ts = almanacDay(date).ts;
    }
    expect(ts.month_zhi).toBe('卯');
    expect(ts.month_breaker).toBe(true);
    expect(ts.day_xiong_sha).toContain('月破');
  });

  it("equals the day built from lunar-javascript's object API alone over two years (2024-2025)", () => {
    const mismatches: string[] = [];
    for (let i = 0; i < TWO_YEARS_DAYS; i += 1) {
      const date = addDays(TWO_YEARS_FROM, i);
      const fast = almanacDay(date);
      const slow = buildAlmanacDay(date, {}, readHourSlotsByObjects, readLunarDayByObject);
      if (JSON.stringify(fast) !== JSON.stringify(slow)) mismatches.push(fast.ts.date);
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });
});

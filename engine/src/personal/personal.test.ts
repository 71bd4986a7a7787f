import { jiaziName } from '../sexagenary/cycle';
import { natalOf } from './natal';
import { personalAlmanacDay } from './personalAlmanacDay';
import { threeVictoryDays } from './threeVictoryDays';

const BIRTH = { year: 1990, month: 5, day: 15, hour: 14, minute: 30 };

describe('natal reference points', () => {
  it('reads the sample of METAPHYSICS.md section 5: 1990-05-15 14:30 is 立夏 upper yuan 阳4 with chief S, nine heaven SE, life NE', () => {
    const natal = natalOf(BIRTH);
    expect(jiaziName(natal.dayPillar)).toBe('庚辰');
    expect([natal.symbols?.chief, natal.symbols?.nineHeaven, natal.symbols?.life]).toEqual([
      's',
      'se',
      'ne',
    ]);
  });

  it('changes the birth day at 23:00: 23:30 on the 15th is born on the 16th (辛巳)', () => {
    expect(jiaziName(natalOf({ ...BIRTH, hour: 22, minute: 59 }).dayPillar)).toBe('庚辰');
    expect(jiaziName(natalOf({ ...BIRTH, hour: 23, minute: 30 }).dayPillar)).toBe('辛巳');
  });

  it.each([
    [{ year: 2023, month: 2, day: 30, hour: 0, minute: 0 }, 'no such date'],
    [{ year: 1990, month: 5, day: 15, hour: 25, minute: 0 }, 'hour must be 0..23'],
    [{ year: 1800, month: 5, day: 15, hour: 0, minute: 0 }, 'year must be between 1900 and 2100'],
  ])('refuses the invalid birth %j', (birth, message) => {
    expect(() => natalOf(birth)).toThrow(message);
    expect(() => threeVictoryDays(birth, 'male', 2021)).toThrow(message);
  });
});

describe('three victory days', () => {
  it('gives 41 chief, 41 nine heaven and 81 life door days in 2026 for the METAPHYSICS.md sample', () => {
    const rows = threeVictoryDays(BIRTH, 'female', 2026);
    const count = (symbol: string) => rows.filter((row) => row.the3vv === symbol).length;
    expect([count('值符'), count('九天'), count('生门')]).toEqual([41, 41, 81]);
    expect(new Set(rows.filter((r) => r.the3vv === '值符').map((r) => r.direction))).toEqual(
      new Set(['正南']),
    );
    expect(rows[0]).toEqual({ the3vv: '值符', day: '2026-01-01', direction: '正南' });
    expect(rows.every((row) => row.day.startsWith('2026-'))).toBe(true);
  });

  it('takes any year 1900-2100 and refuses others', () => {
    expect(threeVictoryDays(BIRTH, 'male', 1900).length).toBeGreaterThan(0);
    expect(() => threeVictoryDays(BIRTH, 'male', 2101)).toThrow(RangeError);
  });
});

describe('personal almanac day', () => {
  const day = personalAlmanacDay('2026-01-01', BIRTH);

  it('adds the Qi Men boxes of the natal chart and of the day chart as directions', () => {
    expect([day.destiny_chief_box, day.destiny_life_box]).toEqual(['正南', '东北']);
    expect(day.current_chief_box).toBe('正南');
    expect(typeof day.current_fan_yin).toBe('boolean');
  });

  it("gives the ten gods of the day relative to the day master: 乙 is 庚 metal's Direct Wealth", () => {
    expect(day.ts.day_gan).toBe('乙');
    expect(day.heavenly_stem_god).toBe('正财');
    expect(day.ten_gods.day.stem).toBe('正财');
  });

  it('lists a 3 Victory Day in the professional and simple calendars when the chief is home', () => {
    expect(day.pro.map((item) => item.title)).toContain('Three Victory Day (3VD): Chief South');
    expect(day.sim.map((item) => item.title)).toContain('Best direction South');
  });

  it('keys the hour calendar by slot start 23:00, 01:00 ... 21:00 and marks the 庚 nobleman hours 丑 and 未', () => {
    expect(Object.keys(day.prohour).join(' ')).toBe(
      '23:00 01:00 03:00 05:00 07:00 09:00 11:00 13:00 15:00 17:00 19:00 21:00',
    );
    expect(day.prohour['01:00']?.map((i) => i.title)).toContain('Nobleman Hour');
    expect(day.prohour['13:00']?.map((i) => i.title)).toContain('Nobleman Hour');
    expect(day.prohour['03:00']?.map((i) => i.title)).not.toContain('Nobleman Hour');
  });

  it('marks 7 Killing, Rob Money and Fan Yin days in the professional calendar', () => {
    // 庚辰 birth: 7 Killing stem 丙, Rob Money stem 辛, Fan Yin day 丙戌 (庚辰 + 6).
    const fanYin = personalAlmanacDay('2026-01-12', BIRTH);
    expect(fanYin.ts.day_gan + fanYin.ts.day_zhi).toBe('丙戌');
    expect(fanYin.pro.map((i) => i.title)).toEqual(
      expect.arrayContaining(['Fan Yin Day', '7 Killing Day', 'Day clashes your Dragon day']),
    );
    expect(fanYin.sim.map((i) => i.title)).toContain('Take it easy');
  });
});

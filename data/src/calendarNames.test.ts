import { leapLunarMonths, lunarDays, lunarMonths, weekdays } from './calendarNames';

describe('calendarNames glossaries', () => {
  it('covers 12 months, 12 leap months, 30 days and 7 weekdays', () => {
    expect(Object.keys(lunarMonths).join('')).toBe('正二三四五六七八九十冬腊');
    expect(Object.keys(leapLunarMonths)).toHaveLength(12);
    expect(Object.keys(lunarDays)).toHaveLength(30);
    expect(Object.keys(weekdays).join('')).toBe('日一二三四五六');
  });

  it('numbers months, days and weekdays in order', () => {
    expect(Object.values(lunarMonths).map((t) => t.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
    expect(Object.values(leapLunarMonths).map((t) => t.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => -(i + 1)),
    );
    expect(Object.values(lunarDays).map((t) => t.day)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
    expect(Object.values(weekdays).map((t) => t.day)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('knows well-known names', () => {
    expect(lunarMonths['正']?.en).toBe('First Month');
    expect(lunarMonths['冬']?.en).toBe('Eleventh Month');
    expect(lunarMonths['腊']?.en).toBe('Twelfth Month');
    expect(leapLunarMonths['闰四']?.en).toBe('Leap Fourth Month');
    expect(lunarDays['初一']?.en).toBe('Day 1');
    expect(lunarDays['廿九']?.day).toBe(29);
    expect(lunarDays['三十']?.en).toBe('Day 30');
    expect(weekdays['日']?.en).toBe('Sunday');
    expect(weekdays['六']?.en).toBe('Saturday');
  });
});

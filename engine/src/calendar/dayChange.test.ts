import { jiaziName } from '../sexagenary/cycle';
import { pillarsAt } from './pillarsAt';

/**
 * The three day changes on the worked example of lunar-javascript issue #61 ("晚子时时干配错啦",
 * github.com/6tail/lunar-javascript/issues/61): 1988-08-02 23:30. 方案 A (23:00 starts the day):
 * 庚寅 day, 丙子 hour. 方案 B (00:00 starts the day, the hour on that day's stem by 五鼠遁, "甲己还
 * 加甲"): 己丑 day, 甲子 hour. The library's own sect 2 (早子/晚子) keeps 己丑 and takes 丙子.
 */
describe('day change at 23:30 on 1988-08-02', () => {
  const at = { year: 1988, month: 8, day: 2, hour: 23, minute: 30 };
  const read = (dayChange: Parameters<typeof pillarsAt>[1]) => {
    const pillars = pillarsAt(at, dayChange);
    return [jiaziName(pillars.day), jiaziName(pillars.hour)];
  };

  it('23:00: the next day and its Rat hour (方案 A)', () => {
    expect(read('23:00')).toEqual(['庚寅', '丙子']);
  });

  it("midnight: today's day, the next day's Rat hour stem (早子/晚子)", () => {
    expect(read('midnight')).toEqual(['己丑', '丙子']);
  });

  it("midnight-same-stem: today's day and its own Rat hour stem (方案 B)", () => {
    expect(read('midnight-same-stem')).toEqual(['己丑', '甲子']);
  });
});

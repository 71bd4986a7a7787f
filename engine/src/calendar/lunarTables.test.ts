/**
 * The tables read as lunar-javascript's `LunarUtil` reads them, over every key: the suit/avoid
 * lists for all 3,600 pairs of month and day pillars (parsed once here, scanned per call there)
 * and the day's gods for all 720 pairs of month branch and day pillar.
 */
import { LunarUtil } from 'lunar-javascript';
import { dayGods, daySuitAvoid, listOf } from './lunarTables';

const PILLARS = LunarUtil.JIA_ZI;

describe('lunarTables', () => {
  it("gives the library's suit and avoid lists for every month and day pillar", () => {
    const wrong: string[] = [];
    for (let month = 0; month < 60; month += 1) {
      for (let day = 0; day < 60; day += 1) {
        const m = PILLARS[month] as string;
        const d = PILLARS[day] as string;
        const { yi, ji } = daySuitAvoid(month, day);
        const expected = [listOf(LunarUtil.getDayYi(m, d)), listOf(LunarUtil.getDayJi(m, d))];
        if (JSON.stringify([yi, ji]) !== JSON.stringify(expected))
          wrong.push(`${m} month ${d} day`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('finds suit/avoid lists for most pairs: the table is read, not skipped', () => {
    let empty = 0;
    for (let key = 0; key < 3600; key += 1) {
      if (daySuitAvoid(Math.floor(key / 60), key % 60).yi.length === 0) empty += 1;
    }
    expect(empty).toBeLessThan(3600 / 4);
  });

  it("gives the library's good spirits and bad stars for every month branch and day pillar", () => {
    const wrong: string[] = [];
    for (let month = 0; month < 12; month += 1) {
      for (let day = 0; day < 60; day += 1) {
        const d = PILLARS[day] as string;
        const { jiShen, xiongSha } = dayGods(month, day);
        const expected = [
          listOf(LunarUtil.getDayJiShen(month, d)),
          listOf(LunarUtil.getDayXiongSha(month, d)),
        ];
        if (JSON.stringify([jiShen, xiongSha]) !== JSON.stringify(expected)) {
          wrong.push(`month branch ${month}, ${d} day`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

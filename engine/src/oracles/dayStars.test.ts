/**
 * The day's star against two independent implementations, every day 1901..2099 (dayStars.json,
 * written by dayStars.build.ts from the libraries run for real):
 * - `solstice-jiazi` against lunar-javascript 1.7.7 `Lunar.getDayNineStar()`;
 * - `solstice-jiazi-to-winter` against tyme4ts 1.5.2 `SolarDay.getNineStar()`.
 * Where the two libraries part, the test names the days: they are the half years from a summer
 * 甲子 to a winter 甲子 240 days later, in the twelve years issue 43 lists.
 */
import { addDays, daysBetween, formatCivilDate, parseCivilDate } from '../calendar/civilDate';
import { dayStar, type DayStarRule } from '../stars/dayStar';
import table from './dayStars.json';

/** Issue 43's years whose summer 甲子 and next winter 甲子 lie 240 days apart. */
const YEARS_OF_240_DAYS = [1905, 1928, 1939, 1951, 1962, 1985, 2008, 2031, 2042, 2054, 2065, 2088];

/** Each day's star by `rule`, and the days where it is not `oracle`'s: `YYYY-MM-DD ours/theirs`. */
function missesOf(rule: DayStarRule, oracle: string): string[] {
  const misses: string[] = [];
  let date = parseCivilDate(table.from);
  for (const expected of oracle) {
    const star = dayStar(date, rule);
    if (String(star) !== expected) misses.push(`${formatCivilDate(date)} ${star}/${expected}`);
    date = addDays(date, 1);
  }
  return misses;
}

describe('the day star, every day 1901-2099', () => {
  it('solstice-jiazi-to-winter agrees with tyme4ts on every day', () => {
    expect(table.tyme4ts).toHaveLength(72_684);
    expect(missesOf('solstice-jiazi-to-winter', table.tyme4ts)).toEqual([]);
  });

  /*
   * lunar-javascript reads each date's solstices from its Gregorian year's term table, so the
   * January days before a January winter 甲子 are counted back from that 甲子 (as tyme4ts does)
   * rather than on from the summer 甲子. Counting each half from its own 甲子, `solstice-jiazi`
   * parts from it on those days only: 225 January days of the twelve years after a 240-day yin
   * half, and on each lunar-javascript gives tyme4ts's star.
   */
  it('solstice-jiazi agrees with lunar-javascript but on the January days it counts back', () => {
    const misses = missesOf('solstice-jiazi', table.lunarJavascript);
    expect(misses).toHaveLength(225);
    const start = parseCivilDate(table.from);
    for (const miss of misses) {
      const date = parseCivilDate(miss.slice(0, 10));
      const index = daysBetween(start, date);
      expect({ miss, month: date.month }).toEqual({ miss, month: 1 });
      expect({ miss, tyme4ts: table.tyme4ts[index] }).toEqual({
        miss,
        tyme4ts: table.lunarJavascript[index],
      });
    }
    const years = new Set(misses.map((miss) => Number(miss.slice(0, 4)) - 1));
    expect([...years]).toEqual(YEARS_OF_240_DAYS);
  });

  it('parts lunar-javascript and tyme4ts on 2,655 days, in the years of a 240-day yin half', () => {
    const years = new Set<number>();
    let parted = 0;
    let date = parseCivilDate(table.from);
    for (let i = 0; i < table.lunarJavascript.length; i += 1) {
      if (table.lunarJavascript[i] !== table.tyme4ts[i]) {
        parted += 1;
        years.add(date.year);
      }
      date = addDays(date, 1);
    }
    expect(parted).toBe(2655);
    expect([...years]).toEqual(YEARS_OF_240_DAYS);
  });
});

/**
 * The three day-star rules beyond the nearest 甲子 (dayStars.test.ts has those two), each against
 * an independent source:
 * - `six-segments` against xuankong-zibai 0.3.0 `computeDayStar` (U1TR4man), run for real on
 *   every day 1901-2099 at 23:59:59 UTC+8, its stars and its directions (dayStarSegments.json);
 *   destiny-core's `NineStarFunctions.getDayCenterStar` states the same six segments; and the
 *   worked example of chinesefortunecalendar.com's "Daily Purple White Flying Stars";
 * - `solstice-first-jiazi` against Joseph Yu's worked example of 2000 ("Day Stars", Nine Star Ki
 *   list, 26 May 2000), and HC Hung's two rules ("Daily Flying Stars", absolutelyfengshui.com):
 *   no runnable implementation of it is known;
 * - `cnlunar` against cnlunar 0.2.4 `Lunar.get_the9FlyStar()` (OPN48), run for real on every day
 *   1901-2099 by scripts/dayStarOraclesCnlunar.py (dayStarCnlunar.json).
 */
import { addDays, civilDate, formatCivilDate, parseCivilDate } from '../calendar/civilDate';
import { dayPillarOf } from '../calendar/dayPillar';
import { termInYear } from '../calendar/lunarAdapter';
import { dayStar, dayStarCount, type DayStarRule } from '../stars/dayStar';
import cnlunarTable from './dayStarCnlunar.json';
import segmentsTable from './dayStarSegments.json';

/** The days of `years` (one string of digits a year from 1 January) where `rule` is not theirs. */
function missesOf(
  rule: DayStarRule,
  table: { readonly firstYear: number; readonly years: readonly string[] },
  read: (date: string, theirs: string) => string,
): string[] {
  const misses: string[] = [];
  table.years.forEach((digits, i) => {
    let date = civilDate(table.firstYear + i, 1, 1);
    for (const theirs of digits) {
      const count = dayStarCount(date, rule);
      const ours = read(`${count.star}${count.yin ? 1 : 0}`, theirs);
      if (ours !== theirs) misses.push(`${formatCivilDate(date)} ${ours}/${theirs}`);
      date = addDays(date, 1);
    }
  });
  return misses;
}

/** The star of `date` under `rule`, from its ISO text. */
const starOf = (date: string, rule: DayStarRule): number => dayStar(parseCivilDate(date), rule);

describe('six-segments (destiny-core NineStarFunctions, xuankong-zibai computeDayStar)', () => {
  /*
   * The one day they part: 冬至 1951 fell within seconds of midnight. lunar-javascript (whose
   * terms the engine reads) puts it at 00:00:01 on 23 December, as does tyme4ts, and
   * astronomy-engine at 00:00:11; xuankong-zibai's table at 23:59:57 on the 22nd, so it opens the
   * 冬至 segment a day earlier.
   */
  it('agrees with xuankong-zibai 0.3.0 computeDayStar on every day 1901-2099 but 1951-12-22', () => {
    expect(segmentsTable.years.join('')).toHaveLength(72_684);
    expect(missesOf('six-segments', segmentsTable, (ours) => ours[0] ?? '')).toEqual([
      '1951-12-22 1/6',
    ]);
    expect(termInYear(1951, '冬至').time).toBe('1951-12-23 00:00:01');
  });

  it("is yin where xuankong-zibai's computeDayStar flies in reverse, 1901-2099 but 1951-12-22", () => {
    const reverse = { firstYear: segmentsTable.firstYear, years: segmentsTable.reverse };
    expect(missesOf('six-segments', reverse, (ours) => ours[1] ?? '')).toEqual(['1951-12-22 1/0']);
  });

  it('gives chinesefortunecalendar.com 6 White on the 己亥 day 2021-02-20, in the 雨水 segment', () => {
    expect(dayPillarOf(civilDate(2021, 2, 20))).toBe(35); // 己亥, 36th of the sixty
    expect(starOf('2021-02-20', 'six-segments')).toBe(6);
  });
});

describe("solstice-first-jiazi (Joseph Yu's 'Day Stars', HC Hung's 'Daily Flying Stars')", () => {
  it("gives Joseph Yu's stars of 21 June to 5 July 2000, the first 甲子 after 夏至", () => {
    // His list: 5 July (甲子) = 9, and back from it to the solstice's day, 21 June = 5.
    const stars: number[] = [];
    for (let date = civilDate(2000, 6, 21); date.day !== 6; date = addDays(date, 1)) {
      stars.push(dayStar(date, 'solstice-first-jiazi'));
    }
    expect(stars).toEqual([5, 4, 3, 2, 1, 9, 8, 7, 6, 5, 4, 3, 2, 1, 9]);
    expect(dayPillarOf(civilDate(2000, 7, 5))).toBe(0); // 甲子
    expect(dayStarCount(civilDate(2000, 6, 21), 'solstice-first-jiazi').yin).toBe(true);
  });

  it('runs on from the winter count up to the solstice, which Joseph Yu puts at 5 on 21 June', () => {
    // "If we run the sequence from the previous Winter Solstice, we should get 5 for Jun 21."
    expect(starOf('2000-06-20', 'solstice-first-jiazi')).toBe(4);
    expect(dayStarCount(civilDate(2000, 6, 20), 'solstice-first-jiazi').yin).toBe(false);
  });

  it("gives HC Hung's 1 White on each first 甲子 after 冬至 and 9 Purple after 夏至, 1901-2099", () => {
    const wrong: string[] = [];
    let sinceSolstice = { yin: true, jiazi: true };
    for (let date = civilDate(1901, 1, 1); date.year < 2100; date = addDays(date, 1)) {
      const { star, yin } = dayStarCount(date, 'solstice-first-jiazi');
      if (yin !== sinceSolstice.yin) sinceSolstice = { yin, jiazi: false };
      if (dayPillarOf(date) !== 0 || sinceSolstice.jiazi) continue;
      sinceSolstice = { yin, jiazi: true };
      if (star !== (yin ? 9 : 1)) wrong.push(`${formatCivilDate(date)} ${star}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('cnlunar (cnlunar Lunar.get_the9FlyStar)', () => {
  it('agrees with cnlunar 0.2.4 get_the9FlyStar on every day 1901-2099', () => {
    expect(cnlunarTable.years.join('')).toHaveLength(72_684);
    expect(missesOf('cnlunar', cnlunarTable, (ours) => ours[0] ?? '')).toEqual([]);
  });
});

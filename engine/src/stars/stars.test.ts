/**
 * The flying-star grids and the year's and month's stars, against lunar-javascript 1.7.7
 * (`Lunar.getYearNineStar()`, `getMonthNineStar()`, `getTimeNineStar()`, each from 立春 and the 节)
 * and the Lo Shu as 《协纪辨方书》 vol. 3 and Wikibooks "Feng Shui/Flying Star Feng Shui" print it.
 */
import { Solar } from 'lunar-javascript';
import { almanacDay } from '../almanac/almanacDay';
import { pillarsAt } from '../calendar/pillarsAt';
import { dayStars } from './dayStars';
import { mod } from '../sexagenary/cycle';
import { flyGrid } from './flyGrid';
import { STARS } from './nineStars';
import { starCharts } from './starCharts';
import { monthStar, yearStar } from './yearMonthStars';

const ljStar = (star: { getIndex(): number }) => star.getIndex() + 1;

describe('the grids', () => {
  it('flies 5 forward into the Lo Shu: S 9, N 1, E 3, W 7', () => {
    expect(flyGrid(5).palaces).toEqual({
      c: 5,
      nw: 6,
      w: 7,
      ne: 8,
      s: 9,
      n: 1,
      sw: 2,
      e: 3,
      se: 4,
    });
  });

  it('flies backward one less each palace, wrapping 1 to 9', () => {
    expect(flyGrid(1, 'backward').palaces).toEqual({
      c: 1,
      nw: 9,
      w: 8,
      ne: 7,
      s: 6,
      n: 5,
      sw: 4,
      e: 3,
      se: 2,
    });
  });

  it('names every star with its English and element', () => {
    expect(STARS.map((star) => star.label)).toEqual([
      '1 White (一白, Water)',
      '2 Black (二黑, Earth)',
      '3 Jade (三碧, Wood)',
      '4 Green (四绿, Wood)',
      '5 Yellow (五黄, Earth)',
      '6 White (六白, Metal)',
      '7 Red (七赤, Metal)',
      '8 White (八白, Earth)',
      '9 Purple (九紫, Fire)',
    ]);
  });
});

describe('the year and the month, 1901-2099, against lunar-javascript', () => {
  it('gives each solar year the star lunar-javascript gives it after 立春', () => {
    for (let year = 1901; year <= 2099; year += 1) {
      const lunar = Solar.fromYmd(year, 6, 1).getLunar();
      expect({ year, star: yearStar(year) }).toEqual({
        year,
        star: ljStar(lunar.getYearNineStar()),
      });
    }
  });

  it('gives each solar month the star lunar-javascript gives it', () => {
    for (let year = 1901; year <= 2099; year += 1) {
      for (let month = 1; month <= 12; month += 1) {
        const at = { year, month, day: 20, hour: 12, minute: 0 };
        const pillars = pillarsAt(at, '23:00');
        const star = monthStar(mod(pillars.year, 12), mod(pillars.month, 12));
        const lunar = Solar.fromYmd(year, month, 20).getLunar();
        expect({ at, star }).toEqual({ at, star: ljStar(lunar.getMonthNineStar()) });
      }
    }
  });
});

describe('the four charts of an instant', () => {
  it('reads 2026-11-28 13:00 (China): year 1, month 8, day 9, hour by 时家紫白', () => {
    const charts = starCharts({ year: 2026, month: 11, day: 28, hour: 13, minute: 0 });
    const lunar = Solar.fromYmdHms(2026, 11, 28, 13, 0, 0).getLunar();
    expect([charts.year.center, charts.month.center, charts.day.center]).toEqual([
      ljStar(lunar.getYearNineStar()),
      ljStar(lunar.getMonthNineStar()),
      ljStar(lunar.getDayNineStar()),
    ]);
    expect([charts.year.center, charts.month.center, charts.day.center]).toEqual([1, 8, 9]);
    expect(charts.hour.center).toBe(ljStar(lunar.getTimeNineStar()));
  });

  it('flies the day and hour backward in the yin half only when asked', () => {
    const at = { year: 2026, month: 11, day: 28, hour: 13, minute: 0 };
    expect(starCharts(at).day.flight).toBe('forward');
    const yin = starCharts(at, { starFlight: 'yin-backward' });
    expect([yin.day.flight, yin.hour.flight, yin.year.flight]).toEqual([
      'backward',
      'backward',
      'forward',
    ]);
    const spring = starCharts({ ...at, month: 3 }, { starFlight: 'yin-backward' });
    expect([spring.day.flight, spring.hour.flight]).toEqual(['forward', 'forward']);
  });

  it('reads the day and hour on the given clock, the year and month at the instant', () => {
    // 06:00 in Berlin is 13:00 in China: the same instant, the Berlin clock's 卯 hour.
    const berlin = starCharts(
      { year: 2026, month: 11, day: 28, hour: 6, minute: 0 },
      { zone: 'Europe/Berlin' },
    );
    const local = Solar.fromYmdHms(2026, 11, 28, 6, 0, 0).getLunar();
    expect([berlin.year.center, berlin.month.center, berlin.day.center]).toEqual([1, 8, 9]);
    expect(berlin.hour.center).toBe(ljStar(local.getTimeNineStar()));
  });

  it("takes the next day's star from 23:00 under 子初换日, the same day's at a midnight change", () => {
    const late = { year: 2026, month: 11, day: 28, hour: 23, minute: 30 };
    const next = Solar.fromYmd(2026, 11, 29).getLunar().getDayNineStar();
    expect(starCharts(late).day.center).toBe(ljStar(next));
    expect(starCharts(late, { dayChange: 'midnight' }).day.center).toBe(9);
  });
});

describe("the almanac day's grids (dayStars) in a school", () => {
  it('flies the day and every hour backward in the yin half under yin-backward, as starCharts', () => {
    const date = { year: 2026, month: 11, day: 28 };
    const { ts } = almanacDay(date);
    const forward = dayStars(date, ts);
    const yin = dayStars(date, ts, { starFlight: 'yin-backward', dayStarRule: 'cnlunar' });
    expect(Object.values(forward.hours).every((grid) => grid.flight === 'forward')).toBe(true);
    expect(Object.values(yin.hours).map((grid) => grid.flight)).toEqual(
      Array.from({ length: 12 }, () => 'backward'),
    );
    // The hour stars are the almanac's own: lunar-javascript's getTimeNineStar() at 13:00 (未).
    const lunar = Solar.fromYmdHms(2026, 11, 28, 13, 0, 0).getLunar();
    expect(yin.hours.wei?.center).toBe(ljStar(lunar.getTimeNineStar()));
    const noon = starCharts({ ...date, hour: 12, minute: 0 }, { dayStarRule: 'cnlunar' });
    expect([yin.day.center, yin.day.flight]).toEqual([noon.day.center, 'backward']);
  });
});

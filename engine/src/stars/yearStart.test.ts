/**
 * The year's star under each `yearStart` school, on every day between 立春 and the lunar new year
 * (either way round) 1901-2099, against lunar-javascript 1.7.7:
 * - `lichun`: `Lunar.getYearNineStar(3)`, its year star from the exact 立春 instant;
 * - `lunar-new-year`: `Lunar.getYearNineStar(1)`, its year star from the lunar new year
 *   (正月初一), and, computed apart from it, the star lunar-javascript gives the lunar year
 *   `Lunar.getYear()` itself (its `getYearNineStar()` on 1 June of that year, after both starts).
 */
import { Lunar, Solar } from 'lunar-javascript';
import { addDays, epochDay, type CivilDate } from '../calendar/civilDate';
import { starCharts } from './starCharts';
import { lunarYearOf } from './yearMonthStars';

const ljStar = (star: { getIndex(): number }) => star.getIndex() + 1;

/** The star lunar-javascript gives a year once both its 立春 and its lunar new year are past. */
const starOfYear = (year: number) => ljStar(Solar.fromYmd(year, 6, 1).getLunar().getYearNineStar());

const civilOf = (solar: Solar): CivilDate => ({
  year: solar.getYear(),
  month: solar.getMonth(),
  day: solar.getDay(),
});

/** The days from the day before the earlier of 立春 and 正月初一 to the day after the later. */
function daysBetweenStarts(year: number): CivilDate[] {
  const spring = civilOf(Solar.fromYmd(year, 2, 4).getLunar().getJieQiTable()['立春'] as Solar);
  const newYear = civilOf(Lunar.fromYmd(year, 1, 1).getSolar());
  const [first, last] = [spring, newYear].sort((a, b) => epochDay(a) - epochDay(b)) as [
    CivilDate,
    CivilDate,
  ];
  const count = epochDay(last) - epochDay(first) + 3;
  return Array.from({ length: count }, (_, i) => addDays(first, i - 1));
}

describe('the year star from 立春 and from the lunar new year, 1901-2099', () => {
  it('follows lunar-javascript under both year starts on every day between the two starts', () => {
    let parted = 0;
    let checked = 0;
    const misses: string[] = [];
    for (let year = 1901; year <= 2099; year += 1) {
      const stars = { [year - 1]: starOfYear(year - 1), [year]: starOfYear(year) };
      for (const date of daysBetweenStarts(year)) {
        const at = { ...date, hour: 12, minute: 0 };
        const lunar = Solar.fromYmdHms(date.year, date.month, date.day, 12, 0, 0).getLunar();
        const solar = starCharts(at).year.center;
        const folk = starCharts(at, { yearStart: 'lunar-new-year' }).year.center;
        const expected = {
          solar: ljStar(lunar.getYearNineStar(3)),
          folk: ljStar(lunar.getYearNineStar(1)),
          lunarYear: stars[lunar.getYear()],
        };
        const when = `${date.year}-${date.month}-${date.day}`;
        if (solar !== expected.solar || folk !== expected.folk || folk !== expected.lunarYear)
          misses.push(`${when} ${solar}/${folk} ${JSON.stringify(expected)}`);
        if (solar !== folk) parted += 1;
        checked += 1;
      }
    }
    expect({ misses, checked, parted }).toEqual({ misses: [], checked: 2076, parted: 1477 });
  });

  it('reads 2024-02-09, after 立春 and before the new year: 3 Jade from 立春, 4 Green by the lunar year', () => {
    const at = { year: 2024, month: 2, day: 9, hour: 12, minute: 0 };
    expect(lunarYearOf(at)).toBe(2023);
    expect(starCharts(at).year.center).toBe(3);
    expect(starCharts(at, { yearStart: 'lunar-new-year' }).year.center).toBe(4);
  });

  it('reads the lunar year on China’s clock: 2024-02-10 00:30 in Shanghai is 2024-02-09 in Berlin', () => {
    const berlin = { year: 2024, month: 2, day: 9, hour: 17, minute: 30 };
    const charts = starCharts(berlin, { zone: 'Europe/Berlin', yearStart: 'lunar-new-year' });
    expect(charts.year.center).toBe(3);
  });
});

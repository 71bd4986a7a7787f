/**
 * `readLunarDay` (tables and a per-year index) against lunar-javascript's own `Lunar` object
 * (`readLunarDayByObject`): every fact equal, on
 * - every day of 2023..2025 (two leap months: 闰二月 2023, 闰六月 2025),
 * - every 17th day of 1900..2100 (17 is prime to 60 and 7, so every pillar and weekday is
 *   reached), for both Fortune God sects,
 * - the day of every solar term of 1900..2100 and the day before it, where the month and year
 *   pillars and the terms in force change.
 * A full sweep of the 73,414 days of 1900..2100 also agreed when this reader was written (0
 * differences; 30 s, too long for every run).
 * The facts' independent checks (Hong Kong Observatory, tyme4ts, astronomy-engine) are in
 * `oracles/`, through `almanacDay`.
 */
import { addDays, epochDay, civilDateOfEpochDay, type CivilDate } from './civilDate';
import { readLunarDayByObject, solarTermsAround, type FuSect } from './lunarAdapter';
import { readLunarDay } from './lunarDayFacts';

function differences(dates: Iterable<CivilDate>, sects: readonly FuSect[] = [2]): string[] {
  const found: string[] = [];
  for (const date of dates) {
    for (const sect of sects) {
      const expected = readLunarDayByObject(date, sect);
      const actual = readLunarDay(date, sect);
      if (JSON.stringify(actual) !== JSON.stringify(expected)) {
        found.push(`${date.year}-${date.month}-${date.day} (sect ${sect})`);
      }
    }
  }
  return found;
}

function* everyNthDay(from: CivilDate, to: CivilDate, step: number): Generator<CivilDate> {
  for (let day = epochDay(from); day <= epochDay(to); day += step) yield civilDateOfEpochDay(day);
}

function* termDaysAndEves(firstYear: number, lastYear: number): Generator<CivilDate> {
  for (let year = firstYear; year <= lastYear; year += 1) {
    for (const term of solarTermsAround(year)) {
      if (!term.time.startsWith(`${year}-`)) continue;
      const [y, m, d] = term.time.slice(0, 10).split('-').map(Number);
      const day = { year: y as number, month: m as number, day: d as number };
      yield day;
      if (day.month !== 1 || day.day !== 1 || year > firstYear) yield addDays(day, -1);
    }
  }
}

describe('readLunarDay', () => {
  it('agrees with the Lunar object on every day of 2023..2025', () => {
    const dates = everyNthDay(
      { year: 2023, month: 1, day: 1 },
      { year: 2025, month: 12, day: 31 },
      1,
    );
    expect(differences(dates).slice(0, 5)).toEqual([]);
  });

  it('agrees with the Lunar object on every 17th day of 1900..2100', () => {
    const dates = everyNthDay(
      { year: 1900, month: 1, day: 1 },
      { year: 2100, month: 12, day: 31 },
      17,
    );
    expect(differences(dates, [1, 2]).slice(0, 5)).toEqual([]);
  });

  it('agrees with the Lunar object on the day of every solar term of 1900..2100 and its eve', () => {
    expect(differences(termDaysAndEves(1900, 2100)).slice(0, 5)).toEqual([]);
  });
});

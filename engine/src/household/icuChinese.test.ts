/**
 * The household's lunar dates against ICU's Chinese calendar, as Node ships it
 * (`Intl.DateTimeFormat('en-u-ca-chinese')`, an implementation independent of lunar-javascript
 * and of the HKO tables). Node 20's ICU gives `relatedYear` (the Gregorian year the lunar year
 * begins in), `month` (`6bis` for the leap 6th month) and `day`; it draws months on China's clock
 * (UTC+8), so the civil date is formatted at 00:00 UTC.
 */
import { addDays, formatCivilDate, type CivilDate } from '../calendar/civilDate';
import { solarLunar } from '../testing/solarLunar';
import { festivals } from './festivals';
import { lunarBirthdays } from './lunarBirthdays';
import { lunarDateOf, type LunarDate } from './lunarCalendar';

const ICU = new Intl.DateTimeFormat('en-u-ca-chinese', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

function icuLunar(date: CivilDate): LunarDate {
  const parts = Object.fromEntries(
    ICU.formatToParts(new Date(Date.UTC(date.year, date.month - 1, date.day))).map((p) => [
      p.type,
      p.value,
    ]),
  );
  const month = String(parts['month']);
  return {
    year: Number(parts['relatedYear']),
    month: parseInt(month, 10),
    day: Number(parts['day']),
    leap: month.endsWith('bis'),
  };
}

const text = (l: LunarDate) => `${l.year}-${l.leap ? '闰' : ''}${l.month}-${l.day}`;
const monthText = (l: LunarDate) => `${l.year}-${l.leap ? '闰' : ''}${l.month}`;

/**
 * Every date of 1950-2071 (the births of 1950-2050 and their 22-year windows) on which the engine
 * and ICU disagree, with both readings.
 */
function disagreements(): Map<string, { engine: LunarDate; icu: LunarDate }> {
  const days = new Map<string, { engine: LunarDate; icu: LunarDate }>();
  for (let d: CivilDate = { year: 1950, month: 1, day: 1 }; d.year <= 2071; d = addDays(d, 1)) {
    const engine = lunarDateOf(d);
    const icu = icuLunar(d);
    if (text(engine) !== text(icu)) days.set(formatCivilDate(d), { engine, icu });
  }
  return days;
}

/**
 * The months where ICU's astronomical calendar parts from the Hong Kong Observatory's tables
 * (the engine follows HKO, `oracles/lunarMonths.test.ts`): a new moon close to midnight on
 * China's clock puts a month's first day one day off (1954, 1955, 1999, 2012, 2018, 2027, 2030,
 * 2070),
 * and ICU puts 1987's leap month after the 7th month where HKO has 闰六月.
 */
const ICU_NOT_HKO = [
  '1954-02-03 1954-1 ICU 1953-12',
  '1955-02-22 1955-2 ICU 1955-1',
  '1987-07-26 1987-闰6 ICU 1987-7',
  '1987-08-24 1987-7 ICU 1987-闰7',
  '1999-01-17 1998-12 ICU 1998-11',
  '2012-08-17 2012-7 ICU 2012-6',
  '2018-11-07 2018-9 ICU 2018-10',
  '2018-11-08 2018-10 ICU 2018-10',
  '2027-02-06 2027-1 ICU 2026-12',
  '2030-02-02 2029-12 ICU 2030-1',
  '2030-02-03 2030-1 ICU 2030-1',
  '2070-03-12 2070-2 ICU 2070-1',
];

describe('lunar dates against ICU (Intl, en-u-ca-chinese)', () => {
  it('reads Node 20 ICU leap months as "bis"', () => {
    expect(icuLunar({ year: 2025, month: 7, day: 25 })).toEqual({
      year: 2025,
      month: 6,
      day: 1,
      leap: true,
    });
  });

  const differs = disagreements();

  it('gives the lunar date of every civil date of 1950-2071 but in the months ICU parts from HKO', () => {
    // One line per engine month that differs: its first differing day and both months there.
    const runs: string[] = [];
    let previous = '';
    for (const [date, { engine, icu }] of differs) {
      if (monthText(engine) !== previous)
        runs.push(`${date} ${monthText(engine)} ICU ${monthText(icu)}`);
      previous = monthText(engine);
    }
    expect(runs).toEqual(ICU_NOT_HKO);
    // On each of those days the HKO tables (solarlunar 3.1.0) side with the engine.
    for (const [date, { engine }] of differs) {
      const hko = solarLunar.lunar2solar(engine.year, engine.month, engine.day, engine.leap);
      if (hko === -1) throw new Error(`solarlunar has no ${text(engine)}`);
      expect(formatCivilDate({ year: hko.cYear, month: hko.cMonth, day: hko.cDay })).toBe(date);
    }
    expect(differs.size).toBeLessThan(300);
  });

  it('puts every lunar birthday of the leap-month and 30th births of 1950-2050 on the lunar date it names', () => {
    const wrong: string[] = [];
    let events = 0;
    for (let d: CivilDate = { year: 1950, month: 1, day: 1 }; d.year <= 2050; d = addDays(d, 1)) {
      const birth = lunarDateOf(d);
      if (!birth.leap && birth.day !== 30) continue;
      const from = Math.max(2025, d.year);
      for (const b of lunarBirthdays(d, from, from + 21)) {
        if (differs.has(formatCivilDate(b.date))) continue;
        events += 1;
        const icu = icuLunar(b.date);
        if (text(icu) !== text(b.lunar))
          wrong.push(`${formatCivilDate(d)}: ${text(b.lunar)} ICU ${text(icu)}`);
        // The default rules: the birth's month number; the 30th only moves to a 29th.
        if (
          icu.month !== birth.month ||
          (icu.day !== birth.day && !(birth.day === 30 && icu.day === 29))
        )
          wrong.push(`${formatCivilDate(d)} kept on ${text(icu)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(events).toBeGreaterThan(35_000);
  });

  it('puts every festival of 1950-2050 on its lunar day (regular month; 除夕 before the 1st month)', () => {
    const wrong: string[] = [];
    for (let year = 1950; year <= 2050; year += 1) {
      for (const f of festivals(year, { xiaonian: year % 2 === 0 ? 'north' : 'south' })) {
        if (
          differs.has(formatCivilDate(f.date)) ||
          differs.has(formatCivilDate(addDays(f.date, 1)))
        )
          continue;
        const icu = icuLunar(f.date);
        const next = icuLunar(addDays(f.date, 1));
        const ok: Record<string, boolean> = {
          chineseNewYear: icu.month === 1 && icu.day === 1 && !icu.leap,
          lantern: icu.month === 1 && icu.day === 15 && !icu.leap,
          dragonBoat: icu.month === 5 && icu.day === 5 && !icu.leap,
          qixi: icu.month === 7 && icu.day === 7 && !icu.leap,
          ghost: icu.month === 7 && icu.day === 15 && !icu.leap,
          midAutumn: icu.month === 8 && icu.day === 15 && !icu.leap,
          doubleNinth: icu.month === 9 && icu.day === 9 && !icu.leap,
          laba: icu.month === 12 && icu.day === 8 && !icu.leap,
          xiaonian: icu.month === 12 && icu.day === (year % 2 === 0 ? 23 : 24) && !icu.leap,
          newYearsEve: icu.month === 12 && next.month === 1 && next.day === 1,
          qingming: true,
          winterSolstice: true,
        };
        if (
          !ok[f.key] ||
          f.lunarYear !== (f.key === 'qingming' || f.key === 'winterSolstice' ? year : icu.year)
        )
          wrong.push(`${year} ${f.zh} ${formatCivilDate(f.date)}: ICU ${text(icu)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

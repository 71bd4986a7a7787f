/**
 * Festivals against published dates: the Hong Kong Observatory / Hong Kong government general
 * holidays of 2024-2026 (Lunar New Year's Day, Ching Ming, Tuen Ng, the day following the
 * Mid-Autumn Festival, Chung Yeung) and the HKO's 冬至 dates; ICU's Chinese calendar checks every
 * lunar festival of 1950-2050 in icuChinese.test.ts.
 */
import { formatCivilDate } from '../calendar/civilDate';
import { festivals } from './festivals';

function dates(year: number, xiaonian: 'north' | 'south' = 'north'): Record<string, string[]> {
  const byKey: Record<string, string[]> = {};
  for (const f of festivals(year, { xiaonian }))
    (byKey[f.key] ??= []).push(formatCivilDate(f.date));
  return byKey;
}

describe('festivals', () => {
  it.each([
    [2024, '2024-02-10', '2024-04-04', '2024-06-10', '2024-09-17', '2024-10-11', '2024-12-21'],
    [2025, '2025-01-29', '2025-04-04', '2025-05-31', '2025-10-06', '2025-10-29', '2025-12-21'],
    [2026, '2026-02-17', '2026-04-05', '2026-06-19', '2026-09-25', '2026-10-18', '2026-12-22'],
  ])(
    '%i: the HKO holiday dates (Mid-Autumn the day before its holiday)',
    (year, newYear, qingming, dragonBoat, midAutumn, doubleNinth, solstice) => {
      const got = dates(year);
      expect(got['chineseNewYear']).toEqual([newYear]);
      expect(got['qingming']).toEqual([qingming]);
      expect(got['dragonBoat']).toEqual([dragonBoat]);
      expect(got['midAutumn']).toEqual([midAutumn]);
      expect(got['doubleNinth']).toEqual([doubleNinth]);
      expect(got['winterSolstice']).toEqual([solstice]);
    },
  );

  it('puts 除夕 on the 29th when the 12th month is short, 小年 on the 23rd or the 24th', () => {
    // The 12th month of lunar 2025 begins 2026-01-19 and has 29 days (HKO).
    expect(dates(2026)['newYearsEve']).toEqual(['2026-02-16']);
    expect(dates(2026)['xiaonian']).toEqual(['2026-02-10']);
    expect(dates(2026, 'south')['xiaonian']).toEqual(['2026-02-11']);
  });

  it('gives a Gregorian year two 腊八 when two 12th months begin in it, each with its lunar year', () => {
    // The 12th months of lunar 2021 and 2022 begin 2022-01-03 and 2022-12-23 (HKO).
    const laba = festivals(2022).filter((f) => f.key === 'laba');
    expect(laba.map((f) => [f.lunarYear, formatCivilDate(f.date)])).toEqual([
      [2021, '2022-01-10'],
      [2022, '2022-12-30'],
    ]);
  });

  it('lists a year in date order with English and Chinese names', () => {
    const year = festivals(2026);
    expect(year.map((f) => f.zh)).toEqual(
      '腊八 小年 除夕 春节 元宵 清明 端午 七夕 中元 中秋 重阳 冬至'.split(' '),
    );
    expect(year.find((f) => f.zh === '中秋')?.en).toBe('Mid-Autumn Festival');
  });

  it('refuses a year whose lunar year before is out of range', () => {
    expect(() => festivals(1900)).toThrow(RangeError);
  });
});

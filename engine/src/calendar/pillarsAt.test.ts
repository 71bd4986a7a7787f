import { Solar } from 'lunar-javascript';
import { jiaziName } from '../sexagenary/cycle';
import { pillarsAt } from './pillarsAt';

/**
 * Independent check: lunar-javascript's EightChar (sect 1 = day changes at 23:00, sect 2 =
 * midnight) computes the pillars its own way from the same calendar; the solar term in force from
 * `getPrevJieQi(false)` at the exact time.
 */
describe('pillars at an instant', () => {
  it('agree with lunar-javascript EightChar at every hour boundary and around every term, 2024-2026', () => {
    const mismatches: string[] = [];
    const check = (y: number, m: number, d: number, h: number, min: number) => {
      const lunar = Solar.fromYmdHms(y, m, d, h, min, 0).getLunar();
      for (const [sect, dayChange] of [
        [1, '23:00'],
        [2, 'midnight'],
      ] as const) {
        const eightChar = lunar.getEightChar();
        eightChar.setSect(sect);
        const ours = pillarsAt({ year: y, month: m, day: d, hour: h, minute: min }, dayChange);
        const theirs = [
          eightChar.getYear(),
          eightChar.getMonth(),
          eightChar.getDay(),
          eightChar.getTime(),
        ];
        const mine = [ours.year, ours.month, ours.day, ours.hour].map(jiaziName);
        if (mine.join() !== theirs.join() || ours.term !== lunar.getPrevJieQi(false).getName()) {
          mismatches.push(
            `${y}-${m}-${d} ${h}:${min} ${dayChange}: ${mine.join()} vs ${theirs.join()}`,
          );
        }
      }
    };
    for (let day = 0; day < 3 * 365; day += 1) {
      const date = new Date(Date.UTC(2024, 0, 1 + day));
      const [y, m, d] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
      for (let hour = 0; hour < 24; hour += 1) check(y, m, d, hour, hour % 2 === 0 ? 59 : 0);
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  it('switches year and month pillars at the exact minute of 立春 2026 (2026-02-04 04:02 UTC+8)', () => {
    const before = pillarsAt({ year: 2026, month: 2, day: 4, hour: 4, minute: 1 }, '23:00');
    const after = pillarsAt({ year: 2026, month: 2, day: 4, hour: 4, minute: 3 }, '23:00');
    expect([jiaziName(before.year), jiaziName(before.month), before.term]).toEqual([
      '乙巳',
      '己丑',
      '大寒',
    ]);
    expect([jiaziName(after.year), jiaziName(after.month), after.term]).toEqual([
      '丙午',
      '庚寅',
      '立春',
    ]);
    expect(after.solarYear).toBe(2026);
  });
});

import { selectionDay } from './selectionDay';
import { KEPT_DAYS, keptDayCount, sharedSelectionDay } from './sharedSelectionDay';

const day = (year: number, month: number, date: number) => ({ year, month, day: date });

describe('sharedSelectionDay', () => {
  it('is the selection day itself, built once and frozen', () => {
    const first = sharedSelectionDay(day(2026, 2, 17));
    expect(first).toEqual(selectionDay(day(2026, 2, 17)));
    expect(sharedSelectionDay(day(2026, 2, 17))).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(() => {
      (first as { date: string }).date = '1999-01-01';
    }).toThrow(TypeError);
  });

  it(`keeps at most ${KEPT_DAYS} days, the least recently read going first`, () => {
    const start = Date.UTC(1950, 0, 1);
    const civil = (n: number) => {
      const at = new Date(start + n * 86_400_000);
      return day(at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate());
    };
    const oldest = sharedSelectionDay(civil(0));
    const reread = sharedSelectionDay(civil(1));
    for (let n = 2; n <= KEPT_DAYS; n += 1) sharedSelectionDay(civil(n));
    expect(keptDayCount()).toBe(KEPT_DAYS);
    // Day 1 read again moves to the back; day 0, the least recently read, goes when day
    // KEPT_DAYS + 1 comes in.
    expect(sharedSelectionDay(civil(1))).toBe(reread);
    sharedSelectionDay(civil(KEPT_DAYS + 1));
    expect(keptDayCount()).toBe(KEPT_DAYS);
    expect(sharedSelectionDay(civil(1))).toBe(reread);
    expect(sharedSelectionDay(civil(0))).not.toBe(oldest);
    expect(sharedSelectionDay(civil(0))).toEqual(oldest);
  });
});

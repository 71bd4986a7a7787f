/**
 * The selection day is the almanac day's own facts: every field and slot field it has equals the
 * same field of `almanacDay` on every day of 2024..2028 and every 29th day of 1900..2100.
 */
import { almanacDay, hourSlotsOf } from '../almanac/almanacDay';
import { civilDateOfEpochDay, epochDay, type CivilDate } from '../calendar/civilDate';
import { selectionDay } from './selectionDay';

function differences(from: CivilDate, to: CivilDate, step: number): string[] {
  const found: string[] = [];
  for (let n = epochDay(from); n <= epochDay(to); n += step) {
    const date = civilDateOfEpochDay(n);
    const { slots, ...facts } = selectionDay(date);
    const { ts } = almanacDay(date);
    const fields = ts as unknown as Record<string, unknown>;
    const expectedFacts = Object.fromEntries(Object.keys(facts).map((key) => [key, fields[key]]));
    const expectedSlots = hourSlotsOf(ts).map((slot, branch) => {
      const own = slot as unknown as Record<string, unknown>;
      return Object.fromEntries(Object.keys(slots[branch] ?? {}).map((key) => [key, own[key]]));
    });
    if (JSON.stringify([facts, slots]) !== JSON.stringify([expectedFacts, expectedSlots])) {
      found.push(ts.date);
    }
  }
  return found;
}

describe('selectionDay', () => {
  it('has the fields the rules read, and twelve slots', () => {
    const day = selectionDay({ year: 2026, month: 2, day: 17 });
    expect(day.date).toBe('2026-02-17');
    expect([day.lmonth, day.lday]).toEqual([1, 1]);
    expect(day.slots.map((slot) => slot.zhi).join('')).toBe('子丑寅卯辰巳午未申酉戌亥');
    expect(day.day_yi.length).toBeGreaterThan(0);
  });

  it('equals the almanac day on every day of 2024..2028', () => {
    const range = differences(
      { year: 2024, month: 1, day: 1 },
      { year: 2028, month: 12, day: 31 },
      1,
    );
    expect(range.slice(0, 5)).toEqual([]);
  });

  it('equals the almanac day on every 29th day of 1900..2100', () => {
    const range = differences(
      { year: 1900, month: 1, day: 1 },
      { year: 2100, month: 12, day: 31 },
      29,
    );
    expect(range.slice(0, 5)).toEqual([]);
  });
});

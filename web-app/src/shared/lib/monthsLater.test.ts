import { monthsLater } from './monthsLater';

const day = (date: Date) => [date.getFullYear(), date.getMonth() + 1, date.getDate()];

describe('monthsLater', () => {
  it('keeps the day of the month', () => {
    expect(day(monthsLater(new Date(2026, 10, 15), 3))).toEqual([2027, 2, 15]);
  });

  it("ends on a shorter month's last day, not in the month after", () => {
    expect(day(monthsLater(new Date(2026, 10, 29), 3))).toEqual([2027, 2, 28]);
    expect(day(monthsLater(new Date(2027, 10, 30), 3))).toEqual([2028, 2, 29]);
    expect(day(monthsLater(new Date(2026, 0, 31), 1))).toEqual([2026, 2, 28]);
  });
});

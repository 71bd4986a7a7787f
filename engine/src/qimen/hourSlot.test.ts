import { qimenHourSlot } from './hourSlot';

describe('QM hour slot of a time (spec section 4)', () => {
  it('keeps odd hours, maps even hours to the hour before and 00:xx to 23:00 the previous date', () => {
    const at = (day: number, hour: number, minute = 30) => ({
      year: 2026,
      month: 3,
      day,
      hour,
      minute,
    });
    expect(qimenHourSlot(at(10, 13))).toEqual(at(10, 13, 0));
    expect(qimenHourSlot(at(10, 14))).toEqual(at(10, 13, 0));
    expect(qimenHourSlot(at(10, 23))).toEqual(at(10, 23, 0));
    expect(qimenHourSlot(at(10, 0))).toEqual(at(9, 23, 0));
    expect(qimenHourSlot({ year: 2026, month: 1, day: 1, hour: 0, minute: 5 })).toEqual({
      year: 2025,
      month: 12,
      day: 31,
      hour: 23,
      minute: 0,
    });
  });
});

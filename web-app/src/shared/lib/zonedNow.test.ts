import { zonedNow } from './zonedNow';

describe('zonedNow', () => {
  it("reads an instant on the user's clock, whatever the browser's zone", () => {
    const instant = new Date(Date.UTC(2026, 0, 15, 22, 30));
    const berlin = zonedNow('Europe/Berlin', instant);
    expect([
      berlin.getFullYear(),
      berlin.getMonth() + 1,
      berlin.getDate(),
      berlin.getHours(),
    ]).toEqual([2026, 1, 15, 23]);
    const shanghai = zonedNow('Asia/Shanghai', instant);
    expect([shanghai.getDate(), shanghai.getHours(), shanghai.getMinutes()]).toEqual([16, 6, 30]);
  });

  it('keeps the browser clock without a zone or with an unknown one', () => {
    const instant = new Date();
    expect(zonedNow(undefined, instant)).toBe(instant);
    expect(zonedNow('Mars/Olympus', instant)).toBe(instant);
  });
});

import { chinaTimeOnClock } from './chinaTimeOnClock';

describe('chinaTimeOnClock', () => {
  it("reads a solar term time given on China's clock on the user's clock", () => {
    // 雨水 2026: 2026-02-18 23:51:56 Beijing (HKO: 15:51:56 UTC).
    expect(chinaTimeOnClock('2026-02-18 23:51:56', 'Europe/Berlin')).toBe('2026-02-18 16:51:56');
    expect(chinaTimeOnClock('2026-02-18 23:51:56', 'America/New_York')).toBe('2026-02-18 10:51:56');
    expect(chinaTimeOnClock('2026-02-18 23:51:56', 'Asia/Shanghai')).toBe('2026-02-18 23:51:56');
  });

  it('leaves anything else as it is', () => {
    expect(chinaTimeOnClock('', 'Europe/Berlin')).toBe('');
    expect(chinaTimeOnClock('2026-02-18 23:51:56', undefined)).toBe('2026-02-18 23:51:56');
    expect(chinaTimeOnClock('2026-02-18 23:51:56', 'Mars/Olympus')).toBe('2026-02-18 23:51:56');
  });
});

import { isoOnClock } from './isoOnClock';
import { parseZone } from './zone';

// Expected texts read off `date` (GNU coreutils, the tz database) for the same instants:
// TZ=Europe/Berlin date -d @1795771800 -Iseconds and so on.
describe('isoOnClock', () => {
  it('writes the instant on the zone clock with its offset', () => {
    expect(isoOnClock(parseZone('Europe/Berlin'), 1795771800000)).toBe('2026-11-27T10:30:00+01:00');
    expect(isoOnClock(parseZone('America/New_York'), 1795771800000)).toBe(
      '2026-11-27T04:30:00-05:00',
    );
    expect(isoOnClock(parseZone('Asia/Shanghai'), 1795771800000)).toBe('2026-11-27T17:30:00+08:00');
  });

  it('follows daylight saving and fixed offsets', () => {
    // 2026-07-01T12:00:00Z: Berlin on summer time, a fixed offset as given.
    expect(isoOnClock(parseZone('Europe/Berlin'), 1782907200000)).toBe('2026-07-01T14:00:00+02:00');
    expect(isoOnClock(parseZone('-03:30'), 1782907200000)).toBe('2026-07-01T08:30:00-03:30');
  });

  it('rounds a local mean time offset to the minute and reads the clock on it', () => {
    // Asia/Shanghai before 1901 is LMT +08:05:43 in the tz database: written +08:06.
    expect(isoOnClock(parseZone('Asia/Shanghai'), Date.UTC(1900, 0, 1, 0, 0, 0))).toBe(
      '1900-01-01T08:06:00+08:06',
    );
  });
});

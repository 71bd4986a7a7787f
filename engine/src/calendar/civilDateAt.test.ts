import { civilDateAt, formatCivilDate, startOfCivilDate } from './civilDate';

/** The independent source: the IANA time zone database through Intl (Asia/Shanghai, UTC+8). */
const shanghai = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

describe('civilDateAt and startOfCivilDate (UTC+8)', () => {
  it('agree with the tz database for instants around every midnight of 2026', () => {
    const start = Date.UTC(2026, 0, 1) - 8 * 3600 * 1000;
    for (let day = 0; day < 365; day += 1) {
      const midnight = start + day * 86400000;
      for (const at of [midnight - 1, midnight, midnight + 43200000]) {
        expect(formatCivilDate(civilDateAt(at))).toBe(shanghai.format(new Date(at)));
      }
      expect(startOfCivilDate(civilDateAt(midnight))).toBe(midnight);
    }
  });

  it('puts 16:00 UTC on the next Beijing date', () => {
    expect(civilDateAt(Date.UTC(2026, 10, 21, 16, 0))).toEqual({ year: 2026, month: 11, day: 22 });
  });
});

/**
 * Local clock readings to instants, against the IANA tz database (tzdata's `asia`, `europe` and
 * `northamerica` files, the rules Node's ICU carries): China's daylight saving (rule PRC,
 * 1986-1991), the United States' (rule US, second Sunday of March to first Sunday of November
 * since 2007) and the United Kingdom's, including British Double Summer Time (rule GB-Eire,
 * 1941-1945 and 1947) and the war years when summer time was kept all winter.
 */
import { dateIn, offsetMsAt, parseZone, resolveLocal, startOfDateIn } from './zone';

const at = (zone: string, text: string) => {
  const [date = '', time = ''] = text.split(' ');
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const resolved = resolveLocal(parseZone(zone), { year, month, day, hour, minute, second: 0 });
  return {
    utc: new Date(resolved.utcMs).toISOString().slice(0, 16),
    status: resolved.status,
    ...(resolved.laterUtcMs !== undefined && {
      later: new Date(resolved.laterUtcMs).toISOString().slice(0, 16),
    }),
  };
};

describe('resolveLocal against the IANA tz database', () => {
  it.each([
    // PRC rule: UTC+9 from 1988-04-17 02:00 to 1988-09-11 02:00.
    ['Asia/Shanghai', '1988-07-01 01:30', '1988-06-30T16:30'],
    ['Asia/Shanghai', '1988-04-10 02:30', '1988-04-09T18:30'],
    ['Asia/Shanghai', '1988-12-01 12:00', '1988-12-01T04:00'],
    ['Asia/Shanghai', '1991-06-01 12:00', '1991-06-01T03:00'],
    ['Asia/Shanghai', '1992-06-01 12:00', '1992-06-01T04:00'],
    // GB-Eire: BST (UTC+1) kept through the winters of 1940-1945; BDST (UTC+2) in the summers of
    // 1941-1945 and 1947; GMT again in the winter of 1947.
    ['Europe/London', '1941-01-15 12:00', '1941-01-15T11:00'],
    ['Europe/London', '1941-06-01 12:00', '1941-06-01T10:00'],
    ['Europe/London', '1944-07-01 12:00', '1944-07-01T10:00'],
    ['Europe/London', '1947-06-01 12:00', '1947-06-01T10:00'],
    ['Europe/London', '1947-12-01 12:00', '1947-12-01T12:00'],
    ['Europe/London', '2024-02-04 10:00', '2024-02-04T10:00'],
    // US rule since 2007; before it, the first Sunday of April (1987-2006).
    ['America/New_York', '2021-07-04 12:00', '2021-07-04T16:00'],
    ['America/New_York', '2006-04-01 12:00', '2006-04-01T17:00'],
    ['America/New_York', '2006-04-03 12:00', '2006-04-03T16:00'],
    ['+05:30', '2024-02-04 13:50', '2024-02-04T08:20'],
    ['-03:00', '2024-02-04 05:35', '2024-02-04T08:35'],
  ])('%s %s is %s UTC', (zone, local, utc) => {
    expect(at(zone, local)).toEqual({ utc, status: 'ok' });
  });

  it('reads a skipped reading with the offset before the change', () => {
    // New York sprang forward at 2021-03-14 02:00 EST to 03:00 EDT: 02:30 never showed.
    expect(at('America/New_York', '2021-03-14 02:30')).toEqual({
      utc: '2021-03-14T07:30',
      status: 'skipped',
    });
    expect(at('Asia/Shanghai', '1988-04-17 02:30').status).toBe('skipped');
  });

  it('takes the earlier of a repeated reading and gives the later', () => {
    // New York fell back at 2021-11-07 02:00 EDT to 01:00 EST: 01:30 showed twice.
    expect(at('America/New_York', '2021-11-07 01:30')).toEqual({
      utc: '2021-11-07T05:30',
      status: 'repeated',
      later: '2021-11-07T06:30',
    });
    expect(at('Asia/Shanghai', '1988-09-11 01:30').status).toBe('repeated');
  });

  it("carries local mean time offsets to the second (Shanghai's +08:05:43 before 1901)", () => {
    expect(offsetMsAt(parseZone('Asia/Shanghai'), Date.UTC(1900, 5, 1)) / 1000).toBe(
      8 * 3600 + 5 * 60 + 43,
    );
  });

  it('reads IANA names in any case and offsets up to ±14:00, and refuses anything else', () => {
    expect(parseZone('europe/london').name).toBe('Europe/London');
    expect(parseZone('+14:00').fixedMinutes).toBe(840);
    expect(parseZone('-09:30').fixedMinutes).toBe(-570);
    expect(() => parseZone('Mars/Olympus')).toThrow('unknown time zone: Mars/Olympus');
    expect(() => parseZone('+15:00')).toThrow('offset out of range: +15:00');
    expect(() => parseZone('../etc/passwd')).toThrow(RangeError);
    expect(() => parseZone('')).toThrow(RangeError);
  });
});

describe("a zone's dates", () => {
  it('gives the date on the zone clock and the instant it begins', () => {
    const instant = Date.UTC(2026, 0, 15, 23, 30);
    expect(dateIn(parseZone('Europe/Berlin'), instant)).toEqual({ year: 2026, month: 1, day: 16 });
    expect(dateIn(parseZone('America/New_York'), instant)).toEqual({
      year: 2026,
      month: 1,
      day: 15,
    });
    expect(
      new Date(
        startOfDateIn(parseZone('Europe/Berlin'), { year: 2026, month: 1, day: 16 }),
      ).toISOString(),
    ).toBe('2026-01-15T23:00:00.000Z');
    // Santiago sprang forward at midnight on 2022-09-11 (tzdata `southamerica`, rule Chile):
    // the day begins at 01:00 local, the instant 04:00 UTC.
    expect(
      new Date(
        startOfDateIn(parseZone('America/Santiago'), { year: 2022, month: 9, day: 11 }),
      ).toISOString(),
    ).toBe('2022-09-11T04:00:00.000Z');
  });
});

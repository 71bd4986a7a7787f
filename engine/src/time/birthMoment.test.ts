/**
 * Births in any zone: the year and month pillars follow the absolute instant of the solar terms,
 * the day and hour pillars the clock; China's historic daylight saving is removed by default.
 * Sources: 2024's 立春 at 2024-02-04 16:27 Hong Kong time (08:27 UTC), Hong Kong Observatory,
 * "The Twenty-four Solar Terms 2024"; zone rules from the IANA tz database (zone.test.ts).
 */
import { baziChart, parseBirth } from '../bazi/baziChart';
import { natalOf } from '../personal/natal';
import { birthMoment } from './birthMoment';

const pillars = (chart: ReturnType<typeof baziChart>) =>
  (['year', 'month', 'day', 'hour'] as const).map(
    (name) => chart.pillars[name]?.stem + (chart.pillars[name]?.branch ?? ''),
  );

describe('births around 2024 立春 (08:27 UTC) in several zones', () => {
  // The same two instants, 08:20 and 08:35 UTC, on five clocks.
  it.each([
    ['Europe/London', '2024-02-04', '08:20', '08:35'],
    ['America/New_York', '2024-02-04', '03:20', '03:35'],
    ['Asia/Tokyo', '2024-02-04', '17:20', '17:35'],
    ['+05:30', '2024-02-04', '13:50', '14:05'],
    ['Asia/Shanghai', '2024-02-04', '16:20', '16:35'],
  ])('%s: before it 癸卯 乙丑, after it 甲辰 丙寅', (zone, date, before, after) => {
    const early = baziChart(parseBirth(date, before, 'male'), { zone });
    const late = baziChart(parseBirth(date, after, 'male'), { zone });
    expect(pillars(early).slice(0, 2)).toEqual(['癸卯', '乙丑']);
    expect(pillars(late).slice(0, 2)).toEqual(['甲辰', '丙寅']);
    // Both are within 15 minutes of the term: each says what the other side would give.
    expect(early.sensitivity.find((w) => w.kind === 'term')?.alternative).toEqual({
      year: '甲辰',
      month: '丙寅',
    });
    expect(late.sensitivity.find((w) => w.kind === 'term')?.alternative).toEqual({
      year: '癸卯',
      month: '乙丑',
    });
  });

  it('charts London 2024-02-04 10:00 after 立春, where Beijing 10:00 is before it', () => {
    const london = baziChart(parseBirth('2024-02-04', '10:00', 'male'), { zone: 'Europe/London' });
    const beijing = baziChart(parseBirth('2024-02-04', '10:00', 'male'));
    expect(pillars(london).slice(0, 2)).toEqual(['甲辰', '丙寅']);
    expect(pillars(beijing).slice(0, 2)).toEqual(['癸卯', '乙丑']);
    // Same clock reading, same date: the same day and hour pillars.
    expect(pillars(london).slice(2)).toEqual(pillars(beijing).slice(2));
    expect(london.moment.stamp).toBe('day change 23:00 · clock time · zone Europe/London');
  });
});

describe("China's daylight saving (1986-1991)", () => {
  it('reads Beijing 01:30 on 1988-07-01 as 00:30 standard time, the 子 hour', () => {
    const chart = baziChart(parseBirth('1988-07-01', '01:30', 'female'));
    expect(chart.moment).toMatchObject({
      instant: '1988-06-30T16:30:00.000Z',
      clockKind: 'China standard time',
      clock: { hour: 0, minute: 30 },
      offsetMinutes: 540,
    });
    expect(chart.pillars.hour?.branch).toBe('子');
    const kept = baziChart(parseBirth('1988-07-01', '01:30', 'female'), {
      chinaDaylightSaving: 'kept',
    });
    expect(kept.pillars.hour?.branch).toBe('丑');
    expect(kept.moment.stamp).toContain('China daylight saving kept');
  });

  it('leaves births outside daylight saving as they were (UTC+8)', () => {
    const chart = baziChart(parseBirth('1995-07-01', '01:30', 'female'));
    expect(chart.moment.clockKind).toBe('local clock');
    expect(pillars(chart)).toEqual(
      pillars(baziChart(parseBirth('1995-07-01', '01:30', 'female'), { zone: '+08:00' })),
    );
  });

  it('shows luck pillar starts on the birth zone clock', () => {
    const chart = baziChart(parseBirth('1983-02-15', '20:00', 'female'));
    // tyme4j test13: 1989-05-04 18:24 China standard time; Beijing clocks read 19:24 (DST).
    expect(chart.luck.start).toMatchObject({ year: 1989, month: 5, day: 4, hour: 19, minute: 24 });
  });
});

describe('true solar time', () => {
  it('reads the day and hour pillars from the true solar time at the longitude', () => {
    // Urumqi, 87.6° E, on Beijing time: 08:30 on the clock is about 06:05 true solar time.
    const clock = baziChart(parseBirth('2026-11-03', '08:30', 'male'));
    const solar = baziChart(parseBirth('2026-11-03', '08:30', 'male'), {
      longitude: 87.6,
      solarTime: true,
    });
    expect(clock.pillars.hour?.branch).toBe('辰');
    expect(solar.moment.clockKind).toBe('true solar time');
    expect(solar.moment.clock).toMatchObject({ hour: 6 });
    expect(solar.pillars.hour?.branch).toBe('卯');
    expect(solar.pillars.year).toEqual(clock.pillars.year);
  });

  it('needs a longitude within -180..180', () => {
    const birth = { year: 2000, month: 1, day: 1, hour: 12, minute: 0 };
    expect(() => birthMoment(birth, { solarTime: true })).toThrow(
      'true solar time needs the longitude of the birth place',
    );
    expect(() => birthMoment(birth, { longitude: 181 })).toThrow(
      'longitude must be between -180 and 180: 181',
    );
    expect(() => birthMoment(birth, { zone: 'Nowhere/Land' })).toThrow(
      'unknown time zone: Nowhere/Land',
    );
  });
});

describe('birth-time sensitivity', () => {
  it('flags a birth within 15 minutes of a change of hour, with the other hour pillar', () => {
    const chart = baziChart(parseBirth('1995-05-15', '12:55', 'female'));
    const warning = chart.sensitivity.find((w) => w.kind === 'hour');
    expect(chart.pillars.hour?.branch).toBe('午');
    expect(warning?.alternative.hour?.slice(1)).toBe('未');
    expect(warning?.message).toMatch(/^Born within 15 minutes of a change of hour/);
    expect(baziChart(parseBirth('1995-05-15', '12:00', 'female')).sensitivity).toEqual([]);
  });

  it('flags a reading a daylight-saving change skipped or repeated', () => {
    const skipped = baziChart(parseBirth('2021-03-14', '02:30', 'male'), {
      zone: 'America/New_York',
    });
    expect(skipped.sensitivity.map((w) => w.kind)).toContain('skipped');
    const repeated = baziChart(parseBirth('2021-11-07', '01:30', 'male'), {
      zone: 'America/New_York',
    });
    const warning = repeated.sensitivity.find((w) => w.kind === 'repeated');
    expect(warning?.message).toMatch(/showed this time twice/);
    expect(repeated.moment.laterInstant).toBe('2021-11-07T06:30:00.000Z');
  });
});

describe('personal items from the corrected birth', () => {
  it("charts a Beijing daylight-saving birth's natal board on China standard time", () => {
    const moment = birthMoment({ year: 1988, month: 7, day: 1, hour: 1, minute: 30 });
    const standard = { year: 1988, month: 7, day: 1, hour: 0, minute: 30 };
    expect(natalOf(moment)).toEqual(natalOf(standard));
    expect(natalOf(moment)).not.toEqual(natalOf({ ...standard, hour: 1 }));
  });

  it('reads the natal board of a London birth from its instant and its clock', () => {
    const moment = birthMoment(
      { year: 2024, month: 2, day: 4, hour: 10, minute: 0 },
      { zone: 'Europe/London' },
    );
    expect(moment.china).toEqual({ year: 2024, month: 2, day: 4, hour: 18, minute: 0 });
    // The board's ju follows the term at the instant (立春 has begun), its pillars the clock.
    const natal = natalOf(moment);
    expect(natal.birth).toEqual(moment.china);
    expect(natal.dayPillar).toBe(
      natalOf({ year: 2024, month: 2, day: 4, hour: 10, minute: 0 }).dayPillar,
    );
  });
});

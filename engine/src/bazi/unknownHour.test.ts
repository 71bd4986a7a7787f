import { Solar } from 'lunar-javascript';
import { ChildLimit, Gender, SolarTime } from 'tyme4ts';
import { baziChart, parseBirth, type BaziChart, type BaziInstant } from './baziChart';
import type { Birth } from './birth';
import { pillarNameWords as words } from '../schools/compare';

/**
 * Independent sources: lunar-javascript's EightChar (sect 1: the day changes at 23:00) for the
 * pillars at any clock reading and its `getJieQiTable()` for the instant of a 节; tyme4ts's
 * `ChildLimit.fromSolarTime(...).getEndTime()` (its DefaultChildLimitProvider) for the first luck
 * start of a birth at either end of the day or window.
 */
function lunarPillars(y: number, m: number, d: number, h: number, min: number) {
  const eight = Solar.fromYmdHms(y, m, d, h, min, 0).getLunar().getEightChar();
  eight.setSect(1);
  return { year: eight.getYear(), month: eight.getMonth(), day: eight.getDay() };
}

const name = (p: { stem: string; branch: string } | null) => (p ? p.stem + p.branch : null);

const three = (chart: BaziChart) => ({
  year: name(chart.pillars.year),
  month: name(chart.pillars.month),
  day: name(chart.pillars.day),
});

const note = (chart: BaziChart, field: string) =>
  chart.uncertain.find((u) => u.field === field)?.note;

function tymeStart(birth: [number, number, number, number, number], gender: Gender): string {
  const t = ChildLimit.fromSolarTime(SolarTime.fromYmdHms(...birth, 0), gender).getEndTime();
  const p = (n: number) => String(n).padStart(2, '0');
  return `${t.getYear()}-${p(t.getMonth())}-${p(t.getDay())} ${p(t.getHour())}:${p(t.getMinute())}`;
}

const text = (at: BaziInstant) =>
  `${at.year}-${String(at.month).padStart(2, '0')}-${String(at.day).padStart(2, '0')} ${String(at.hour).padStart(2, '0')}:${String(at.minute).padStart(2, '0')}`;

describe('a birth of unknown time', () => {
  const chart = baziChart(parseBirth('1990-05-15', 'Unknown', 'female'), { zone: '+08:00' });

  it('parses `unknown` in any case and refuses a time or window beside it', () => {
    expect(parseBirth('1990-05-15', 'UNKNOWN', 'male')).toEqual({
      date: { year: 1990, month: 5, day: 15 },
      timeUnknown: true,
      gender: 'male',
    });
    const both: Birth = { ...parseBirth('1990-05-15', '10:00', 'male'), timeUnknown: true };
    expect(() => baziChart(both)).toThrow('neither a time nor a window');
    for (const windowMinutes of [0, 721, 2.5])
      expect(() =>
        baziChart({ ...parseBirth('1990-05-15', '10:00', 'male'), windowMinutes }),
      ).toThrow('window must be a whole number of minutes from 1 to 720');
  });

  it('has three pillars equal to lunar-javascript EightChar year, month and day at noon, hour null', () => {
    expect(three(chart)).toEqual(lunarPillars(1990, 5, 15, 12, 0));
    expect(chart.pillars.hour).toBeNull();
    expect(chart.hourKnown).toBe(false);
    expect(chart.void.pillars).not.toContain('hour');
    expect(chart.sensitivity).toEqual([]);
  });

  it('leaves the hour open and says a birth from 23:00 takes the next day (lunar-javascript at 23:30)', () => {
    expect(chart.uncertain.map((u) => u.field)).toEqual(['hour', 'day', 'luck']);
    const late = lunarPillars(1990, 5, 15, 23, 30).day;
    expect(late).not.toBe(name(chart.pillars.day));
    expect(note(chart, 'day')).toContain(`${words(late)} from 23:00`);
  });

  it('gives the luck start range from the two ends of the day (tyme4ts ChildLimit)', () => {
    // 1990 is 庚午, yang: a female runs backward, so the later birth starts later.
    expect(chart.luck.forward).toBe(false);
    const range = chart.luck.startRange;
    expect(range && [text(range.earliest), text(range.latest)]).toEqual([
      tymeStart([1990, 5, 15, 0, 0], Gender.WOMAN),
      tymeStart([1990, 5, 15, 23, 59], Gender.WOMAN),
    ]);
    expect(chart.luck.uncertainty).toContain('4 months');
    expect(chart.luck.uncertainty).toContain(text(range?.earliest as BaziInstant));
  });

  it('lists the year and month on a 立春 date with its instant (lunar-javascript JieQi table)', () => {
    const spring = Solar.fromYmd(1990, 2, 4).getLunar().getJieQiTable()['立春'];
    const c = baziChart(parseBirth('1990-02-04', 'unknown', 'male'), { zone: '+08:00' });
    const before = lunarPillars(1990, 2, 4, 0, 0);
    const after = lunarPillars(1990, 2, 4, 23, 59);
    expect(before.year).not.toBe(after.year);
    expect(c.uncertain.map((u) => u.field)).toEqual(['hour', 'year', 'month', 'day', 'luck']);
    expect(note(c, 'year')).toContain(
      `立春 (Start of Spring) begins at ${spring?.toYmdHms().slice(0, 16)}`,
    );
    expect(note(c, 'year')).toContain(
      `${words(before.year)} from 00:00, then ${words(after.year)} from`,
    );
    expect(note(c, 'month')).toContain(
      `${words(before.month)} from 00:00, then ${words(after.month)} from`,
    );
    // 己巳 (yin) male runs backward, 庚午 (yang) male forward: the direction flips at 立春.
    expect(c.luck.uncertainty).toContain('forward on one side of 立春');
  });
});

describe('a birth time with a window', () => {
  // On UTC+8 as the sources read it (Asia/Shanghai had daylight saving in May 1990).
  const chart = baziChart(
    { ...parseBirth('1990-05-15', '22:50', 'male'), windowMinutes: 30 },
    { zone: '+08:00' },
  );

  it('keeps four pillars and lists the hour and the day pillar near 23:00 (lunar-javascript)', () => {
    expect(chart.hourKnown).toBe(true);
    expect(name(chart.pillars.day)).toBe(lunarPillars(1990, 5, 15, 22, 50).day);
    expect(chart.uncertain.map((u) => u.field)).toEqual(['day', 'hour', 'luck']);
    expect(note(chart, 'day')).toContain(
      `within ±30 minutes (1990-05-15 22:20 to 1990-05-15 23:20): ${words(lunarPillars(1990, 5, 15, 22, 50).day)} from 1990-05-15 22:20, then ${words(lunarPillars(1990, 5, 15, 23, 10).day)} from 1990-05-15 23:00`,
    );
    expect(chart.sensitivity.find((w) => w.kind === 'hour')?.message).toContain(
      'within 30 minutes',
    );
  });

  it('gives the luck start range from the two ends of the window (tyme4ts ChildLimit)', () => {
    // 庚午 male runs forward: the later birth is nearer the next 节 and starts earlier.
    const range = chart.luck.startRange;
    expect(range && [text(range.earliest), text(range.latest)]).toEqual([
      tymeStart([1990, 5, 15, 23, 20], Gender.MAN),
      tymeStart([1990, 5, 15, 22, 20], Gender.MAN),
    ]);
  });

  it('leaves an exact birth as it was: four pillars, nothing uncertain', () => {
    const exact = baziChart(parseBirth('1990-05-15', '22:50', 'male'));
    expect(exact.hourKnown).toBe(true);
    expect(exact.uncertain).toEqual([]);
    expect(exact.luck).not.toHaveProperty('uncertainty');
  });
});

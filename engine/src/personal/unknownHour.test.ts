import { Solar } from 'lunar-javascript';
import { baziChart, parseBirth } from '../bazi/baziChart';
import { buildCalendar } from '../ical/buildCalendar';
import { jiaziName } from '../sexagenary/cycle';
import { natalOf, type NatalBirth } from './natal';
import { personalAlmanacDay } from './personalAlmanacDay';
import { threeVictoryDays } from './threeVictoryDays';

/**
 * A birth of unknown hour in the personal items. Independent source: lunar-javascript's EightChar
 * (sect 1, the day changes at 23:00) for the birth day pillar at noon and at 23:30; the exact
 * birth of METAPHYSICS.md section 5 (1990-05-15 14:30, 庚辰 day) for the items that need only the
 * day pillar.
 */
const lunarDay = (h: number, min: number) => {
  const eight = Solar.fromYmdHms(1990, 5, 15, h, min, 0).getLunar().getEightChar();
  eight.setSect(1);
  return eight.getDay();
};

const moment = baziChart(parseBirth('1990-05-15', 'unknown', 'female'), { zone: '+08:00' }).moment;
const UNKNOWN: NatalBirth = { ...moment, hourUnknown: true };
const EXACT = { year: 1990, month: 5, day: 15, hour: 14, minute: 30 };

describe('natal facts of a birth of unknown hour', () => {
  const natal = natalOf(UNKNOWN);

  it('keeps the day pillar of the date (lunar-javascript at noon) and leaves out the hour chart', () => {
    expect(jiaziName(natal.dayPillar)).toBe(lunarDay(12, 0));
    expect(natal.symbols).toBeNull();
    expect(natal.destinyPalace).toBeNull();
    expect(natal.hourUnknown).toContain('Birth hour unknown');
  });

  it('says which day pillar a birth from 23:00 would have (lunar-javascript at 23:30)', () => {
    expect(natal.dayPillarNote).toContain(`would have ${lunarDay(23, 30)}`);
  });

  it('refuses the three victory days: they need the birth hour', () => {
    expect(() => threeVictoryDays(UNKNOWN, 'female', 2026)).toThrow(RangeError);
    expect(() => threeVictoryDays(UNKNOWN, 'female', 2026)).toThrow('need the birth hour');
  });
});

describe('the personal day of a birth of unknown hour', () => {
  const day = personalAlmanacDay('2026-01-01', UNKNOWN);
  const exact = personalAlmanacDay('2026-01-01', EXACT);

  it('marks the destiny boxes unknown with a note instead of reading 00:00', () => {
    expect([
      day.destiny_chief_box,
      day.destiny_life_box,
      day.destiny_rest_box,
      day.destiny_harmony_box,
    ]).toEqual([null, null, null, null]);
    expect(day.hour_note).toContain('hour chart');
    expect(exact).not.toHaveProperty('hour_note');
  });

  it('leaves out the three victory items and keeps the day-pillar items of the same 庚辰 day', () => {
    const titles = (items: readonly { title: string }[]) => items.map((i) => i.title);
    expect(titles(exact.pro)).toContain('Three Victory Day (3VD): Chief South');
    expect(titles(day.pro)).toEqual(titles(exact.pro).filter((t) => !t.includes('(3VD)')));
    expect(titles(day.sim)).not.toContain('Best direction South');
    const hours = Object.values(day.prohour)
      .flat()
      .map((i) => i.title);
    expect(hours.some((t) => t.includes('(3VH)'))).toBe(false);
    expect(hours).toContain('Nobleman Hour');
    const fanYin = personalAlmanacDay('2026-01-12', UNKNOWN);
    expect(titles(fanYin.pro)).toEqual(expect.arrayContaining(['Fan Yin Day', '7 Killing Day']));
  });
});

describe('the personal feeds of a birth of unknown hour', () => {
  const window = {
    from: { year: 2026, month: 1, day: 1 },
    to: { year: 2026, month: 1, day: 31 },
    generatedAt: Date.UTC(2026, 0, 1),
  };

  it.each(['personalpro', 'personalsim', 'personalprohour'])(
    '%s says the hour-dependent items are left out and has none',
    (kind) => {
      const ics = buildCalendar(kind, { ...window, birth: UNKNOWN });
      expect(ics.replace(/\r\n /g, '')).toContain(
        'birth hour unknown: hour-dependent items left out',
      );
      expect(ics).not.toMatch(/SUMMARY:[^\r]*(3VD|3VH|Best direction)/);
      const known = buildCalendar(kind, { ...window, birth: EXACT });
      expect(known).not.toContain('birth hour unknown');
    },
  );

  it('keeps the day items: the exact birth has 3VD events the unknown one lacks', () => {
    const known = buildCalendar('personalpro', { ...window, birth: EXACT });
    expect(known).toMatch(/SUMMARY:Three Victory Day \(3VD\)/);
  });
});

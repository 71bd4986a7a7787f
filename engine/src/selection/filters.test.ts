/**
 * The selection's filters (issue 45): weekdays checked against ECMAScript's own calendar (Date's
 * UTC weekday), the hours window against the selection's hours without a window (the best hours
 * it leaves are the ones inside), 不将 against tyme4ts's day gods, and the clashes with a person's
 * year or day branch, always refused, by the branch arithmetic written out here.
 */
import { SolarDay } from 'tyme4ts';
import { parseHourWindow, parseWeekdays, slotInWindow } from './filters';
import { selectDays, SelectionInputError } from './selectDays';

const window = (text: string) => {
  const found = parseHourWindow(text);
  if (!found) throw new Error('no window');
  return found;
};
const utcWeekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

describe('filter words', () => {
  it('reads weekdays by their short or whole English names, any case', () => {
    expect([...(parseWeekdays('sat, Sun') ?? [])]).toEqual([6, 0]);
    expect([...(parseWeekdays('Monday,fri') ?? [])]).toEqual([1, 5]);
    expect(parseWeekdays('')).toBeUndefined();
    expect(() => parseWeekdays('funday')).toThrow(/weekdays/);
  });

  it('reads an hours window, over midnight when it ends before it starts', () => {
    expect(window('09:00-18:00')).toMatchObject({ from: 540, to: 1080 });
    expect(window('00:00-24:00')).toMatchObject({ from: 0, to: 1440 });
    expect(parseHourWindow(' ')).toBeUndefined();
    for (const bad of ['25:00-26:00', '9-18', '09:00', '09:00-09:00', '10:60-11:00', 'a-b-c'])
      expect(() => parseHourWindow(bad)).toThrow(/hours/);
  });

  it('holds a slot in the window only when the whole two hours are in it', () => {
    const office = window('09:00-18:00');
    expect(['09:00', '11:00', '13:00', '15:00'].every((s) => slotInWindow(s, office))).toBe(true);
    expect(['07:00', '17:00', '23:00'].some((s) => slotInWindow(s, office))).toBe(false);
    // 子 runs 23:00-00:59: inside a window over midnight, not inside one ending at 24:00.
    expect(slotInWindow('23:00', window('22:00-02:00'))).toBe(true);
    expect(slotInWindow('23:00', window('18:00-24:00'))).toBe(false);
  });
});

describe('selectDays with filters', () => {
  const base = { activity: '嫁娶', from: '2026-01-01', to: '2026-12-31', zone: 'Europe/Berlin' };

  it('keeps only the weekdays asked, refusing the others with the weekday', () => {
    const weekend = selectDays({ ...base, weekdays: 'sat,sun' });
    expect(weekend.days.length).toBeGreaterThan(0);
    for (const day of weekend.days) expect([0, 6]).toContain(utcWeekday(day.date));
    const plain = selectDays(base);
    const expected = plain.days.filter((day) => [0, 6].includes(utcWeekday(day.date)));
    expect(weekend.days).toEqual(expected);
    const refused = weekend.refused.find((day) => utcWeekday(day.date) === 3);
    expect(refused?.reasons[0]).toEqual({
      code: 'weekday',
      zh: '星期三',
      en: 'Wednesday: not among the weekdays asked',
    });
  });

  it('reads the weekday of a date before 1970 (a day number below zero)', () => {
    const weekend = selectDays({ ...base, from: '1950-01-01', to: '1950-03-31', weekdays: 'sat' });
    expect(weekend.days.length).toBeGreaterThan(0);
    for (const day of weekend.days) expect(utcWeekday(day.date)).toBe(6);
  });

  it('keeps the best hours inside the window, refusing a day left with none', () => {
    // The 午 hour only, which some kept days have no good hour in.
    const office = selectDays({ ...base, hours: '11:00-13:00', hoursPerDay: 12 });
    const all = selectDays({ ...base, hoursPerDay: 12 });
    for (const day of office.days) {
      expect(day.hours.length).toBeGreaterThan(0);
      for (const hour of day.hours) {
        expect(minutes(hour.start.slice(11))).toBeGreaterThanOrEqual(660);
        expect(minutes(hour.end.slice(11)) + 1).toBeLessThanOrEqual(780);
      }
      const inside = all.days
        .find((one) => one.date === day.date)
        ?.hours.filter((hour) => slotInWindow(hour.start.slice(11), window('11:00-13:00')));
      expect(day.hours).toEqual(inside);
    }
    const dropped = office.refused.filter((day) => day.reasons[0]?.code === 'hours');
    expect(dropped.length).toBeGreaterThan(0);
    for (const day of dropped) {
      const hours = all.days.find((one) => one.date === day.date)?.hours ?? [];
      expect(hours.some((h) => slotInWindow(h.start.slice(11), window('11:00-13:00')))).toBe(false);
    }
    expect(office.days.length + office.refused.length).toBe(365);
  });

  it('keeps only 不将 days for a wedding when asked, each naming its source', () => {
    const bujiang = selectDays({ ...base, bujiang: true });
    expect(bujiang.days.length).toBeGreaterThan(0);
    for (const day of bujiang.days) {
      const [y, m, d] = day.date.split('-').map(Number) as [number, number, number];
      const tyme = SolarDay.fromYmd(y, m, d).getSixtyCycleDay();
      const pillar = `${tyme.getMonth().getEarthBranch().getName()}${tyme.getSixtyCycle().getName()}`;
      // Where tyme4ts's table leaves 不将 out against the rule and cnlunar (buJiang.test.ts).
      if (pillar !== '申壬申') expect(tyme.getGods().map((god) => god.getName())).toContain('不将');
      expect(day.reasons.at(-1)).toMatchObject({ code: 'bujiang', zh: '不将' });
      expect(day.reasons.at(-1)?.source).toMatch(/协纪辨方书/);
    }
    expect(bujiang.refused.some((day) => day.reasons[0]?.code === 'not-bujiang')).toBe(true);
  });

  it('always refuses a day clashing a person’s year or day branch', () => {
    const person = { name: 'Ann', yearBranch: '午', dayBranch: '卯' };
    const clash = (a: string, b: string) =>
      ('子丑寅卯辰巳午未申酉戌亥'.indexOf(a) + 6) % 12 === '子丑寅卯辰巳午未申酉戌亥'.indexOf(b);
    const selection = selectDays({ ...base, people: [person], weekdays: 'sat,sun' });
    for (const day of selection.days) {
      const [y, m, d] = day.date.split('-').map(Number) as [number, number, number];
      const branch = SolarDay.fromYmd(y, m, d).getSixtyCycleDay().getSixtyCycle();
      const name = branch.getEarthBranch().getName();
      expect(clash(name, '午') || clash(name, '卯')).toBe(false);
    }
  });

  it('refuses bad filters naming the field, and 不将 for another activity', () => {
    const fault = (extra: object) => {
      try {
        selectDays({ ...base, ...extra });
      } catch (error) {
        return error instanceof SelectionInputError ? [error.field, error.message] : ['other'];
      }
      return ['none'];
    };
    expect(fault({ weekdays: 'funday' })[0]).toBe('weekdays');
    expect(fault({ hours: '25:00-26:00' })[0]).toBe('hours');
    expect(fault({ activity: '移徙', bujiang: true })).toEqual([
      'bujiang',
      expect.stringMatching(/weddings/),
    ]);
  });
});

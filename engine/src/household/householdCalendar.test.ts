/**
 * The household feed read back by ical.js (the parser of Thunderbird and many web calendars), on a
 * Berlin subscriber's clock with the product's default window (2025-2046): every line at most 75
 * octets, 20 people with every kind on under the 600 KB budget, stable UIDs, and the new-user walk
 * of issue 44 (a mother born in Hong Kong, a child born on a leap-month day, a friend born on a
 * 30th), each lunar birthday on the HKO tables' date (solarlunar 3.1.0) for 22 years.
 */
import { addDays, formatCivilDate, type CivilDate } from '../calendar/civilDate';
import { SAMPLE_HOUSEHOLD } from '../bench/householdSample';
import { icalEvents } from '../testing/icalEvents';
import { solarLunar as tables } from '../testing/solarLunar';

/** solarlunar's month lengths too (signatures from its solarlunar.d.ts), beside the shared part. */
const solarLunar = tables as typeof tables & {
  leapDays(year: number): number;
  monthDays(year: number, month: number): number;
};
import { HOUSEHOLD_BUDGET_BYTES, householdCalendar } from './householdCalendar';
import type { HouseholdInput, HouseholdMember } from './householdInput';

const WINDOW = { from: { year: 2025, month: 1, day: 1 }, to: { year: 2046, month: 12, day: 31 } };
const EVERYTHING = { birthdays: true, luck: true, taiSui: true };

const MUM: HouseholdMember = {
  id: 'p1',
  name: 'Mum Wong',
  birth: {
    date: { year: 1950, month: 3, day: 12 },
    time: { hour: 8, minute: 0 },
    gender: 'female',
    zone: 'Asia/Hong_Kong',
  },
  include: EVERYTHING,
};
/** 2023-03-22 is 闰二月初一 (HKO). */
const CHILD: HouseholdMember = {
  id: 'p2',
  name: 'Leo',
  birth: {
    date: { year: 2023, month: 3, day: 22 },
    time: { hour: 9, minute: 15 },
    gender: 'male',
    zone: 'Europe/Berlin',
  },
  include: EVERYTHING,
};
/** 2025-02-27 is the 30th of the 1st month (HKO). */
const FRIEND: HouseholdMember = {
  id: 'p3',
  name: 'Ana; Li, "Jr"',
  birth: { date: { year: 2025, month: 2, day: 27 }, gender: 'female', zone: 'America/New_York' },
  include: EVERYTHING,
  taiSui: { punishment: true, harm: true, break: true },
};

function feed(members: readonly HouseholdMember[], extra: Partial<HouseholdInput> = {}): string {
  return householdCalendar({
    name: 'Our household',
    zone: 'Europe/Berlin',
    window: WINDOW,
    members,
    festivals: true,
    terms: true,
    generatedAt: Date.UTC(2026, 10, 28),
    ...extra,
  });
}

const dateOf = (value: unknown) => String(value).slice(0, 10);

/** The HKO date of a lunar date, the 30th of a short month on its 29th. */
function hko(year: number, month: number, day: number, leap: boolean): string {
  const length = leap ? solarLunar.leapDays(year) : solarLunar.monthDays(year, month);
  const at = solarLunar.lunar2solar(year, month, Math.min(day, length, 29), leap);
  if (at === -1) throw new Error(`no ${year}-${month}-${day}`);
  const date: CivilDate = { year: at.cYear, month: at.cMonth, day: at.cDay };
  return formatCivilDate(addDays(date, Math.min(day, length) - Math.min(day, length, 29)));
}

describe('householdCalendar', () => {
  const ics = feed([MUM, CHILD, FRIEND]);
  const events = icalEvents(ics);
  const birthdays = (id: string) =>
    events.filter(
      (e) =>
        String(e.getFirstPropertyValue('uid')).startsWith('household-birthday-') &&
        String(e.getFirstPropertyValue('uid')).endsWith(`-${id}@tongshu`),
    );

  it('is read by ical.js, with lines of at most 75 octets and CRLF ends', () => {
    expect(events.length).toBeGreaterThan(300);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('puts each lunar birthday of the walk on the HKO date for the 22 years', () => {
    const check = (id: string, want: (lunarYear: number) => string) => {
      const got = birthdays(id).map((e) => dateOf(e.getFirstPropertyValue('dtstart')));
      const uids = birthdays(id).map((e) =>
        Number(String(e.getFirstPropertyValue('uid')).split('-')[2]),
      );
      expect(got.length).toBeGreaterThanOrEqual(21);
      expect(got).toEqual(uids.map(want));
    };
    check('p1', (y) => hko(y, 1, 24, false));
    check('p2', (y) => hko(y, 2, 1, solarLunar.leapMonth(y) === 2));
    check('p3', (y) => hko(y, 1, 30, false));
    const [mum2026] = birthdays('p1').filter((e) =>
      dateOf(e.getFirstPropertyValue('dtstart')).startsWith('2026'),
    );
    expect(mum2026?.getFirstPropertyValue('summary')).toBe(
      'Mum Wong: lunar birthday (农历生日), 1st month 24th (正月廿四), age 76 (nominal 虚岁 77)',
    );
  });

  it('writes all-day birthdays, festivals and Tai Sui, timed terms and luck changes in UTC', () => {
    for (const e of events) {
      const uid = String(e.getFirstPropertyValue('uid'));
      const start = e.getFirstPropertyValue('dtstart') as { isDate: boolean; toString(): string };
      const timed = uid.startsWith('household-term-') || uid.startsWith('household-luck-');
      expect(start.isDate).toBe(!timed);
      if (timed) expect(start.toString()).toMatch(/Z$/);
    }
    const luck = events.find((e) =>
      String(e.getFirstPropertyValue('summary')).includes('luck pillar'),
    );
    expect(String(luck?.getFirstPropertyValue('summary'))).toMatch(
      /^Mum Wong: luck pillar .. \((Yang|Yin) \w+ \w+\) begins, age \d+ \(虚岁\)$/,
    );
    expect(String(luck?.getFirstPropertyValue('description'))).toContain('Europe/Berlin');
    // Mum Wong's 1950 is 庚寅 (after 立春): 2028 戊申 clashes it, on 立春's date 2028-02-04.
    const clash = events.find(
      (e) => e.getFirstPropertyValue('uid') === 'household-taisui-2028-clash-p1@tongshu',
    );
    expect(clash?.getFirstPropertyValue('summary')).toBe(
      'Mum Wong: Clashing the Tai Sui (冲太岁), 2028 戊申 (Yang Earth Monkey) year',
    );
    expect(dateOf(clash?.getFirstPropertyValue('dtstart'))).toBe('2028-02-04');
  });

  it('keeps UIDs unique and stable across builds, zones and stamps', () => {
    const uids = events.map((e) => String(e.getFirstPropertyValue('uid')));
    expect(new Set(uids).size).toBe(uids.length);
    const again = icalEvents(feed([MUM, CHILD, FRIEND], { zone: 'Asia/Tokyo', generatedAt: 0 }));
    expect(again.map((e) => String(e.getFirstPropertyValue('uid')))).toEqual(uids);
  });

  it('drops a person switched off or removed, and a kind switched off', () => {
    const without = icalEvents(
      feed([MUM, { ...CHILD, include: { birthdays: false, luck: false, taiSui: false } }]),
    );
    expect(
      without.some((e) => String(e.getFirstPropertyValue('uid')).endsWith('-p2@tongshu')),
    ).toBe(false);
    const noLuck = icalEvents(feed([{ ...MUM, include: { ...EVERYTHING, luck: false } }]));
    expect(
      noLuck.some((e) => String(e.getFirstPropertyValue('uid')).startsWith('household-luck-')),
    ).toBe(false);
  });

  it('keeps 20 people with every kind on (bench/householdSample.ts) and 22 years of terms under 600 KB', () => {
    const big = householdCalendar(SAMPLE_HOUSEHOLD);
    expect(Buffer.byteLength(big)).toBeLessThan(HOUSEHOLD_BUDGET_BYTES);
    expect(big.match(/UID:household-term-/g)).toHaveLength(24 * 22);
    expect(big.replace(/\r\n /g, '')).not.toContain('Solar terms only');
  });

  it('thins the terms to three years when long names take it over the budget, and says so', () => {
    const long = {
      ...SAMPLE_HOUSEHOLD,
      members: SAMPLE_HOUSEHOLD.members.map((m) => ({
        ...m,
        name: `${m.name} ${'Lau'.repeat(16)}`,
      })),
    };
    const thinned = householdCalendar(long);
    expect(Buffer.byteLength(thinned)).toBeLessThan(HOUSEHOLD_BUDGET_BYTES);
    expect(thinned.match(/UID:household-term-/g)).toHaveLength(24 * 3);
    expect(thinned.replace(/\r\n /g, '')).toContain(
      'Solar terms only to 2027-12-31\\, to keep the feed small.',
    );
  });

  it('refuses a reversed or too long window', () => {
    expect(() => feed([], { window: { from: WINDOW.to, to: WINDOW.from } })).toThrow(RangeError);
    expect(() =>
      feed([], { window: { from: WINDOW.from, to: { year: 2060, month: 1, day: 1 } } }),
    ).toThrow(RangeError);
  });
});

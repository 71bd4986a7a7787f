/**
 * selectDays against the almanac itself and against tyme4ts (an independent implementation of
 * the same popular-almanac suit/avoid tables, by the author of lunar-javascript, checked at
 * 99.5% agreement in oracles/tyme4ts.test.ts): over five years and six activities, every kept
 * day has the activity in its 宜 and not in its 忌, clashes nobody, and falls on no exclusion;
 * the ranking, the hours and the refusals of bad input.
 */
import { SolarDay } from 'tyme4ts';
import { almanacDay } from '../almanac/almanacDay';
import { hourSlotsOf } from '../almanac/almanacDay';
import {
  civilDateOfEpochDay,
  epochDay,
  formatCivilDate,
  parseCivilDate,
} from '../calendar/civilDate';
import { englishAlmanacDay } from '../english/englishAlmanacDay';
import { bestHourOf } from './bestHours';
import { addExclusions } from './exclusions';
import { selectDays, SelectionInputError } from './selectDays';
import type { SelectionPerson, SelectionReason } from './types';

const PEOPLE: readonly SelectionPerson[] = [
  { name: 'Ann', yearBranch: '午', dayBranch: '子' },
  { name: 'Bo', yearBranch: '申', dayBranch: '卯' },
];
const CLASH = (a: string, b: string) =>
  ('子丑寅卯辰巳午未申酉戌亥'.indexOf(a) + 6) % 12 === '子丑寅卯辰巳午未申酉戌亥'.indexOf(b);
const dayBefore = (date: string) =>
  formatCivilDate(civilDateOfEpochDay(epochDay(parseCivilDate(date)) - 1));
const ACTIVITIES = ['嫁娶', '移徙', '开市', '出行', '动土', '安葬'];
const YEARS = [2024, 2025, 2026, 2027, 2028];

describe('selectDays over five years and six activities', () => {
  const kept: { activity: string; date: string }[] = [];
  let refusedCount = 0;

  beforeAll(() => {
    for (const year of YEARS) {
      for (const activity of ACTIVITIES) {
        const selection = selectDays({
          activity,
          from: `${year}-01-01`,
          to: `${year}-12-31`,
          people: PEOPLE,
        });
        refusedCount += selection.refused.length;
        for (const day of selection.days) kept.push({ activity, date: day.date });
      }
    }
  });

  it('keeps only days whose almanac has the activity in 宜 and not in 忌, clashing nobody', () => {
    expect(kept.length).toBeGreaterThan(500);
    expect(refusedCount).toBeGreaterThan(kept.length);
    const wrong = kept.filter(({ activity, date }) => {
      const { ts } = almanacDay(date);
      const clashes = PEOPLE.some(
        (person) => CLASH(ts.day_zhi, person.yearBranch) || CLASH(ts.day_zhi, person.dayBranch),
      );
      const exclusions: SelectionReason[] = [];
      addExclusions(ts, activity, exclusions);
      const excluded = exclusions.length > 0;
      return !ts.day_yi.includes(activity) || ts.day_ji.includes(activity) || clashes || excluded;
    });
    expect(wrong).toEqual([]);
  });

  it('agrees with tyme4ts: the activity is among its recommends and not its avoids', () => {
    const disagreements = kept.filter(({ activity, date }) => {
      const [year, month, day] = date.split('-').map(Number) as [number, number, number];
      const tyme = SolarDay.fromYmd(year, month, day).getSixtyCycleDay();
      const recommends = tyme.getRecommends().map((taboo) => taboo.getName());
      const avoids = tyme.getAvoids().map((taboo) => taboo.getName());
      return !recommends.includes(activity) || avoids.includes(activity);
    });
    // The two implementations differ on 0.5% of days' lists (oracles/tyme4ts.test.ts).
    expect(disagreements.length / kept.length).toBeLessThan(0.01);
  });
});

describe('selectDays', () => {
  const spring = selectDays({
    activity: 'Marriage',
    from: '2026-03-01',
    to: '2026-05-31',
    people: PEOPLE,
    zone: 'Europe/London',
  });

  it('ranks kept days by score, each the sum of its reasons, with a refusal for every other day', () => {
    expect(spring.activity).toEqual({ zh: '嫁娶', en: 'Marriage' });
    expect(spring.days.length + spring.refused.length).toBe(92);
    for (let i = 1; i < spring.days.length; i += 1) {
      expect(spring.days[i - 1]?.score).toBeGreaterThanOrEqual(spring.days[i]?.score ?? 0);
    }
    for (const day of spring.days) {
      expect(day.score).toBe(day.reasons.reduce((sum, r) => sum + (r.points ?? 0), 0));
    }
    for (const day of spring.refused) expect(day.reasons.length).toBeGreaterThan(0);
    expect(spring.tradition).toBe('the popular almanac tradition');
  });

  it("refuses 2026-03-01, 正月十三, as 杨公忌, and 2026-03-03, a 子 day, for Ann's 午 and the 午 year", () => {
    const codes = (date: string) =>
      spring.refused.find((day) => day.date === date)?.reasons.map((r) => r.code);
    expect(codes('2026-03-01')).toContain('yang-gong');
    expect(codes('2026-03-03')).toEqual(expect.arrayContaining(['clash', 'year-breaker']));
    // 子午冲 (六冲, 《三命通会》): the English names whose branch, the Chinese is the clash alone.
    expect(spring.refused.find((day) => day.date === '2026-03-03')?.reasons).toContainEqual({
      code: 'clash',
      zh: '子冲午',
      en: "The day's Rat branch clashes Ann's year branch, Horse",
    });
  });

  it("gives each kept day's hours on the request's clock, allowed by the hour and clashing nobody", () => {
    const day = spring.days.find((one) => one.hours.length > 0);
    if (!day) throw new Error('no kept day with hours');
    const slots = hourSlotsOf(almanacDay(day.date).ts);
    for (const hour of day.hours) {
      const slot = slots.find((one) => one.zhi === hour.branch);
      expect(slot?.time_ji).not.toContain('嫁娶');
      for (const person of PEOPLE) {
        expect(CLASH(hour.branch, person.yearBranch) || CLASH(hour.branch, person.dayBranch)).toBe(
          false,
        );
      }
      // The slot as the almanac page of the date lists it, on London's own clock as on any
      // (docs/engine/time.md, "The user's own clock"), not China's slot moved to London.
      const [from, to] = (slot?.time ?? '').split('-');
      expect(hour.start.slice(11)).toBe(from);
      expect(hour.end).toBe(`${day.date} ${to}`);
      expect(hour.start.slice(0, 10)).toBe(hour.branch === '子' ? dayBefore(day.date) : day.date);
    }
  });

  it('lists each kept day’s best hours in time order, 子 of the evening before first', () => {
    // Walk finding: 2027-01-05 read "07:00, 13:00, 01:00" (ranked by score, not by time).
    const starts = spring.days.map((day) => day.hours.map((hour) => hour.start));
    expect(starts).toEqual(starts.map((day) => [...day].sort()));
    for (const day of spring.days) {
      const best = bestHourOf(day.hours);
      const top = Math.max(...day.hours.map((hour) => hour.score));
      expect(best).toBe(day.hours.find((hour) => hour.score === top));
    }
  });

  it('gives every reason in English, with the same English as the almanac page, and its Chinese', () => {
    const year = selectDays({
      activity: '移徙',
      from: '2027-01-01',
      to: '2027-12-31',
      people: PEOPLE,
    });
    const reasons = [
      ...year.days.flatMap((day) => [...day.reasons, ...day.hours.flatMap((h) => h.reasons)]),
      ...year.refused.flatMap((day) => day.reasons),
    ];
    expect(reasons.length).toBeGreaterThan(1000);
    for (const reason of reasons) {
      expect(reason.en).not.toMatch(/\p{Script=Han}/u);
      expect(reason.zh).toMatch(/\p{Script=Han}/u);
      // No English in the Chinese, a person's name neither (the walk of issue 45 read "Ann年支").
      expect(reason.zh).not.toMatch(/[A-Za-z]/);
    }
    // A day's stars read as the English almanac page of that day names them.
    for (const day of year.days.slice(0, 40)) {
      const page = englishAlmanacDay(almanacDay(day.date)).ts;
      const named = [...page.day_ji_shen, ...page.day_xiong_sha];
      for (const star of day.reasons.filter((reason) => reason.code === 'star'))
        expect(named).toContain(star.en.replace(/^(Good|Bad) star: /, ''));
    }
  });

  it('refuses a weak day (below zero) unless asked, then keeps it marked weak', () => {
    // Issue 42: a couple's wedding kept days scoring -1 (Weak) and -2 (a Black Belt day).
    const request = {
      activity: '嫁娶',
      from: '2026-11-28',
      to: '2027-02-28',
      people: PEOPLE,
      zone: 'Europe/Berlin',
    };
    const plain = selectDays(request);
    const asked = selectDays({ ...request, weak: true });
    const weak = asked.days.filter((day) => day.weak);
    expect(weak.map((day) => day.score)).toEqual(expect.arrayContaining([-1, -2]));
    expect(weak.some((day) => day.reasons.some((r) => r.en.startsWith('Black Belt day')))).toBe(
      true,
    );
    for (const day of asked.days) expect(day.weak).toBe(day.score < 0);
    expect(plain.days.every((day) => day.score >= 0 && !day.weak)).toBe(true);
    expect(plain.days.length).toBe(asked.days.length - weak.length);
    for (const day of weak) {
      const refused = plain.refused.find((one) => one.date === day.date);
      expect(refused?.reasons[0]).toEqual({
        code: 'weak',
        zh: '不吉',
        en: `Weak day: more against it than for it (score ${day.score})`,
      });
      // What weighs against it follows, with its points, as when the day is kept.
      expect(refused?.reasons.slice(1)).toEqual(day.reasons);
    }
  });

  it('refuses bad input with the field at fault', () => {
    const fault = (request: Parameters<typeof selectDays>[0]) => {
      try {
        selectDays(request);
      } catch (error) {
        return error instanceof SelectionInputError ? error.field : 'other';
      }
      return 'none';
    };
    const base = { activity: '嫁娶', from: '2026-01-01', to: '2026-01-31' };
    expect(fault({ ...base, activity: 'flying' })).toBe('activity');
    expect(fault({ ...base, activity: '无' })).toBe('activity');
    expect(fault({ ...base, from: '2026-02-30' })).toBe('from');
    expect(fault({ ...base, to: '2025-12-31' })).toBe('to');
    expect(fault({ ...base, to: '2027-01-02' })).toBe('to');
    expect(fault({ ...base, zone: 'Mars/Olympus' })).toBe('zone');
    expect(fault({ ...base, to: '2026-12-31' })).toBe('none');
  });
});

/**
 * Independent source: lunar-javascript's EightChar (`sectPillars`), sect 1 (the day changes at
 * 23:00) and sect 2 (the day changes at midnight, the 23:00 hour on the next day's stem); the late
 * Rat hour on its own day's stem is the early Rat hour of the same civil day (五鼠遁), read at 00:30.
 */
import { Solar } from 'lunar-javascript';
import { sectPillars } from '../testing';
import { baziDifferences } from './baziDifferences';
import { SCHOOL_OPTIONS } from './options';
import type { SchoolDifference } from './differenceTypes';

function field(differences: readonly SchoolDifference[], name: string): SchoolDifference {
  const found = differences.find((d) => d.field === name);
  if (!found) throw new Error(`no ${name} in ${differences.map((d) => d.field).join()}`);
  return found;
}

const late = { date: { year: 2024, month: 2, day: 9 }, time: { hour: 23, minute: 30 } } as const;

describe('baziDifferences', () => {
  it('names the day pillar of a 23:30 birth under both day changes, as lunar-javascript sect 1 and 2', () => {
    const { differences } = baziDifferences({ ...late, gender: 'male' });
    const sect1 = sectPillars(2024, 2, 9, 23, 30, 1);
    const sect2 = sectPillars(2024, 2, 9, 23, 30, 2);
    const early = sectPillars(2024, 2, 9, 0, 30, 2);
    const day = field(differences, 'day pillar');
    expect(day.option).toBe('dayChange');
    expect(day.values.map((v) => [v.school, v.value.slice(0, 2)])).toEqual([
      ['23:00', sect1.day],
      ['midnight', sect2.day],
      ['midnight-same-stem', sect2.day],
    ]);
    expect(sect1.day).toBe('甲辰');
    expect(sect2.day).toBe('癸卯');
    expect(day.values[0]?.value).toBe('甲辰 (Wood Dragon)');
    expect(day.why).toBe(
      'Born 23:30 on 2024-02-09, the day pillar is 甲辰 (Wood Dragon) under day change 23:00, and 癸卯 (Water Rabbit) under day change 00:00 (early/late Rat hour) and day change 00:00 (late Rat hour on its own day).',
    );
    const hour = field(differences, 'hour pillar');
    expect(hour.values.map((v) => v.value.slice(0, 2))).toEqual([
      sect1.hour,
      sect2.hour,
      early.hour,
    ]);
  });

  it('lists the school in force first', () => {
    const { school, differences } = baziDifferences(
      { ...late, gender: 'female' },
      { dayChange: 'midnight' },
    );
    expect(school.dayChange).toBe('midnight');
    expect(field(differences, 'day pillar').values.map((v) => v.school)).toEqual([
      'midnight',
      '23:00',
      'midnight-same-stem',
    ]);
  });

  it('lists no day-change difference for a noon birth on an ordinary day', () => {
    const result = baziDifferences({
      date: { year: 2024, month: 3, day: 12 },
      time: { hour: 12, minute: 0 },
      gender: 'male',
    });
    expect(result.differences.filter((d) => d.option === 'dayChange')).toEqual([]);
  });

  it('compares the day change and the luck start, each value worded from SCHOOL_OPTIONS', () => {
    const result = baziDifferences({ ...late, gender: 'male' });
    expect(result.compared).toEqual([
      'dayChange',
      'luckStart',
      'nobleRhyme',
      'stemClash',
      'yinBlade',
    ]);
    expect(result.differences.length).toBeGreaterThan(0);
    for (const difference of result.differences) {
      const choices = SCHOOL_OPTIONS[difference.option].choices;
      expect(difference.values.map((v) => v.label).sort()).toEqual(
        choices.map((c) => `${c.label} (${c.zh})`).sort(),
      );
      expect(new Set(difference.values.map((v) => v.value)).size).toBeGreaterThan(1);
      expect(difference.source).toContain(choices[0]?.source);
      for (const value of difference.values) expect(difference.why).toContain(value.value);
    }
  });

  // Issue 45's reading options, on natal pillars read by lunar-javascript 1.7.7's EightChar and
  // the books' rhymes as literals: 《三命通会》 卷三 "甲戊庚牛羊 … 六辛逢马虎" (庚 at 丑未) and
  // 《渊海子平》 "甲戊兼牛羊 … 庚辛逢马虎" (庚 at 寅午); the four stem clashes 甲庚 乙辛 丙壬 丁癸.
  it('moves the Heavenly Noble of a 庚 day between the rhymes, as the two books place it', () => {
    // 1990-05-15 14:30 Beijing summer time is 13:30 standard time, the clock the engine reads.
    const eight = Solar.fromYmdHms(1990, 5, 15, 13, 30, 0).getLunar().getEightChar();
    expect([eight.getYear(), eight.getDay(), eight.getTime()]).toEqual(['庚午', '庚辰', '癸未']);
    const { differences } = baziDifferences({
      date: { year: 1990, month: 5, day: 15 },
      time: { hour: 14, minute: 30 },
      gender: 'male',
    });
    const noble = field(differences, 'Heavenly Noble (天乙贵人)');
    // 庚 at 丑未: the hour's 未; 庚 at 寅午: the year's 午.
    expect(noble.values.map((v) => [v.school, v.value])).toEqual([
      ['six-xin', 'on the hour pillar (时柱)'],
      ['geng-xin', 'on the year pillar (年柱)'],
    ]);
    expect(noble.source).toContain('《渊海子平》');
  });

  it('lists a natal 乙辛 stem clash under the four clashes only, and the 乙 Goat Blade by each book', () => {
    const eight = sectPillars(1984, 3, 2, 10, 0, 1);
    expect([eight.day, eight.hour]).toEqual(['乙未', '辛巳']);
    const month = Solar.fromYmdHms(1984, 3, 2, 10, 0, 0).getLunar().getEightChar().getMonth();
    expect(month).toBe('丙寅');
    const { differences } = baziDifferences(
      { date: { year: 1984, month: 3, day: 2 }, time: { hour: 10, minute: 0 }, gender: 'male' },
      { stemClash: 'none' },
    );
    expect(field(differences, 'stem clash (天干冲)').values).toMatchObject([
      { school: 'none', value: 'none' },
      { school: 'four', value: 'day pillar (日柱) and hour pillar (时柱)' },
    ]);
    // 乙's blade at 寅 (its 帝旺, cantian-tymext), at 辰 (《三命通会》 禄前一位) or none (《渊海子平》
    // 五阴无刃): only the first finds a natal pillar, the month's 寅.
    expect(field(differences, 'Goat Blade (羊刃)').values).toMatchObject([
      { school: 'before-lu', value: 'on the month pillar (月柱)' },
      { school: 'after-lu', value: 'on no pillar' },
      { school: 'none', value: 'on no pillar' },
    ]);
  });
});

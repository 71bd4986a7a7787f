/**
 * Independent source: lunar-javascript's EightChar (`sectPillars`), sect 1 (the day changes at
 * 23:00) and sect 2 (the day changes at midnight, the 23:00 hour on the next day's stem); the late
 * Rat hour on its own day's stem is the early Rat hour of the same civil day (五鼠遁), read at 00:30.
 */
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
    expect(result.compared).toEqual(['dayChange', 'luckStart']);
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
});

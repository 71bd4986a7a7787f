/**
 * The Chinese characters the engine prints over its whole range (1900-2100): the pages show its
 * answers as they come (the almanac's `ts`, hour slots, personal items, Qi Men charts, Bazi
 * charts, three victory days, date selections with their reasons), and a term made up at run time
 * (a lunar date, a festival, a star of lunar-javascript's tables) is in no source file.
 * `step` walks every `step`th day: 1 for the font's cut, more for a quick check.
 */
import {
  addDays,
  almanacDay,
  baziChart,
  formatCivilDate,
  personalAlmanacDay,
  qimenChart,
  SELECTABLE_ACTIVITIES,
  selectDays,
  selectionPerson,
  threeVictoryDays,
  type CivilDate,
  type CivilDateTime,
} from '@tongshu/engine';
import { hanOfValue } from './hanVocabulary';

const FIRST: CivilDate = { year: 1900, month: 1, day: 1 };
const LAST_YEAR = 2100;
/** Birth times across the day: each falls in another hour pillar. */
const BIRTH_HOURS = [0, 5, 10, 15, 20];

function everyDay(step: number, each: (date: CivilDate, index: number) => void): void {
  for (let date = FIRST, index = 0; date.year <= LAST_YEAR; date = addDays(date, step)) {
    each(date, index);
    index += 1;
  }
}

function at(date: CivilDate, hour: number): CivilDateTime {
  return { year: date.year, month: date.month, day: date.day, hour, minute: 0 };
}

/** Every character of `value` (strings, arrays and objects, keys too) into `into`. */
function collect(into: Set<string>): (value: unknown) => void {
  return (value) => hanOfValue(value, into, new Set());
}

/** Almanac days (hour slots included), day charts and, every fifth day, the twelve hour charts. */
function walkDays(step: number, add: (value: unknown) => void): void {
  everyDay(step, (date, index) => {
    add(almanacDay(date));
    add(qimenChart('day', at(date, 12)));
    if (index % 5 === 0) {
      for (let hour = 0; hour < 24; hour += 2) add(qimenChart('hour', at(date, hour)));
    }
    if (date.day === 1) add(qimenChart('month', at(date, 12)));
    if (date.day === 1 && date.month === 6) add(qimenChart('year', at(date, 12)));
  });
}

/** Bazi charts and personal days for births across the range, at five times of day. */
function walkPeople(step: number, add: (value: unknown) => void): void {
  everyDay(step * 11, (date, index) => {
    const hour = BIRTH_HOURS[index % BIRTH_HOURS.length] ?? 0;
    const gender = index % 2 === 0 ? 'male' : 'female';
    add(baziChart({ date, time: { hour, minute: 0 }, gender }));
    // Someone born in the mirrored year, so that births and days both span the range.
    const born = { year: FIRST.year + LAST_YEAR - date.year, month: date.month, day: 28 };
    add(personalAlmanacDay(date, at(born, hour)));
  });
}

/** Every selectable activity over a year (a part of it for `step` > 1), for two people; three
 * victory days of a few years. */
function walkSelections(step: number, add: (value: unknown) => void): void {
  const to = addDays({ year: 2026, month: 1, day: 1 }, Math.ceil(365 / step) - 1);
  const people = [
    { date: { year: 1984, month: 2, day: 4 }, hour: 9 },
    { date: { year: 1991, month: 8, day: 17 }, hour: 22 },
  ];
  const persons = people.map(({ date, hour }, index) =>
    selectionPerson(
      `P${index}`,
      baziChart({ date, time: { hour, minute: 0 }, gender: index ? 'female' : 'male' }),
    ),
  );
  for (const { zh } of SELECTABLE_ACTIVITIES) {
    add(selectDays({ activity: zh, from: '2026-01-01', to: formatCivilDate(to), people: persons }));
  }
  for (const { date, hour } of people) {
    for (const year of [1950, 2026, 2099]) add(threeVictoryDays(at(date, hour), 'male', year));
  }
}

export function engineVocabulary(step: number): Set<string> {
  const chars = new Set<string>();
  const add = collect(chars);
  walkDays(step, add);
  walkPeople(step, add);
  walkSelections(step, add);
  return chars;
}

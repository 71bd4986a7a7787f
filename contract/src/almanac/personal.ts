/** The personal part of a day in v1's shape: the engine's personal fields with terms and instants. */
import { directions, tenGods } from '@tongshu/data';
import {
  parseCivilDate,
  parseZone,
  slotOnClock,
  isoOnClock,
  type PersonalAlmanacDay,
} from '@tongshu/engine';
import { glossaryTerm } from '../shared/pillar';
import type { PersonalDayAnswer } from './personalSchema';

const direction = (zh: string) => glossaryTerm(directions, zh);
const god = (zh: string) => glossaryTerm(tenGods, zh);
const maybe = (zh: string | null) => (zh === null ? null : direction(zh));

/** The slot a `prohour` key (`23:00`, `01:00` ... `21:00`) names: 子 is 0. */
const branchOfKey = (key: string) => ((Number(key.slice(0, 2)) + 1) / 2) % 12;

export function personalAnswer(
  day: PersonalAlmanacDay,
  person: string,
  zoneName: string,
): PersonalDayAnswer {
  const zone = parseZone(zoneName);
  const date = parseCivilDate(day.ts.date);
  const pair = (gods: { stem: string; branch: string }) => ({
    stem: god(gods.stem),
    branch: god(gods.branch),
  });
  return {
    person,
    tenGods: {
      day: pair(day.ten_gods.day),
      month: pair(day.ten_gods.month),
      year: pair(day.ten_gods.year),
    },
    stemGod: god(day.heavenly_stem_god),
    branchGod: god(day.earthly_branch_god),
    boxes: {
      current: {
        chief: direction(day.current_chief_box),
        life: direction(day.current_life_box),
        rest: direction(day.current_rest_box),
        harmony: direction(day.current_harmony_box),
      },
      destiny: {
        chief: maybe(day.destiny_chief_box),
        life: maybe(day.destiny_life_box),
        rest: maybe(day.destiny_rest_box),
        harmony: maybe(day.destiny_harmony_box),
      },
      reverse: day.current_fan_yin,
      hidden: day.current_fu_yin,
    },
    items: [...day.sim, ...day.pro],
    hours: Object.entries(day.prohour).map(([key, items]) => {
      const slot = slotOnClock(date, branchOfKey(key), zone);
      return {
        start: isoOnClock(zone, slot.startUtc),
        end: isoOnClock(zone, slot.endUtc),
        items: [...items],
      };
    }),
    notes: [day.hour_note, day.day_pillar_note].filter((note): note is string => Boolean(note)),
  };
}

/**
 * The hour slots read from the library's tables (`hourSlotsByPillar`, `hourSlotTable.ts`) against
 * lunar-javascript's own `LunarTime` objects (`readHourSlotsByObjects`): all twelve slots of
 * every day pillar, field by field, on 60 consecutive days (one of each pillar) and on a day of
 * each pillar a century later. The facts' independent checks are in `oracles/`, through
 * `almanacDay`.
 */
import { addDays } from './civilDate';
import { JIAZI_DAY, dayPillarOf } from './dayPillar';
import { hourSlotsByPillar, readHourSlotsByObjects } from './lunarAdapter';

const days = (start: { year: number; month: number; day: number }) =>
  Array.from({ length: 60 }, (_, offset) => addDays(start, offset));

it('gives every slot of the 60 day pillars as the library’s LunarTime objects do', () => {
  const differing = [...days(JIAZI_DAY), ...days({ year: 2049, month: 3, day: 7 })].filter(
    (date) =>
      JSON.stringify(hourSlotsByPillar(dayPillarOf(date))) !==
      JSON.stringify(readHourSlotsByObjects(date)),
  );
  expect(differing).toEqual([]);
});

it('reads the hour’s suit and avoid lists and belt god (1949-10-01, 甲子 day, 子 hour)', () => {
  const [rat] = hourSlotsByPillar(0);
  expect(rat).toEqual(readHourSlotsByObjects(JIAZI_DAY)[0]);
  expect(rat?.gan + (rat?.zhi ?? '')).toBe('甲子');
});

it('refuses a number that is not a day pillar', () => {
  expect(() => hourSlotsByPillar(60)).toThrow(RangeError);
});

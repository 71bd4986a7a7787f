/**
 * `npm run bench`: full almanac days per second (all fields, 12 hour slots, English) over ten
 * years of days, through the engine's tables and through lunar-javascript's documented object
 * API alone (one Lunar per day, one LunarTime per slot), in the same run. Prints both rates and
 * their ratio.
 */
import { performance } from 'node:perf_hooks';
import { buildAlmanacDay, almanacDay } from '../almanac/almanacDay';
import type { AlmanacDay } from '../almanac/types';
import { addDays, type CivilDate } from '../calendar/civilDate';
import { readHourSlotsByObjects, readLunarDayByObject } from '../calendar/lunarAdapter';
import { englishAlmanacDay } from '../english/englishAlmanacDay';

const FIRST_DAY: CivilDate = { year: 2020, month: 1, day: 1 };
const DAYS = 3653;
const ROUNDS = 3;

type DayBuilder = (date: CivilDate) => AlmanacDay;

const viaTable: DayBuilder = (date) => almanacDay(date);
const viaObjects: DayBuilder = (date) =>
  buildAlmanacDay(date, {}, readHourSlotsByObjects, readLunarDayByObject);

/** Best of a few rounds, in full days (Chinese + English) per second. */
function daysPerSecond(build: DayBuilder): number {
  let best = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = performance.now();
    for (let i = 0; i < DAYS; i += 1) englishAlmanacDay(build(addDays(FIRST_DAY, i)));
    best = Math.max(best, DAYS / ((performance.now() - start) / 1000));
  }
  return best;
}

// Warm both paths (and fill the hour table) before measuring.
viaTable(FIRST_DAY);
viaObjects(FIRST_DAY);
const objects = daysPerSecond(viaObjects);
const table = daysPerSecond(viaTable);
console.log(`almanac days, ${DAYS} days from 2020-01-01, best of ${ROUNDS} rounds:`);
console.log(`  engine (tables):              ${table.toFixed(0)} days/s`);
console.log(`  lunar-javascript object API:  ${objects.toFixed(0)} days/s`);
console.log(`  ratio:                        ${(table / objects).toFixed(1)}x (target >= 6x)`);

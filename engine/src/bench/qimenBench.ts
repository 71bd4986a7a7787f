/**
 * `npm run bench`: Qi Men hour charts per second (the twelve odd-hour charts of every day of
 * 2026), the time to build the 365 day charts of a year, and beside them the flying-star charts
 * (the year's, month's, day's and hour's grids) of the same instants per second.
 */
import { performance } from 'node:perf_hooks';
import { addDays } from '../calendar/civilDate';
import type { CivilDateTime } from '../calendar/civilDate';
import { qimenChart } from '../qimen/qimenChart';
import { starCharts } from '../stars/starCharts';

const FIRST_DAY = { year: 2026, month: 1, day: 1 };
const ROUNDS = 5;

/** Charts per second of `chart` at the twelve odd hours of every day of 2026, best round. */
function hourChartsPerSecond(chart: (at: CivilDateTime) => unknown): number {
  let best = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = performance.now();
    let charts = 0;
    for (let i = 0; i < 365; i += 1) {
      const date = addDays(FIRST_DAY, i);
      for (let hour = 1; hour < 24; hour += 2) {
        chart({ ...date, hour, minute: 0 });
        charts += 1;
      }
    }
    best = Math.max(best, charts / ((performance.now() - start) / 1000));
  }
  return best;
}

function dayChartsMilliseconds(): number {
  let best = Infinity;
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = performance.now();
    for (let i = 0; i < 365; i += 1)
      qimenChart('day', { ...addDays(FIRST_DAY, i), hour: 12, minute: 0 });
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

console.log(`qimen charts, 2026, best of ${ROUNDS} rounds:`);
console.log(
  `  hour charts:           ${hourChartsPerSecond((at) => qimenChart('hour', at)).toFixed(0)} charts/s (target > 20000)`,
);
console.log(`  365 day charts:        ${dayChartsMilliseconds().toFixed(1)} ms`);
console.log(
  `  flying stars, 4 grids: ${hourChartsPerSecond((at) => starCharts(at)).toFixed(0)} instants/s`,
);

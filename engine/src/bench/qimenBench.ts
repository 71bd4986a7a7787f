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

/** The twelve odd hours of every day of 2026, made before any round is timed. */
const HOURS_2026: readonly CivilDateTime[] = Array.from({ length: 365 }, (_, i) =>
  Array.from({ length: 12 }, (_, slot) => ({
    ...addDays(FIRST_DAY, i),
    hour: 2 * slot + 1,
    minute: 0,
  })),
).flat();

/** Charts per second of `chart` at the twelve odd hours of every day of 2026, best round. */
function hourChartsPerSecond(chart: (at: CivilDateTime) => unknown): number {
  let best = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = performance.now();
    for (const at of HOURS_2026) chart(at);
    best = Math.max(best, HOURS_2026.length / ((performance.now() - start) / 1000));
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

/** Issue 46: a chart is one of 1,080 kept boards a plate plus the hour's pillars. */
const HOUR_CHARTS_GOAL = 100_000;

const hourCharts = hourChartsPerSecond((at) => qimenChart('hour', at));
console.log(`qimen charts, 2026, best of ${ROUNDS} rounds:`);
console.log(
  `  hour charts:           ${hourCharts.toFixed(0)} charts/s (goal >= ${HOUR_CHARTS_GOAL}) ${hourCharts >= HOUR_CHARTS_GOAL ? 'met' : 'MISSED'}`,
);
console.log(`  365 day charts:        ${dayChartsMilliseconds().toFixed(1)} ms`);
console.log(
  `  flying stars, 4 grids: ${hourChartsPerSecond((at) => starCharts(at)).toFixed(0)} instants/s`,
);

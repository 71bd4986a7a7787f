/**
 * `npm run bench`, the feeds:
 * - the warm time to build a one-year `personalpro` and `personalprohour` feed (ICS text for
 *   2026), best of several rounds after a warm-up (goal: under 100 ms each);
 * - the cold build of a Berlin subscriber's hour feed with its default window (goal under 60 ms,
 *   issue 46), and of the largest household feed (20 people, householdSample.ts; goal under
 *   100 ms), each in a fresh process (coldHourFeed.ts, coldHousehold.ts), as the median of several;
 * - the size of every feed with its default window in each sample zone (feedSamples.ts), against
 *   the 600 KB budget.
 * Every line prints its goal, and `MISSED` when it is missed.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildCalendar, type CalendarKind } from '../ical/buildCalendar';
import { FEED_BUDGET_BYTES, SAMPLE_FEEDS, SAMPLE_ZONES, sampleFeed } from './feedSamples';

const ROUNDS = 5;
const COLD_RUNS = 15;
const TARGET_MS = 100;
/** A Berlin subscriber's first hour feed from a fresh process (issue 46). */
const COLD_HOUR_FEED_MS = 60;
const BIRTH = { year: 1990, month: 5, day: 15, hour: 14, minute: 30 };
const YEAR = { from: { year: 2026, month: 1, day: 1 }, to: { year: 2026, month: 12, day: 31 } };

function bestMilliseconds(kind: CalendarKind): { ms: number; bytes: number } {
  let best = Infinity;
  let bytes = 0;
  for (let round = 0; round <= ROUNDS; round += 1) {
    const start = performance.now();
    bytes = Buffer.byteLength(buildCalendar(kind, { ...YEAR, birth: BIRTH, generatedAt: 0 }));
    // Round 0 warms up the caches and the JIT.
    if (round > 0) best = Math.min(best, performance.now() - start);
  }
  return { ms: best, bytes };
}

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

console.log(`ical feeds, one year (2026), best of ${ROUNDS} rounds after a warm-up:`);
for (const kind of ['personalpro', 'personalprohour'] as const) {
  const { ms, bytes } = bestMilliseconds(kind);
  const verdict = ms < TARGET_MS ? 'met' : 'MISSED';
  console.log(
    `  ${kind.padEnd(16)} ${ms.toFixed(1)} ms (${kb(bytes)}; goal < ${TARGET_MS} ms: ${verdict})`,
  );
}

/** A cold build in COLD_RUNS fresh processes (coldHourFeed.ts, coldHousehold.ts), its median printed. */
function coldBuild(script: string, label: string, goalMs: number): void {
  const runs = Array.from({ length: COLD_RUNS }, () => {
    const output = execFileSync(process.execPath, [path.join(__dirname, script)]);
    return JSON.parse(output.toString()) as {
      loadMs: number;
      buildMs: number;
      cpuMs: number;
      bytes: number;
    };
  });
  const cold = median(runs.map((run) => run.buildMs));
  console.log(
    `${label} cold build (${kb(runs[0]?.bytes ?? 0)}), ` +
      `median of ${COLD_RUNS} fresh processes: ${cold.toFixed(0)} ms ` +
      `(${Math.min(...runs.map((run) => run.buildMs)).toFixed(0)}-${Math.max(...runs.map((run) => run.buildMs)).toFixed(0)}; ` +
      `goal < ${goalMs} ms: ${cold < goalMs ? 'met' : 'MISSED'}); ` +
      `CPU time ${median(runs.map((run) => run.cpuMs)).toFixed(0)} ms; ` +
      `module loading before it ${median(runs.map((run) => run.loadMs)).toFixed(0)} ms`,
  );
}

coldBuild('coldHourFeed.js', 'personalprohour (Europe/Berlin, default window)', COLD_HOUR_FEED_MS);
coldBuild(
  'coldHousehold.js',
  'household (20 people, every kind, Europe/Berlin, default window)',
  TARGET_MS,
);

console.log(`feed sizes with their default windows (goal: each < ${kb(FEED_BUDGET_BYTES)}):`);
console.log(`  ${''.padEnd(16)} ${SAMPLE_ZONES.map((zone) => zone.padStart(17)).join('')}`);
for (const feed of SAMPLE_FEEDS) {
  const sizes = SAMPLE_ZONES.map((zone) => Buffer.byteLength(sampleFeed(feed, zone)));
  const over = sizes.some((bytes) => bytes >= FEED_BUDGET_BYTES) ? '  MISSED (over budget)' : '';
  console.log(
    `  ${feed.padEnd(16)} ${sizes.map((bytes) => kb(bytes).padStart(17)).join('')}${over}`,
  );
}

/**
 * `npm run bench`: time to build a one-year `personalpro` and `personalprohour` feed (ICS text
 * for 2026), best of several rounds after a warm-up. Target: under 100 ms each.
 */
import { performance } from 'node:perf_hooks';
import { buildCalendar, type CalendarKind } from '../ical/buildCalendar';

const ROUNDS = 5;
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

console.log(`ical feeds, one year (2026), best of ${ROUNDS} rounds after a warm-up:`);
for (const kind of ['personalpro', 'personalprohour'] as const) {
  const { ms, bytes } = bestMilliseconds(kind);
  console.log(
    `  ${kind.padEnd(16)} ${ms.toFixed(1)} ms (${(bytes / 1024).toFixed(0)} KB; target < 100 ms)`,
  );
}

/**
 * Times one cold build in a fresh process (coldHourFeed.ts, coldHousehold.ts) and prints
 * `{ "loadMs", "buildMs", "cpuMs", "bytes" }` as JSON for icalBench.ts: `loadMs` is what the
 * imports cost with Node's own start (performance.now() counts from the process's start), a
 * server pays it at start; `cpuMs` is the build's CPU time (all threads: the collector's helpers
 * too), a check on a wall time that other processes on the machine can stretch.
 */
import { performance } from 'node:perf_hooks';

export function printColdBuild(build: () => string): void {
  const loaded = performance.now();
  const cpu = process.cpuUsage();
  const feed = build();
  const built = performance.now();
  const { user, system } = process.cpuUsage(cpu);
  console.log(
    JSON.stringify({
      loadMs: loaded,
      buildMs: built - loaded,
      cpuMs: (user + system) / 1000,
      bytes: Buffer.byteLength(feed),
    }),
  );
}

/**
 * One cold build of the hour feed, run by icalBench.ts in a fresh process each time: a Berlin
 * subscriber's `personalprohour` with its default window, as the first feed a new bff process
 * serves. The build pays what a first request pays (the zone's Intl formatter, the solar-term
 * tables, code not yet compiled by the JIT); loading the modules is printed apart, since a server
 * pays it at start. Prints `{ "loadMs", "buildMs", "cpuMs", "bytes" }` as JSON: `cpuMs` is the
 * build's CPU time (all threads: the collector's helpers too), a check on a wall time that
 * other processes on the machine can stretch.
 */
import { performance } from 'node:perf_hooks';
import { SAMPLE_TODAY, sampleFeed } from './feedSamples';

// performance.now() counts from the process's start: what the imports above cost, with Node's own start.
const loaded = performance.now();
const cpu = process.cpuUsage();
const feed = sampleFeed('personalprohour', 'Europe/Berlin', SAMPLE_TODAY);
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

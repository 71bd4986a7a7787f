/**
 * One cold build of the hour feed, run by icalBench.ts in a fresh process each time: a Berlin
 * subscriber's `personalprohour` with its default window, as the first feed a new bff process
 * serves. The build pays what a first request pays (the zone's Intl formatter, the solar-term
 * tables, code not yet compiled by the JIT); loading the modules is printed apart, since a server
 * pays it at start. Prints `{ "loadMs", "buildMs", "bytes" }` as JSON.
 */
import { performance } from 'node:perf_hooks';
import { SAMPLE_TODAY, sampleFeed } from './feedSamples';

// performance.now() counts from the process's start: what the imports above cost, with Node's own start.
const loaded = performance.now();
const feed = sampleFeed('personalprohour', 'Europe/Berlin', SAMPLE_TODAY);
const built = performance.now();
console.log(
  JSON.stringify({ loadMs: loaded, buildMs: built - loaded, bytes: Buffer.byteLength(feed) }),
);

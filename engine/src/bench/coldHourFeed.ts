/**
 * One cold build of the hour feed, run by icalBench.ts in a fresh process each time: a Berlin
 * subscriber's `personalprohour` with its default window, as the first feed a new bff process
 * serves. The build pays what a first request pays (the zone's own Intl formatter, the solar-term
 * tables, code not yet compiled by the JIT); loading the modules is printed apart, and with it
 * what a server pays once at start (ICU's zone data, time/zone.ts, issue 46).
 */
import { SAMPLE_TODAY, sampleFeed } from './feedSamples';
import { printColdBuild } from './printColdBuild';

printColdBuild(() => sampleFeed('personalprohour', 'Europe/Berlin', SAMPLE_TODAY));

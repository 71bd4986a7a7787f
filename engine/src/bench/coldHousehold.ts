/**
 * One cold build of the largest household feed (householdSample.ts), run by icalBench.ts in a
 * fresh process each time, as the first household feed a new bff process serves: it pays the
 * zones' Intl formatters, lunar-javascript's lunar years and solar terms of the window's years
 * and the births' years, and code not yet compiled.
 */
import { householdCalendar } from '../household/householdCalendar';
import { SAMPLE_HOUSEHOLD } from './householdSample';
import { printColdBuild } from './printColdBuild';

printColdBuild(() => householdCalendar(SAMPLE_HOUSEHOLD));

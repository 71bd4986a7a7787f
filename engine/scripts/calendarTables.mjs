/**
 * Writes src/calendar/calendarTables.json: what lunar-javascript 1.7.7 computes for every
 * Gregorian year 1899-2101, so that a cold request reads it instead of running the library's
 * astronomy (about 1 ms a year for the terms, 1 ms for the months): `npm run tables -w
 * @tongshu/engine` after `npx tsc -b engine`. It asks the engine's own doors to the library
 * (`libraryTerms`, `libraryMonths` in dist), so the table is their answer; `calendarTables.test.ts`
 * holds it to them.
 * - terms: per year, the instants (UTC+8, to the second) of the terms from 大雪 of the year before
 *   to 惊蛰 of the next, as seconds from 1899-01-01 00:00 in base 36, in time order; their names
 *   once, in `termNames`.
 * - months: per year, its first month's first day (days from 1970-01-01) and each month as
 *   lunar-year offset, number (negative for leap) and length.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { libraryTerms } = require('../dist/calendar/lunarAdapter.js');
const { libraryMonths } = require('../dist/calendar/lunarTables.js');

const FIRST = 1899;
const LAST = 2101;
const BASE = Date.UTC(1899, 0, 1);

const secondsOf = (text) => {
  const [date, time] = text.split(' ');
  const [y, m, d] = date.split('-').map(Number);
  const [h, mi, s] = time.split(':').map(Number);
  return (Date.UTC(y, m - 1, d, h, mi, s) - BASE) / 1000;
};

let termNames;
const terms = [];
const months = [];
for (let year = FIRST; year <= LAST; year += 1) {
  const list = libraryTerms(year);
  const names = list.map((term) => term.name).join(',');
  termNames ??= names;
  if (names !== termNames) throw new Error(`the terms of ${year} come in another order`);
  terms.push(list.map((term) => secondsOf(term.time).toString(36)).join(','));
  const spans = libraryMonths(year);
  const codes = spans.map(
    (span) => `${span.lunarYear - year}:${span.leap ? -span.month : span.month}:${span.length}`,
  );
  months.push(`${spans[0].firstDay};${codes.join(',')}`);
}
const out = new URL('../src/calendar/calendarTables.json', import.meta.url);
const json = { firstYear: FIRST, termNames: termNames.split(','), terms, months };
fs.writeFileSync(out, `${JSON.stringify(json, null, 2)}\n`);
console.log(`${terms.length} years written to ${out.pathname}`);

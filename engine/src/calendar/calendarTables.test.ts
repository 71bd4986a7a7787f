/**
 * The table `scripts/calendarTables.mjs` wrote is lunar-javascript 1.7.7's own answer: each term
 * to the second and each lunar month (first day, length, number, leap, lunar year), checked on a
 * year in five of 1899-2101 and on the years around today. The library is checked in its turn against the Hong Kong Observatory
 * (oracles/lunarMonths.test.ts, oracles/solarTerms.test.ts).
 */
import { libraryTerms } from './lunarAdapter';
import { libraryMonths } from './lunarTables';
import { tabledMonths, tabledTerms } from './calendarTables';

/**
 * Every fifth year across the table, its ends and the years around today: the library takes
 * about 30 ms a year under the test runner, and a table written from another version of it
 * would part on every year, not on a few.
 */
const YEARS = [
  ...Array.from({ length: 41 }, (_, i) => 1899 + i * 5),
  ...Array.from({ length: 11 }, (_, i) => 2020 + i),
  2101,
];

/** The years whose table line is not the library's answer (compared as JSON: 400 years fast). */
const differing = (tabled: (year: number) => unknown, library: (year: number) => unknown) =>
  YEARS.filter((year) => JSON.stringify(tabled(year)) !== JSON.stringify(library(year)));

it('holds the library’s terms of years 1899-2101, to the second', () => {
  expect(differing(tabledTerms, libraryTerms)).toEqual([]);
  expect(tabledTerms(2026)?.find((term) => term.name === '立春')?.time).toBe('2026-02-04 04:02:08');
});

it('holds the library’s lunar months of the years 1899-2101', () => {
  expect(differing(tabledMonths, libraryMonths)).toEqual([]);
});

it('leaves the years beyond it to the library', () => {
  expect([tabledTerms(1898), tabledMonths(2102)]).toEqual([undefined, undefined]);
});

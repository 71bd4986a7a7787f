/**
 * lunar-javascript's solar terms and lunar months of every Gregorian year 1899-2101, computed
 * once by `scripts/calendarTables.mjs` and read here: a cold request reads a line of this table
 * where the library would run its astronomy (about 1 ms a year for the terms and 1 ms for the
 * months, a fifth of a cold feed). `calendarTables.test.ts` holds every year to the library.
 * Outside those years the callers ask the library itself.
 */
import table from './calendarTables.json';

/** A solar term and its instant on China's clock (UTC+8), `YYYY-MM-DD HH:mm:ss`. */
export interface TabledTerm {
  readonly name: string;
  readonly time: string;
}

/** A lunar month from its first civil day (UTC+8), as days from 1970-01-01. */
export interface TabledMonth {
  readonly firstDay: number;
  readonly length: number;
  readonly lunarYear: number;
  readonly month: number;
  readonly leap: boolean;
}

/** The instants are seconds from 1899-01-01 00:00 on China's clock. */
const BASE_MS = Date.UTC(1899, 0, 1);

const pad = (n: number) => String(n).padStart(2, '0');

function clockText(seconds: number): string {
  const at = new Date(BASE_MS + seconds * 1000);
  return (
    `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())} ` +
    `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${pad(at.getUTCSeconds())}`
  );
}

const lineOf = (lines: readonly string[], year: number): string | undefined =>
  lines[year - table.firstYear];

/** The terms from 大雪 of the year before to 惊蛰 of the next, in time order, or undefined. */
export function tabledTerms(year: number): readonly TabledTerm[] | undefined {
  const line = lineOf(table.terms, year);
  return line?.split(',').map((code, i) => ({
    name: table.termNames[i] ?? '',
    time: clockText(parseInt(code, 36)),
  }));
}

/** `LunarYear.fromYear(year).getMonths()` as spans, or undefined outside the table. */
export function tabledMonths(year: number): readonly TabledMonth[] | undefined {
  const line = lineOf(table.months, year);
  if (!line) return undefined;
  const [first = '0', list = ''] = line.split(';');
  let firstDay = Number(first);
  return list.split(',').map((code) => {
    const [offset = 0, month = 0, length = 0] = code.split(':').map(Number);
    const span = {
      firstDay,
      length,
      lunarYear: year + offset,
      month: Math.abs(month),
      leap: month < 0,
    };
    firstDay += length;
    return span;
  });
}

/** The month page's pure helpers: its `YYYYMM` address, the months beside it, the API's address. */
import { ALMANAC_YEARS } from '../../../shared/almanac/logic';
import { MONTH_NAMES } from '../../../shared/lib/calendarNames';

export interface YearMonth {
  readonly year: number;
  /** 1 to 12. */
  readonly month: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYYMM`, the form of /tongshu/month/:month. */
export const compactMonth = ({ year, month }: YearMonth) => `${year}${pad(month)}`;

/** "December 2026". */
export const monthTitle = ({ year, month }: YearMonth) => `${MONTH_NAMES[month - 1]} ${year}`;

/** The month of `YYYYMM` (or `YYYY-MM`), or why the page cannot show it. */
export function parseMonth(param: string): YearMonth | { readonly problem: string } {
  const match = /^(\d{4})-?(\d{2})$/.exec(param);
  const [year, month] = [Number(match?.[1]), Number(match?.[2])];
  if (!match || month < 1 || month > 12)
    return { problem: `“${param}” is not a month. Give one as YYYYMM, for example 202612.` };
  if (year < ALMANAC_YEARS.first || year > ALMANAC_YEARS.last)
    return {
      problem: `${year}-${pad(month)} is out of range: Tong Shu covers January ${ALMANAC_YEARS.first} to December ${ALMANAC_YEARS.last}.`,
    };
  return { year, month };
}

/** The month `by` months away, or null outside the almanac's years (no link there). */
export function shiftMonth({ year, month }: YearMonth, by: number): YearMonth | null {
  const index = year * 12 + month - 1 + by;
  const shifted = { year: Math.floor(index / 12), month: (index % 12) + 1 };
  return shifted.year < ALMANAC_YEARS.first || shifted.year > ALMANAC_YEARS.last ? null : shifted;
}

/** GET /api/tongshu/month/{YYYYMM} with the activity and person chosen. */
export function monthUrl(at: YearMonth, activity: string, person: string): string {
  const query = new URLSearchParams({
    ...(activity && { activity }),
    ...(person && { person }),
  }).toString();
  return `/api/tongshu/month/${compactMonth(at)}${query ? `?${query}` : ''}`;
}

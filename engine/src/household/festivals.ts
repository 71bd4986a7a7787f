/**
 * `festivals(year)`: the traditional festivals of a Gregorian year (docs/engine/household.md),
 * from `chineseFestivals` (@tongshu/data). A Gregorian year is the unit because feeds and pages
 * show Gregorian windows: lunar festivals come from the lunar year before (腊八, 小年 and 除夕 in
 * January or February) and the lunar year itself, so a year can hold two 腊八 (early January and
 * late December) and a 除夕 of each kind of year. 清明 and 冬至 are the China-clock (UTC+8) dates
 * of their solar terms, as printed almanacs and the Hong Kong Observatory give them.
 */
import { chineseFestivals, type FestivalTerm } from '@tongshu/data';
import { civilDate, epochDay, type CivilDate } from '../calendar/civilDate';
import { termDate, termInYear } from '../calendar/lunarAdapter';
import { civilDateInMonth, lunarMonth } from './lunarCalendar';

/** Which day 小年 (Little New Year) is kept on: the 23rd (north) or the 24th (south). */
export type Xiaonian = 'north' | 'south';

export interface Festival {
  /** `chineseFestivals` key in English, e.g. `midAutumn`. */
  readonly key: string;
  readonly zh: string;
  readonly en: string;
  /** The civil date, China's calendar. */
  readonly date: CivilDate;
  /** The lunar year it belongs to (for 清明 and 冬至, the Gregorian year of the term). */
  readonly lunarYear: number;
}

/** The civil date of a lunar festival in lunar year `lunarYear`, regular month. */
function lunarFestivalDate(term: FestivalTerm, lunarYear: number, xiaonian: Xiaonian): CivilDate {
  const monthNumber = term.lastDayOfMonth ?? term.lunar?.month ?? 0;
  const month = lunarMonth(lunarYear, monthNumber, false);
  if (!month) throw new RangeError(`no lunar month ${monthNumber} in ${lunarYear}`);
  const day = term.lastDayOfMonth
    ? month.length
    : xiaonian === 'south' && term.southernDay
      ? term.southernDay
      : (term.lunar?.day ?? 1);
  return civilDateInMonth(month, day);
}

/**
 * The festivals whose date falls in Gregorian `year`, in date order.
 * @param year 1901..2100 (the lunar year before must be inside the engine's range).
 * @param options `xiaonian`: 'north' (default: the 23rd of the 12th month) or 'south' (the 24th).
 * @throws RangeError for a year outside 1901..2100.
 */
export function festivals(
  year: number,
  options: { readonly xiaonian?: Xiaonian } = {},
): Festival[] {
  civilDate(year - 1, 1, 1);
  const xiaonian = options.xiaonian ?? 'north';
  const result: Festival[] = [];
  for (const [zh, term] of Object.entries(chineseFestivals)) {
    const base = { key: term.key, zh, en: term.en };
    if (term.term) {
      result.push({ ...base, date: termDate(termInYear(year, term.term)), lunarYear: year });
      continue;
    }
    for (const lunarYear of [year - 1, year]) {
      const date = lunarFestivalDate(term, lunarYear, xiaonian);
      if (date.year === year) result.push({ ...base, date, lunarYear });
    }
  }
  return result.sort((a, b) => epochDay(a.date) - epochDay(b.date));
}

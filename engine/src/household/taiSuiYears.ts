/**
 * `taiSuiYears`: the years in which someone born under a branch offends the Tai Sui (太岁), each at
 * its 立春 (taiSuiRelations.ts has the relations and their sources).
 */
import { civilDate, type CivilDate } from '../calendar/civilDate';
import { termDate, termInYear } from '../calendar/lunarAdapter';
import { BRANCHES, branchIndex, mod } from '../sexagenary/cycle';
import { chinaTimeMs } from './solarTermEvents';
import { TAI_SUI_RELATIONS, type TaiSuiKind } from './taiSuiRelations';

export interface TaiSuiOptions {
  /** 刑太岁 too (default false). */
  readonly punishment?: boolean;
  /** 害太岁 too (default false). */
  readonly harm?: boolean;
  /** 破太岁 too (default false). */
  readonly break?: boolean;
}

export interface TaiSuiYear {
  /** The Gregorian year whose 立春 opens the Tai Sui year. */
  readonly year: number;
  /** The year's branch (its 立春-based year pillar). */
  readonly yearBranch: string;
  readonly kind: TaiSuiKind;
  readonly en: string;
  /** 立春 of `year`: the instant (ms since the epoch, UTC) and its date on China's clock. */
  readonly lichun: { readonly utcMs: number; readonly date: CivilDate };
}

/** The branch of a Gregorian year's 立春-based pillar: 1984 was 甲子, so (year - 4) mod 12. */
export function yearBranchOf(year: number): number {
  return mod(year - 4, 12);
}

/**
 * The Tai Sui years of someone born under `yearBranch`, in `fromYear`..`toYear` (inclusive), by
 * year and then in the order 值 冲 刑 害 破; a year can be two at once (a 午 person in a 午 year is
 * 值 and, by 自刑, 刑).
 * @param yearBranch the person's year branch, e.g. '午' (the 立春-based year pillar's, or the
 * lunar year's for a school that starts the year at the lunar new year).
 * @param fromYear first Gregorian year, 1900..2100.
 * @param toYear last Gregorian year, 1900..2100.
 * @throws RangeError for a branch that is not one of the twelve or a year out of range.
 */
export function taiSuiYears(
  yearBranch: string,
  fromYear: number,
  toYear: number,
  options: TaiSuiOptions = {},
): TaiSuiYear[] {
  const person = branchIndex(yearBranch);
  civilDate(fromYear, 1, 1);
  civilDate(toYear, 1, 1);
  const result: TaiSuiYear[] = [];
  for (let year = fromYear; year <= toYear; year += 1) {
    const branch = yearBranchOf(year);
    const relations = TAI_SUI_RELATIONS.filter(
      (r) => (r.option === undefined || options[r.option] === true) && r.applies(branch, person),
    );
    if (relations.length === 0) continue;
    const term = termInYear(year, '立春');
    const lichun = { utcMs: chinaTimeMs(term.time), date: termDate(term) };
    const name = BRANCHES[branch] as string;
    for (const r of relations)
      result.push({ year, yearBranch: name, kind: r.kind, en: r.en, lichun });
  }
  return result;
}

/**
 * `readLunarDay`: the day-level facts of a civil date (UTC+8), the same as lunar-javascript's
 * `Lunar` object gives (`readLunarDayByObject`, held to it day by day in tests) at a small part
 * of its cost. The library's lunar months and solar terms are indexed once per Gregorian year;
 * a day then takes its lunar date, pillars and terms from that index, and everything else from
 * the library's tables (`lunarTables.ts`).
 *
 * The library's day conventions, kept here: the lunar year changes at lunar new year; the year
 * pillar at the civil date of 立春 and the month pillar at the civil date of each 节 (a term that
 * starts later today already counts, as in printed almanacs); the terms in force are found by
 * date the same way.
 */
import { epochDay, type CivilDate } from './civilDate';
import { dayPillarOfEpochDay } from './dayPillar';
import {
  solarTermsAround,
  termDate,
  termInYear,
  type FuSect,
  type LunarDayFacts,
  type SolarTermAt,
} from './lunarAdapter';
import {
  dayGods,
  dayOfficer,
  daySuitAvoid,
  lunarMonthsOf,
  mansionOf,
  monthFoetusGod,
  moonAspect,
  pillarFacts,
  type LunarMonthSpan,
} from './lunarTables';
import { monthOpenedBy, monthPillar } from './solarMonth';
import { BRANCHES, STEMS, mod, yearPillarOf } from '../sexagenary/cycle';

interface TermDay {
  readonly term: SolarTermAt;
  /** The term's civil date as an `epochDay` number. */
  readonly day: number;
  /** The month branch in force from this term: opened by it (a 节) or by the last 节 before. */
  readonly monthBranch: number | undefined;
  /** The 中气 in force from this term: this one or the last before (its name). */
  readonly majorTerm: string | undefined;
  /** The year pillar in force from this term (the year turns at 立春, itself a term). */
  readonly yearPillar: number;
  /** The month pillar in force from this term, when `monthBranch` is known. */
  readonly monthPillar: number | undefined;
}

interface YearIndex {
  readonly months: readonly LunarMonthSpan[];
  /** From 大雪 of the year before to 惊蛰 of the next, in time order. */
  readonly terms: readonly TermDay[];
  /** January 1st as an `epochDay` number. */
  readonly firstDay: number;
  /**
   * For each day of the year from January 1st: the position in `terms` of the last term on or
   * before it, and its month's in `months` (`NONE` past the last). Found in one walk a year, not
   * by a search for each day (issue 46).
   */
  readonly termAt: Uint8Array;
  readonly monthAt: Uint8Array;
}

const NONE = 255;

const indexes = new Map<number, YearIndex>();

/**
 * The year's terms with what each leaves in force, found once a year rather than for each day
 * (issue 46). A day of the Gregorian `year` is on or after 立春 (`springDay`) exactly when the term
 * in force is: 立春 is one of the terms.
 */
function termDays(year: number, springDay: number): TermDay[] {
  let monthBranch: number | undefined;
  let majorTerm: string | undefined;
  return solarTermsAround(year).map((term) => {
    const opens = monthOpenedBy(term.name);
    if (opens === undefined) majorTerm = term.name;
    else monthBranch = opens;
    const day = epochDay(termDate(term));
    const yearPillar = yearPillarOf(day >= springDay ? year : year - 1);
    const pillar = monthBranch === undefined ? undefined : monthPillar(yearPillar, monthBranch);
    return { term, day, monthBranch, majorTerm, yearPillar, monthPillar: pillar };
  });
}

/**
 * For each day of the year from `firstDay`: the position of the last term on or before it, and of
 * the first month that has not ended by then (`NONE` past the last), in one walk.
 */
function walkYear(
  firstDay: number,
  length: number,
  terms: readonly TermDay[],
  months: readonly LunarMonthSpan[],
): Pick<YearIndex, 'termAt' | 'monthAt'> {
  const termAt = new Uint8Array(length);
  const monthAt = new Uint8Array(length);
  const endOf = (month: number) => {
    const span = months[month] as LunarMonthSpan;
    return span.firstDay + span.length;
  };
  let term = 0;
  let month = 0;
  for (let offset = 0; offset < length; offset += 1) {
    const day = firstDay + offset;
    while (term + 1 < terms.length && (terms[term + 1] as TermDay).day <= day) term += 1;
    while (month < months.length && day >= endOf(month)) month += 1;
    termAt[offset] = term;
    monthAt[offset] = month < months.length ? month : NONE;
  }
  return { termAt, monthAt };
}

function indexOfYear(year: number): YearIndex {
  let index = indexes.get(year);
  if (!index) {
    const months = lunarMonthsOf(year);
    const springDay = epochDay(termDate(termInYear(year, '立春')));
    const terms = termDays(year, springDay);
    const firstDay = epochDay({ year, month: 1, day: 1 });
    const length = epochDay({ year: year + 1, month: 1, day: 1 }) - firstDay;
    index = { months, terms, firstDay, ...walkYear(firstDay, length, terms, months) };
    indexes.set(year, index);
  }
  return index;
}

/** What `term` leaves in force, which the year's first terms may not know. */
function inForce<T>(found: T | undefined, term: TermDay): T {
  if (found === undefined) throw new RangeError(`no such solar term before ${term.term.time}`);
  return found;
}

/** Where a day stands in its year: the keys every day-level fact is looked up by. */
export interface DayPlace {
  /** Jiazi indices 0..59 of the day's pillars (the year's by 立春, the month's by its 节). */
  readonly dayPillar: number;
  readonly monthPillar: number;
  readonly yearPillar: number;
  /** Branch index of the solar month (寅 for the month from 立春). */
  readonly monthBranch: number;
  /** 0 is Sunday, as the library counts. */
  readonly weekday: number;
  readonly lunarMonth: LunarMonthSpan;
  /** 1..30 */
  readonly lunarDay: number;
  readonly termInForce: SolarTermAt;
  readonly nextTerm: SolarTermAt;
  /** The 中气 in force (its name). */
  readonly majorTermInForce: string;
}

/**
 * The day's place from the year's index and the day count: `readLunarDay` builds every fact
 * from it, and a reader that needs a few facts (`selectionDay`) looks up only those.
 */
export function dayPlace(date: CivilDate): DayPlace {
  const day = epochDay(date);
  const { months, terms, firstDay, termAt, monthAt } = indexOfYear(date.year);
  const lunarMonth = months[monthAt[day - firstDay] as number];
  if (!lunarMonth) throw new RangeError(`no lunar month holds day ${day}`);
  const position = termAt[day - firstDay] as number;
  const termInForce = terms[position] as TermDay;
  const nextTerm = terms[position + 1];
  if (!nextTerm) throw new RangeError(`no solar term after ${termInForce.term.time}`);
  return {
    dayPillar: dayPillarOfEpochDay(day),
    monthPillar: inForce(termInForce.monthPillar, termInForce),
    yearPillar: termInForce.yearPillar,
    monthBranch: inForce(termInForce.monthBranch, termInForce),
    // 1970-01-01 was a Thursday.
    weekday: mod(day + 4, 7),
    lunarMonth,
    lunarDay: day - lunarMonth.firstDay + 1,
    termInForce: termInForce.term,
    nextTerm: nextTerm.term,
    majorTermInForce: inForce(termInForce.majorTerm, termInForce),
  };
}

export function readLunarDay(date: CivilDate, fuSect: FuSect): LunarDayFacts {
  const place = dayPlace(date);
  const { dayPillar, monthPillar, monthBranch, yearPillar, weekday, lunarMonth, lunarDay } = place;
  const dayStem = dayPillar % 10;
  const dayBranch = dayPillar % 12;
  const { yi, ji } = daySuitAvoid(monthPillar, dayPillar);
  const gods = dayGods(monthBranch, dayPillar);
  const officer = dayOfficer(monthBranch, dayBranch);
  const mansion = mansionOf(dayBranch, weekday);
  const pillar = pillarFacts(dayPillar);
  return {
    weekday,
    lunarYear: lunarMonth.lunarYear,
    lunarMonth: lunarMonth.month,
    lunarMonthLeap: lunarMonth.leap,
    lunarDay,
    lunarYearGan: STEMS[mod(lunarMonth.lunarYear - 4, 10)] as string,
    lunarYearZhi: BRANCHES[mod(lunarMonth.lunarYear - 4, 12)] as string,
    yearGan: STEMS[yearPillar % 10] as string,
    yearZhi: BRANCHES[yearPillar % 12] as string,
    monthGan: STEMS[monthPillar % 10] as string,
    monthZhi: BRANCHES[monthBranch] as string,
    dayGan: STEMS[dayStem] as string,
    dayZhi: BRANCHES[dayBranch] as string,
    dayYi: yi,
    dayJi: ji,
    zhiXing: officer.zhiXing,
    dayTianShen: officer.tianShen,
    dayTianShenType: officer.tianShenType,
    dayTianShenLuck: officer.tianShenLuck,
    dayJiShen: gods.jiShen,
    dayXiongSha: gods.xiongSha,
    xiu: mansion.xiu,
    xiuAnimal: mansion.animal,
    xiuLuck: mansion.luck,
    zheng: mansion.zheng,
    yangGuiDesc: pillar.yangGuiDesc,
    yinGuiDesc: pillar.yinGuiDesc,
    xiDesc: pillar.xiDesc,
    fuDesc: pillar.fuDesc[fuSect - 1] as string,
    caiDesc: pillar.caiDesc,
    yueXiang: moonAspect(lunarDay),
    dayTai: pillar.dayTai,
    monthTai: monthFoetusGod(lunarMonth.month, lunarMonth.leap),
    gong: mansion.gong,
    shou: mansion.shou,
    pengZuGan: pillar.pengZuGan,
    pengZuZhi: pillar.pengZuZhi,
    dayNaYin: pillar.naYin,
    dayChong: pillar.chong,
    dayChongGan: pillar.chongGan,
    daySha: pillar.sha,
    termInForce: place.termInForce,
    nextTerm: place.nextTerm,
    majorTermInForce: place.majorTermInForce,
  };
}

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
import { dayPillarOf } from './dayPillar';
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
  /** The month branch this 节 opens; undefined for a 中气. */
  readonly opens: number | undefined;
}

interface YearIndex {
  readonly months: readonly LunarMonthSpan[];
  /** From 大雪 of the year before to 惊蛰 of the next, in time order. */
  readonly terms: readonly TermDay[];
  readonly springDay: number;
}

const indexes = new Map<number, YearIndex>();

function indexOfYear(year: number): YearIndex {
  let index = indexes.get(year);
  if (!index) {
    const terms = solarTermsAround(year).map((term) => ({
      term,
      day: epochDay(termDate(term)),
      opens: monthOpenedBy(term.name),
    }));
    const springDay = epochDay(termDate(termInYear(year, '立春')));
    index = { months: lunarMonthsOf(year), terms, springDay };
    indexes.set(year, index);
  }
  return index;
}

function monthOf(months: readonly LunarMonthSpan[], day: number): LunarMonthSpan {
  const month = months.find((m) => day - m.firstDay < m.length);
  if (!month) throw new RangeError(`no lunar month holds day ${day}`);
  return month;
}

/** Position of the last term whose civil date is on or before `day`. */
function termPositionAt(terms: readonly TermDay[], day: number): number {
  let position = terms.length - 1;
  while (position > 0 && (terms[position] as TermDay).day > day) position -= 1;
  return position;
}

function lastBefore(
  terms: readonly TermDay[],
  position: number,
  accept: (t: TermDay) => boolean,
): TermDay {
  for (let i = position; i >= 0; i -= 1) {
    const term = terms[i] as TermDay;
    if (accept(term)) return term;
  }
  throw new RangeError(`no such solar term before ${(terms[position] as TermDay).term.time}`);
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
  const { months, terms, springDay } = indexOfYear(date.year);
  const lunarMonth = monthOf(months, day);
  const position = termPositionAt(terms, day);
  const termInForce = terms[position] as TermDay;
  const nextTerm = terms[position + 1];
  if (!nextTerm) throw new RangeError(`no solar term after ${termInForce.term.time}`);
  const monthBranch = lastBefore(terms, position, (t) => t.opens !== undefined).opens as number;
  const yearPillar = yearPillarOf(day >= springDay ? date.year : date.year - 1);
  return {
    dayPillar: dayPillarOf(date),
    monthPillar: monthPillar(yearPillar, monthBranch),
    yearPillar,
    monthBranch,
    // 1970-01-01 was a Thursday.
    weekday: mod(day + 4, 7),
    lunarMonth,
    lunarDay: day - lunarMonth.firstDay + 1,
    termInForce: termInForce.term,
    nextTerm: nextTerm.term,
    majorTermInForce: lastBefore(terms, position, (t) => t.opens === undefined).term.name,
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

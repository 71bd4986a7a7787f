/**
 * The door to lunar-javascript (MIT, 6tail, pinned at 1.7.7), with `lunarTables.ts` for its day
 * tables: nothing else in the product imports it. It returns plain Chinese facts; English comes
 * from `@tongshu/data`.
 *
 * Never touch lunar-javascript's global `I18n`: every value here is the library's Chinese.
 */
import { Solar, ShouXingUtil, type Lunar, type LunarTime, type JieQi } from 'lunar-javascript';
import type { CivilDate } from './civilDate';
import { listOf } from './lunarTables';
import { tabledTerms } from './calendarTables';
import { tabledHourSlots } from './hourSlotTable';
import { BRANCHES } from '../sexagenary/cycle';

/** A solar term with its instant in Beijing time (UTC+8), `YYYY-MM-DD HH:mm:ss`. */
export interface SolarTermAt {
  readonly name: string;
  readonly time: string;
}

/** Day-level facts read from the library for one civil date. */
export interface LunarDayFacts {
  readonly weekday: number;
  readonly lunarYear: number;
  readonly lunarMonth: number;
  readonly lunarMonthLeap: boolean;
  readonly lunarDay: number;
  readonly lunarYearGan: string;
  readonly lunarYearZhi: string;
  readonly yearGan: string;
  readonly yearZhi: string;
  readonly monthGan: string;
  readonly monthZhi: string;
  readonly dayGan: string;
  readonly dayZhi: string;
  readonly dayYi: readonly string[];
  readonly dayJi: readonly string[];
  readonly zhiXing: string;
  readonly dayTianShen: string;
  readonly dayTianShenType: string;
  readonly dayTianShenLuck: string;
  readonly dayJiShen: readonly string[];
  readonly dayXiongSha: readonly string[];
  readonly xiu: string;
  readonly xiuAnimal: string;
  readonly xiuLuck: string;
  readonly zheng: string;
  readonly yangGuiDesc: string;
  readonly yinGuiDesc: string;
  readonly xiDesc: string;
  readonly fuDesc: string;
  readonly caiDesc: string;
  readonly yueXiang: string;
  readonly dayTai: string;
  readonly monthTai: string;
  readonly gong: string;
  readonly shou: string;
  readonly pengZuGan: string;
  readonly pengZuZhi: string;
  readonly dayNaYin: string;
  readonly dayChong: string;
  readonly dayChongGan: string;
  readonly daySha: string;
  /** The solar term in force on this day (a term starting today counts). */
  readonly termInForce: SolarTermAt;
  readonly nextTerm: SolarTermAt;
  /** The 中气 (major term) in force on this day; it sets the month general (月将). */
  readonly majorTermInForce: string;
}

/** Hour-slot facts that depend only on the day pillar and the hour branch. */
export interface HourFacts {
  readonly gan: string;
  readonly zhi: string;
  readonly tianShen: string;
  readonly tianShenType: string;
  readonly tianShenLuck: string;
  readonly naYin: string;
  readonly chongGan: string;
  readonly chong: string;
  readonly sha: string;
  readonly yi: readonly string[];
  readonly ji: readonly string[];
}

/** Which school places the Fortune God (福神): lunar-javascript's sect 1 or its default, sect 2. */
export type FuSect = 1 | 2;

function termAt(term: JieQi): SolarTermAt {
  return { name: term.getName(), time: term.getSolar().toYmdHms() };
}

function lunarOf(date: CivilDate): Lunar {
  return Solar.fromYmd(date.year, date.month, date.day).getLunar();
}

/**
 * The day's facts through the library's documented object API (one `Lunar` per day): the
 * reference `readLunarDay` (lunarDayFacts.ts) is held to, day by day, in tests.
 */
export function readLunarDayByObject(date: CivilDate, fuSect: FuSect): LunarDayFacts {
  const lunar = lunarOf(date);
  const month = lunar.getMonth();
  return {
    weekday: lunar.getSolar().getWeek(),
    lunarYear: lunar.getYear(),
    lunarMonth: Math.abs(month),
    lunarMonthLeap: month < 0,
    lunarDay: lunar.getDay(),
    lunarYearGan: lunar.getYearGan(),
    lunarYearZhi: lunar.getYearZhi(),
    yearGan: lunar.getYearGanByLiChun(),
    yearZhi: lunar.getYearZhiByLiChun(),
    monthGan: lunar.getMonthGan(),
    monthZhi: lunar.getMonthZhi(),
    dayGan: lunar.getDayGan(),
    dayZhi: lunar.getDayZhi(),
    dayYi: listOf(lunar.getDayYi()),
    dayJi: listOf(lunar.getDayJi()),
    zhiXing: lunar.getZhiXing(),
    dayTianShen: lunar.getDayTianShen(),
    dayTianShenType: lunar.getDayTianShenType(),
    dayTianShenLuck: lunar.getDayTianShenLuck(),
    dayJiShen: listOf(lunar.getDayJiShen()),
    dayXiongSha: listOf(lunar.getDayXiongSha()),
    xiu: lunar.getXiu(),
    xiuAnimal: lunar.getAnimal(),
    xiuLuck: lunar.getXiuLuck(),
    zheng: lunar.getZheng(),
    yangGuiDesc: lunar.getDayPositionYangGuiDesc(),
    yinGuiDesc: lunar.getDayPositionYinGuiDesc(),
    xiDesc: lunar.getDayPositionXiDesc(),
    fuDesc: lunar.getDayPositionFuDesc(fuSect),
    caiDesc: lunar.getDayPositionCaiDesc(),
    yueXiang: lunar.getYueXiang(),
    dayTai: lunar.getDayPositionTai(),
    monthTai: lunar.getMonthPositionTai(),
    gong: lunar.getGong(),
    shou: lunar.getShou(),
    pengZuGan: lunar.getPengZuGan(),
    pengZuZhi: lunar.getPengZuZhi(),
    dayNaYin: lunar.getDayNaYin(),
    dayChong: lunar.getDayChong(),
    dayChongGan: lunar.getDayChongGan(),
    daySha: lunar.getDaySha(),
    termInForce: termAt(lunar.getPrevJieQi(true)),
    nextTerm: termAt(lunar.getNextJieQi(true)),
    majorTermInForce: lunar.getPrevQi(true).getName(),
  };
}

function hourFactsOf(time: LunarTime): HourFacts {
  return {
    gan: time.getGan(),
    zhi: time.getZhi(),
    tianShen: time.getTianShen(),
    tianShenType: time.getTianShenType(),
    tianShenLuck: time.getTianShenLuck(),
    naYin: time.getNaYin(),
    chongGan: time.getChongGan(),
    chong: time.getChong(),
    sha: time.getSha(),
    yi: listOf(time.getYi()),
    ji: listOf(time.getJi()),
  };
}

/**
 * The twelve slots 子..亥 of a date through the library's documented object API (one LunarTime
 * object per slot). Slot 子 is the early rat hour of the date: its pillar uses this day's stem,
 * which is the slot that starts at 23:00 the evening before under the 23:00 day change.
 * Costs about 1 ms a day; `hourSlotsByPillar` gives identical facts from a table.
 */
export function readHourSlotsByObjects(date: CivilDate): HourFacts[] {
  return lunarOf(date).getTimes().slice(0, BRANCHES.length).map(hourFactsOf);
}

/**
 * The twelve slots for a day pillar (jiazi index 0..59), from the library's tables
 * (`hourSlotTable.ts`): every hour fact depends only on the day pillar and the hour branch.
 */
export function hourSlotsByPillar(dayPillar: number): readonly HourFacts[] {
  const slots = tabledHourSlots(dayPillar);
  if (!slots) throw new RangeError(`not a jiazi index: ${dayPillar}`);
  return slots;
}

/**
 * Moon-minus-sun apparent ecliptic longitude in degrees, 0..360, at an instant given as a Julian
 * day in UT, from the library's 寿星 (ShouXing) lunar and solar theories. ΔT (about a minute,
 * 0.01° of elongation) is ignored.
 *
 * `series`: `full` sums every term of both theories (about 28 µs); `short` the first 30 lunar and
 * 10 solar terms (about 2.6 µs), within 0.025° of the full series over 1900..2100 (the largest
 * difference at 100,000 instants, 0.73 days apart; a test holds it under 0.05°).
 */
export function moonSunElongation(julianDayUt: number, series: 'full' | 'short' = 'full'): number {
  const centuries = (julianDayUt - 2451545) / 36525;
  const radians =
    series === 'full'
      ? ShouXingUtil.msaLon(centuries, -1, 60)
      : ShouXingUtil.msaLon(centuries, 30, 10);
  const degrees = (radians * 180) / Math.PI;
  return ((degrees % 360) + 360) % 360;
}

/** The library keys the terms of the neighbouring years in pinyin. */
const PINYIN_TERMS: Readonly<Record<string, string>> = {
  DA_XUE: '大雪',
  DONG_ZHI: '冬至',
  XIAO_HAN: '小寒',
  DA_HAN: '大寒',
  LI_CHUN: '立春',
  YU_SHUI: '雨水',
  JING_ZHE: '惊蛰',
};

const termsByYear = new Map<number, readonly SolarTermAt[]>();

/** The library's terms around `year`, as `scripts/calendarTables.mjs` tables them. */
export function libraryTerms(year: number): readonly SolarTermAt[] {
  const table = Solar.fromYmd(year, 7, 1).getLunar().getJieQiTable();
  return Object.entries(table)
    .map(([key, solar]) => ({ name: PINYIN_TERMS[key] ?? key, time: solar.toYmdHms() }))
    .sort((a, b) => (a.time < b.time ? -1 : 1));
}

/**
 * The solar terms from 大雪 of the previous year to 惊蛰 of the next, in time order, with their
 * instants in UTC+8: every term that can be in force during the Gregorian `year`. Cached per year.
 */
export function solarTermsAround(year: number): readonly SolarTermAt[] {
  let terms = termsByYear.get(year);
  if (!terms) {
    // The table holds 1899-2101 as the library gives them; beyond it, the library itself.
    terms = tabledTerms(year) ?? libraryTerms(year);
    termsByYear.set(year, terms);
  }
  return terms;
}

/** The term named `name` whose instant (UTC+8) falls in the Gregorian `year`. */
export function termInYear(year: number, name: string): SolarTermAt {
  const term = solarTermsAround(year).find((t) => t.name === name && t.time.startsWith(`${year}-`));
  if (!term) throw new Error(`no ${name} in the solar terms of ${year}`);
  return term;
}

/** The civil date (UTC+8) on which a term begins. */
export function termDate(term: SolarTermAt): CivilDate {
  const [year, month, day] = term.time.slice(0, 10).split('-').map(Number);
  return { year: year as number, month: month as number, day: day as number };
}

/** The civil dates (UTC+8) of the summer (夏至) and winter (冬至) solstices of a year. */
export function solsticeDates(year: number): {
  readonly summer: CivilDate;
  readonly winter: CivilDate;
} {
  return {
    summer: termDate(termInYear(year, '夏至')),
    winter: termDate(termInYear(year, '冬至')),
  };
}

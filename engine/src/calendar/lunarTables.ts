/**
 * lunar-javascript's day tables (`LunarUtil`) and lunar months (`LunarYear`), read by pillar,
 * branch, weekday and lunar date: the second door to the library, beside `lunarAdapter.ts`.
 *
 * A `Lunar` object costs about 0.2 ms a day (it converts the year's 31 solar terms to `Solar`
 * objects, then searches its term table per getter), while every day-level fact it gives is a
 * lookup in these tables keyed by a few small numbers. Each function here makes exactly the
 * lookup of the getter it names, and keeps each answer: there are at most 60 x 60 keys.
 * `lunarDayFacts.test.ts` holds the result to the object API day by day.
 */
import { LunarUtil, LunarYear, Solar } from 'lunar-javascript';
import { epochDay } from './civilDate';
import { tabledMonths } from './calendarTables';
import { jiaziName, BRANCHES } from '../sexagenary/cycle';

/** The library writes an empty suit/avoid/gods list as the single item 无 ("none"). */
export function listOf(items: readonly string[]): readonly string[] {
  return items.length === 1 && items[0] === '无' ? [] : items;
}

/** A lunar month, from its first civil day (UTC+8) as an `epochDay` number. */
export interface LunarMonthSpan {
  readonly firstDay: number;
  readonly length: number;
  readonly lunarYear: number;
  /** 1..12 */
  readonly month: number;
  readonly leap: boolean;
}

/**
 * The lunar months lunar-javascript lists for its `LunarYear` of a Gregorian year number: from
 * the 11th month of the year before to the first months of the next, covering every day of the
 * Gregorian year, as `Lunar.fromSolar` searches them.
 */
export function lunarMonthsOf(year: number): readonly LunarMonthSpan[] {
  // The table holds 1899-2101 as the library gives them; beyond it, the library itself.
  return tabledMonths(year) ?? libraryMonths(year);
}

/** The library's months of `year`, as `scripts/calendarTables.mjs` tables them. */
export function libraryMonths(year: number): readonly LunarMonthSpan[] {
  return LunarYear.fromYear(year)
    .getMonths()
    .map((month) => {
      const first = Solar.fromJulianDay(month.getFirstJulianDay());
      return {
        firstDay: epochDay({ year: first.getYear(), month: first.getMonth(), day: first.getDay() }),
        length: month.getDayCount(),
        lunarYear: month.getYear(),
        month: Math.abs(month.getMonth()),
        leap: month.getMonth() < 0,
      };
    });
}

/** An answer per key 0..size-1, computed when first asked for. */
function kept<T>(size: number, compute: (key: number) => T): (key: number) => T {
  const answers: (T | undefined)[] = new Array<T | undefined>(size);
  return (key) => (answers[key] ??= compute(key));
}

const freeze = (items: readonly string[]): readonly string[] => Object.freeze([...listOf(items)]);

export interface SuitAvoid {
  readonly yi: readonly string[];
  readonly ji: readonly string[];
}

/** One record of the suit/avoid table: the lists of a day pillar in the months it names. */
interface SuitAvoidRecord {
  readonly monthPillars: readonly number[];
  readonly yi: readonly string[];
  readonly ji: readonly string[];
}

const RECORD = /([0-9A-F]{2})=([0-9A-F]*):([0-9A-F]*),([0-9A-F]*?)(?=[0-9A-F]{2}=|$)/g;

const hexPairs = (text: string): number[] =>
  (text.match(/../g) ?? []).map((pair) => parseInt(pair, 16));

const termsOf = (text: string): readonly string[] =>
  freeze(hexPairs(text).map((i) => LunarUtil.YI_JI[i] as string));

/**
 * The library's suit/avoid table, parsed once into records per day pillar. Its `getDayYi` scans
 * the 34 KB string for each call (about 30 µs); a year asks for some 365 new pairs of pillars.
 */
let recordsByDay: readonly (readonly SuitAvoidRecord[])[] | undefined;

function parseSuitAvoid(): SuitAvoidRecord[][] {
  const records: SuitAvoidRecord[][] = Array.from({ length: 60 }, () => []);
  for (const [, day, months, yi, ji] of LunarUtil.DAY_YI_JI.matchAll(RECORD)) {
    records[parseInt(day as string, 16)]?.push({
      monthPillars: hexPairs(months as string),
      yi: termsOf(yi as string),
      ji: termsOf(ji as string),
    });
  }
  return records;
}

const NONE: SuitAvoid = { yi: [], ji: [] };

const suitAvoidByKey = kept(60 * 60, (key): SuitAvoid => {
  recordsByDay ??= parseSuitAvoid();
  const month = Math.floor(key / 60);
  // As the library, the first record naming the month wins.
  const record = recordsByDay[key % 60]?.find((r) => r.monthPillars.includes(month));
  return record ?? NONE;
});

/**
 * The day's suit and avoid lists (`Lunar.getDayYi()`/`getDayJi()`, the library's default sect:
 * the month pillar by date) for a month pillar and day pillar (jiazi indices).
 */
export function daySuitAvoid(monthPillar: number, dayPillar: number): SuitAvoid {
  return suitAvoidByKey(monthPillar * 60 + dayPillar);
}

export interface DayGods {
  readonly jiShen: readonly string[];
  readonly xiongSha: readonly string[];
}

const godsByKey = kept(12 * 60, (key): DayGods => {
  const monthBranch = Math.floor(key / 60);
  const day = jiaziName(key % 60);
  return {
    jiShen: freeze(LunarUtil.getDayJiShen(monthBranch, day)),
    xiongSha: freeze(LunarUtil.getDayXiongSha(monthBranch, day)),
  };
});

/** The day's good spirits and bad stars (`getDayJiShen`/`getDayXiongSha`): by month branch. */
export function dayGods(monthBranch: number, dayPillar: number): DayGods {
  return godsByKey(monthBranch * 60 + dayPillar);
}

export interface DayOfficer {
  /** 建除十二值星 */
  readonly zhiXing: string;
  /** 黄黑道十二神 */
  readonly tianShen: string;
  readonly tianShenType: string;
  readonly tianShenLuck: string;
}

const officerByKey = kept(12 * 12, (key): DayOfficer => {
  const monthBranch = Math.floor(key / 12);
  const dayBranch = key % 12;
  const offset = LunarUtil.ZHI_TIAN_SHEN_OFFSET[BRANCHES[monthBranch] as string] as number;
  const tianShen = LunarUtil.TIAN_SHEN[((dayBranch + offset) % 12) + 1] as string;
  const tianShenType = LunarUtil.TIAN_SHEN_TYPE[tianShen] as string;
  return {
    zhiXing: LunarUtil.ZHI_XING[((dayBranch - monthBranch + 12) % 12) + 1] as string,
    tianShen,
    tianShenType,
    tianShenLuck: LunarUtil.TIAN_SHEN_TYPE_LUCK[tianShenType] as string,
  };
});

/** The day officer and the day's yellow/black belt spirit (`getZhiXing`, `getDayTianShen`...). */
export function dayOfficer(monthBranch: number, dayBranch: number): DayOfficer {
  return officerByKey(monthBranch * 12 + dayBranch);
}

export interface Mansion {
  readonly xiu: string;
  readonly animal: string;
  readonly luck: string;
  readonly zheng: string;
  readonly gong: string;
  readonly shou: string;
}

const mansionByKey = kept(12 * 7, (key): Mansion => {
  const xiu = LunarUtil.XIU[`${BRANCHES[Math.floor(key / 7)]}${key % 7}`] as string;
  const gong = LunarUtil.GONG[xiu] as string;
  return {
    xiu,
    animal: LunarUtil.ANIMAL[xiu] as string,
    luck: LunarUtil.XIU_LUCK[xiu] as string,
    zheng: LunarUtil.ZHENG[xiu] as string,
    gong,
    shou: LunarUtil.SHOU[gong] as string,
  };
});

/** The lunar mansion (二十八宿) of a day, which the library reads from its branch and weekday. */
export function mansionOf(dayBranch: number, weekday: number): Mansion {
  return mansionByKey(dayBranch * 7 + weekday);
}

/** Facts the library reads from the day pillar alone. */
export interface PillarFacts {
  readonly yangGuiDesc: string;
  readonly yinGuiDesc: string;
  readonly xiDesc: string;
  /** The Fortune God's direction by the library's sect 1 and sect 2. */
  readonly fuDesc: readonly [string, string];
  readonly caiDesc: string;
  readonly dayTai: string;
  readonly pengZuGan: string;
  readonly pengZuZhi: string;
  readonly naYin: string;
  readonly chong: string;
  readonly chongGan: string;
  readonly sha: string;
}

const factsByPillar = kept(60, (pillar): PillarFacts => {
  const stem = pillar % 10;
  const branch = pillar % 12;
  const direction = (table: readonly string[]) =>
    LunarUtil.POSITION_DESC[table[stem + 1] as string] as string;
  return {
    yangGuiDesc: direction(LunarUtil.POSITION_YANG_GUI),
    yinGuiDesc: direction(LunarUtil.POSITION_YIN_GUI),
    xiDesc: direction(LunarUtil.POSITION_XI),
    fuDesc: [direction(LunarUtil.POSITION_FU), direction(LunarUtil.POSITION_FU_2)],
    caiDesc: direction(LunarUtil.POSITION_CAI),
    dayTai: LunarUtil.POSITION_TAI_DAY[pillar] as string,
    pengZuGan: LunarUtil.PENGZU_GAN[stem + 1] as string,
    pengZuZhi: LunarUtil.PENGZU_ZHI[branch + 1] as string,
    naYin: LunarUtil.NAYIN[jiaziName(pillar)] as string,
    chong: LunarUtil.CHONG[branch] as string,
    chongGan: LunarUtil.CHONG_GAN[stem] as string,
    sha: LunarUtil.SHA[BRANCHES[branch] as string] as string,
  };
});

/** Directions, Peng Zu's taboos, na yin, clash and sha of a day pillar (jiazi index). */
export function pillarFacts(dayPillar: number): PillarFacts {
  return factsByPillar(dayPillar);
}

/** The moon's aspect the library names for a lunar day 1..30 (`getYueXiang`). */
export function moonAspect(lunarDay: number): string {
  return LunarUtil.YUE_XIANG[lunarDay] as string;
}

/** The foetus god of a lunar month (`getMonthPositionTai`); none in a leap month. */
export function monthFoetusGod(month: number, leap: boolean): string {
  return leap ? '' : (LunarUtil.POSITION_TAI_MONTH[month - 1] as string);
}

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

const RECORD = /([0-9A-F]{2})=([0-9A-F]*):([0-9A-F]*),([0-9A-F]*?)(?=[0-9A-F]{2}=|$)/g;

const hexPairs = (text: string): number[] =>
  (text.match(/../g) ?? []).map((pair) => parseInt(pair, 16));

const termLists = new Map<string, readonly string[]>();

/**
 * The suit/avoid terms (`YI_JI`) a run of hex indices names, as the library lists them: one
 * frozen list per run, shared by the records that name the same terms (the day and hour tables
 * hold some 2,900 lists, 1,650 distinct, issue 46).
 */
export function suitAvoidTerms(hex: string): readonly string[] {
  let terms = termLists.get(hex);
  if (!terms) {
    terms = freeze(hexPairs(hex).map((i) => LunarUtil.YI_JI[i] as string));
    termLists.set(hex, terms);
  }
  return terms;
}

const NONE: SuitAvoid = { yi: [], ji: [] };

/**
 * The library's suit/avoid table, parsed once into the lists of all 3,600 pairs of month and day
 * pillars: its `getDayYi` scans the 34 KB string for each call (about 30 µs), and finding each
 * pair's record when first asked still cost a cold year of selection a tenth of its time
 * (issue 46).
 */
let suitAvoidByKey: readonly SuitAvoid[] | undefined;

function parseSuitAvoid(): SuitAvoid[] {
  const table = new Array<SuitAvoid | undefined>(60 * 60);
  for (const [, day, months, yi, ji] of LunarUtil.DAY_YI_JI.matchAll(RECORD)) {
    const dayPillar = parseInt(day as string, 16);
    if (dayPillar >= 60) continue;
    const lists = { yi: suitAvoidTerms(yi as string), ji: suitAvoidTerms(ji as string) };
    // As the library, the first record naming the month wins.
    for (const month of hexPairs(months as string)) table[month * 60 + dayPillar] ??= lists;
  }
  return Array.from(table, (lists) => lists ?? NONE);
}

/**
 * The day's suit and avoid lists (`Lunar.getDayYi()`/`getDayJi()`, the library's default sect:
 * the month pillar by date) for a month pillar and day pillar (jiazi indices).
 */
export function daySuitAvoid(monthPillar: number, dayPillar: number): SuitAvoid {
  suitAvoidByKey ??= parseSuitAvoid();
  return suitAvoidByKey[monthPillar * 60 + dayPillar] as SuitAvoid;
}

export interface DayGods {
  readonly jiShen: readonly string[];
  readonly xiongSha: readonly string[];
}

/**
 * The gods of each day pillar in a month, from the library's string of that month (`;DD` and the
 * gods' SHEN_SHA codes, below 60 good, from 60 bad), parsed once: `getDayJiShen` and
 * `getDayXiongSha` build and run a regular expression over it for each call (about 20 µs each,
 * 1,440 calls over the first years a server reads, issue 46).
 */
const godsByMonth = kept(12, (monthBranch): readonly DayGods[] => {
  const text = LunarUtil.DAY_SHEN_SHA[(monthBranch + 10) % 12] as string;
  const gods = new Array<DayGods | undefined>(60);
  for (const [, day, codes] of text.matchAll(/;([0-9A-F]{2})([^;]*)/g)) {
    const numbers = hexPairs(codes as string);
    gods[parseInt(day as string, 16)] ??= {
      jiShen: freeze(numbers.filter((n) => n < 60).map((n) => LunarUtil.SHEN_SHA[n + 1] as string)),
      xiongSha: freeze(
        numbers.filter((n) => n >= 60).map((n) => LunarUtil.SHEN_SHA[n + 1] as string),
      ),
    };
  }
  return Array.from(
    gods.slice(0, 60),
    (found) => found ?? { jiShen: freeze([]), xiongSha: freeze([]) },
  );
});

/** The day's good spirits and bad stars (`getDayJiShen`/`getDayXiongSha`): by month branch. */
export function dayGods(monthBranch: number, dayPillar: number): DayGods {
  return godsByMonth(monthBranch)[dayPillar] as DayGods;
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

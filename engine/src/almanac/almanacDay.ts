/**
 * `almanacDay`: the Tong Shu day for a civil date in the almanac's zone (UTC+8, as printed
 * almanacs), every field of the spec's `ts` object in Chinese. Day-level facts come from
 * lunar-javascript's tables (`readLunarDay`), hour facts from a 60 x 12 table, both identical
 * to the library's object API and about 17x faster with it; the rest from the rules in this
 * folder.
 */
import { jiaziHexagram } from '@tongshu/data';
import {
  hourSlotsByPillar,
  type FuSect,
  type HourFacts,
  type LunarDayFacts,
} from '../calendar/lunarAdapter';
import { readLunarDay } from '../calendar/lunarDayFacts';
import { civilDate, formatCivilDate, parseCivilDate, type CivilDate } from '../calendar/civilDate';
import {
  BRANCHES,
  BRANCH_KEYS,
  branchIndex,
  hourSlotStart,
  jiaziIndex,
  jiaziName,
  stemIndex,
} from '../sexagenary/cycle';
import { clashBranch, voidBranches } from '../sexagenary/relations';
import { hourStars } from './hourStars';
import { hourNineStar, isHourStarAscending } from '../stars/hourStar';
import { moonPhase } from './moonPhase';
import { nayinDoors } from './nayinDoors';
import { raisingNobleman } from './raisingNobleman';
import type { YearStart } from '../schools/school';
import type { AlmanacDay, AlmanacOptions, HourSlot, Ts, TsDayFields } from './types';

/** Reads the twelve hour slots of a day; the default is the fast table. */
export type HourFactsReader = (date: CivilDate, dayPillar: number) => readonly HourFacts[];

/** Reads a day's facts; the default is the tables (`readLunarDay`). */
export type DayFactsReader = (date: CivilDate, fuSect: FuSect) => LunarDayFacts;

/** A slot's span on China's clock as the almanac prints it: `09:00-10:59`. */
export function slotTime(branch: number): string {
  const start = hourSlotStart(branch);
  const end = (start + 1) % 24;
  return `${String(start).padStart(2, '0')}:00-${String(end).padStart(2, '0')}:59`;
}

/** 月破 / 岁破: the day's branch clashes the month's or the year's. */
export function isBreaker(dayZhi: string, monthOrYearZhi: string): boolean {
  return clashBranch(branchIndex(dayZhi)) === branchIndex(monthOrYearZhi);
}

function dayFields(
  date: CivilDate,
  facts: LunarDayFacts,
  dayPillar: number,
  yearStart: YearStart,
): TsDayFields {
  const doors = nayinDoors(dayPillar);
  // Folk calendars print the lunar year's pillar from 正月初一; charts and 岁破 keep 立春's.
  const lunarYear = yearStart === 'lunar-new-year';
  const hexagram = jiaziHexagram[jiaziName(dayPillar)];
  if (hexagram === undefined) throw new Error(`no hexagram for pillar ${jiaziName(dayPillar)}`);
  return {
    day: date.day,
    month: date.month,
    year: date.year,
    day_no: facts.weekday,
    qi_zheng: facts.zheng,
    date: formatCivilDate(date),
    year_gan: lunarYear ? facts.lunarYearGan : facts.yearGan,
    year_zhi: lunarYear ? facts.lunarYearZhi : facts.yearZhi,
    lunar_year_gan: facts.lunarYearGan,
    lunar_year_zhi: facts.lunarYearZhi,
    month_gan: facts.monthGan,
    month_zhi: facts.monthZhi,
    day_gan: facts.dayGan,
    day_zhi: facts.dayZhi,
    lmonth: facts.lunarMonth,
    lmonth_leap: facts.lunarMonthLeap,
    lday: facts.lunarDay,
    day_yi: facts.dayYi,
    day_ji: facts.dayJi,
    zhi_xing: facts.zhiXing,
    day_tian_shen: facts.dayTianShen,
    day_tian_shen_type: facts.dayTianShenType,
    day_tian_shen_luck: facts.dayTianShenLuck,
    day_ji_shen: facts.dayJiShen,
    day_xiong_sha: facts.dayXiongSha,
    constellation_28_xiu: facts.xiu,
    constellation_28_xiu_animal: facts.xiuAnimal,
    constellation_28_xiu_luck: facts.xiuLuck,
    month_breaker: isBreaker(facts.dayZhi, facts.monthZhi),
    year_breaker: isBreaker(facts.dayZhi, facts.yearZhi),
    day_position_yang_gui_desc: facts.yangGuiDesc,
    day_position_yin_gui_desc: facts.yinGuiDesc,
    day_position_xi_desc: facts.xiDesc,
    day_position_fu_desc: facts.fuDesc,
    day_position_cai_desc: facts.caiDesc,
    nan_yin_wu_xing_sheng_men: doors.life,
    nan_yin_wu_xing_si_men: doors.death,
    nan_yin_wu_xing_wu_gui: doors.fiveGhosts,
    nan_yin_wu_xing_bai_hu: doors.whiteTiger,
    jie_qi_current: facts.termInForce.name,
    jie_qi_current_time: facts.termInForce.time,
    next_jie_qi: facts.nextTerm.name,
    next_jie_qi_time: facts.nextTerm.time,
    yue_xiang: facts.yueXiang,
    yue_xiang_phase: moonPhase(date),
    day_position_tai: facts.dayTai,
    month_position_tai: facts.monthTai,
    four_gong: facts.gong,
    four_shou: facts.shou,
    peng_zu_gan: facts.pengZuGan,
    peng_zu_zhi: facts.pengZuZhi,
    day_na_yin: facts.dayNaYin,
    day_chong_gan: facts.dayChongGan,
    day_chong: facts.dayChong,
    day_sha: facts.daySha,
    day_xun_kong: voidBranches(dayPillar).map((b) => BRANCHES[b] as string),
    day_hexagram: hexagram,
  };
}

/** The slot fields that follow the day's place in the year, not its pillar. */
type SeasonalField = 'star_actual' | 'star_raising_nobleman';

/** The fields of a slot that depend only on the day pillar and the hour. */
function pillarSlot(dayPillar: number, hour: HourFacts): Omit<HourSlot, SeasonalField> {
  const hourBranch = branchIndex(hour.zhi);
  return {
    gan: hour.gan,
    zhi: hour.zhi,
    time: slotTime(hourBranch),
    star_stars: Object.freeze(
      hourStars({
        dayStem: dayPillar % 10,
        dayBranch: dayPillar % 12,
        dayPillar,
        hourStem: stemIndex(hour.gan),
        hourBranch,
      }),
    ),
    time_tian_shen: hour.tianShen,
    time_tian_shen_type: hour.tianShenType,
    time_tian_shen_luck: hour.tianShenLuck,
    time_na_yin: hour.naYin,
    time_chong_gan: hour.chongGan,
    time_chong: hour.chong,
    time_sha: hour.sha,
    time_yi: hour.yi,
    time_ji: hour.ji,
  };
}

const HOUR_SLOT_FIELDS = [
  'gan',
  'zhi',
  'time',
  'star_actual',
  'star_stars',
  'star_raising_nobleman',
  'time_tian_shen',
  'time_tian_shen_type',
  'time_tian_shen_luck',
  'time_na_yin',
  'time_chong_gan',
  'time_chong',
  'time_sha',
  'time_yi',
  'time_ji',
] as const satisfies readonly (keyof HourSlot)[];

/** `hour_{branch}_{field}` names, computed once: building them per day dominated the run time. */
const FLAT_KEYS = BRANCH_KEYS.map((branch) =>
  HOUR_SLOT_FIELDS.map((field) => [field, `hour_${branch}_${field}`] as const),
);

/** Per branch, the flat keys of the two seasonal fields. */
const SEASONAL_KEYS = BRANCH_KEYS.map((branch) => ({
  star: `hour_${branch}_star_actual`,
  nobleman: `hour_${branch}_star_raising_nobleman`,
}));

/**
 * An object of the whole `ts` shape with the pillar's part of a day's twelve slots under their
 * flat keys, the day fields and seasonal slot fields still empty. Every template has its keys in
 * the same order, so V8 gives them one shape: a day copies its template in one step and writes
 * its own fields into it, several times faster than adding 180 keys to each day (which also
 * leaves a slow dictionary object).
 */
type SlotTemplate = Readonly<Record<string, unknown>>;

function slotTemplate(
  day: TsDayFields,
  dayPillar: number,
  hours: readonly HourFacts[],
): SlotTemplate {
  const slotEntries = hours.flatMap((hour, branch) => {
    const slot: Partial<HourSlot> = pillarSlot(dayPillar, hour);
    return (FLAT_KEYS[branch] ?? []).map(([field, key]) => [key, slot[field]] as const);
  });
  return Object.fromEntries([...Object.keys(day).map((key) => [key, undefined]), ...slotEntries]);
}

/** The day's `ts`: its pillar's template with its own day fields and seasonal slot fields. */
function withDay(template: SlotTemplate, day: TsDayFields, facts: LunarDayFacts): Ts {
  const ts: Record<string, unknown> = Object.assign({ ...template }, day);
  const dayStem = stemIndex(facts.dayGan);
  const dayBranch = branchIndex(facts.dayZhi);
  const ascending = isHourStarAscending(facts.termInForce.name);
  SEASONAL_KEYS.forEach((keys, hourBranch) => {
    ts[keys.star] = hourNineStar(ascending, dayBranch, hourBranch);
    ts[keys.nobleman] = raisingNobleman(dayStem, facts.majorTermInForce, hourBranch);
  });
  return ts as unknown as Ts;
}

/** Reads one slot (子 = 0 ... 亥 = 11) back out of a `ts` object. */
function hourSlotOf(ts: Ts, branch: number): HourSlot {
  const fields = ts as unknown as Record<string, unknown>;
  const slot: Record<string, unknown> = {};
  for (const [field, key] of FLAT_KEYS[branch] ?? []) slot[field] = fields[key];
  return slot as unknown as HourSlot;
}

/** Reads the twelve slots back out of a `ts` object, 子 (23:00) first. */
export function hourSlotsOf(ts: Ts): HourSlot[] {
  return FLAT_KEYS.map((_keys, branch) => hourSlotOf(ts, branch));
}

type SlotSource = (date: CivilDate, day: TsDayFields, dayPillar: number) => SlotTemplate;

function assemble(
  date: CivilDate,
  options: AlmanacOptions,
  readDay: DayFactsReader,
  templateOf: SlotSource,
): AlmanacDay {
  const facts = readDay(date, options.fuSect ?? 2);
  const dayPillar = jiaziIndex(stemIndex(facts.dayGan), branchIndex(facts.dayZhi));
  const day = dayFields(date, facts, dayPillar, options.yearStart ?? 'lichun');
  return { ts: withDay(templateOf(date, day, dayPillar), day, facts) };
}

/**
 * The builder behind `almanacDay`, with its sources as parameters for verification: with
 * `readLunarDayByObject` and `readHourSlotsByObjects` every library fact comes from
 * lunar-javascript's object API.
 */
export function buildAlmanacDay(
  date: CivilDate,
  options: AlmanacOptions,
  readHours: HourFactsReader,
  readDay: DayFactsReader = readLunarDay,
): AlmanacDay {
  return assemble(date, options, readDay, (civil, day, dayPillar) =>
    slotTemplate(day, dayPillar, readHours(civil, dayPillar)),
  );
}

/** The sixty templates from the hour table, each built when its pillar first comes. */
const templatesByPillar: SlotTemplate[] = [];

const templateFromTable: SlotSource = (_date, day, dayPillar) =>
  (templatesByPillar[dayPillar] ??= slotTemplate(day, dayPillar, hourSlotsByPillar(dayPillar)));

/**
 * The Tong Shu day for a civil date (`YYYY-MM-DD`, `YYYYMMDD` or a `CivilDate`), 1900..2100.
 * @throws RangeError for a date that does not exist or is out of range.
 */
export function almanacDay(date: CivilDate | string, options: AlmanacOptions = {}): AlmanacDay {
  const civil =
    typeof date === 'string' ? parseCivilDate(date) : civilDate(date.year, date.month, date.day);
  return assemble(civil, options, readLunarDay, templateFromTable);
}

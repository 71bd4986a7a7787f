/**
 * `almanacDay`: the Tong Shu day for a civil date in the almanac's zone (UTC+8, as printed
 * almanacs), every field of the spec's `ts` object in Chinese. Day-level facts come from
 * lunar-javascript through the adapter; hour facts from a 60 x 12 table (identical to the
 * library's object API, about 10x faster); the rest from the rules in this folder.
 */
import { jiaziHexagram } from '@tongshu/data';
import { hourSlotsByPillar, type HourFacts, type LunarDayFacts } from '../calendar/lunarAdapter';
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
import { hourNineStar, isHourStarAscending } from './hourNineStar';
import { moonPhase } from './moonPhase';
import { nayinDoors } from './nayinDoors';
import { raisingNobleman } from './raisingNobleman';
import type { AlmanacDay, AlmanacOptions, HourSlot, Ts, TsDayFields } from './types';

/** Reads the twelve hour slots of a day; the default is the fast table. */
export type HourFactsReader = (date: CivilDate, dayPillar: number) => readonly HourFacts[];

function slotTime(branch: number): string {
  const start = hourSlotStart(branch);
  const end = (start + 1) % 24;
  return `${String(start).padStart(2, '0')}:00-${String(end).padStart(2, '0')}:59`;
}

function dayFields(date: CivilDate, facts: LunarDayFacts, dayPillar: number): TsDayFields {
  const dayBranch = branchIndex(facts.dayZhi);
  const doors = nayinDoors(dayPillar);
  const hexagram = jiaziHexagram[jiaziName(dayPillar)];
  if (hexagram === undefined) throw new Error(`no hexagram for pillar ${jiaziName(dayPillar)}`);
  return {
    day: date.day,
    month: date.month,
    year: date.year,
    day_no: facts.weekday,
    qi_zheng: facts.zheng,
    date: formatCivilDate(date),
    year_gan: facts.yearGan,
    year_zhi: facts.yearZhi,
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
    month_breaker: clashBranch(dayBranch) === branchIndex(facts.monthZhi),
    year_breaker: clashBranch(dayBranch) === branchIndex(facts.yearZhi),
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

function hourSlot(facts: LunarDayFacts, dayPillar: number, hour: HourFacts): HourSlot {
  const dayStem = stemIndex(facts.dayGan);
  const dayBranch = branchIndex(facts.dayZhi);
  const hourBranch = branchIndex(hour.zhi);
  return {
    gan: hour.gan,
    zhi: hour.zhi,
    time: slotTime(hourBranch),
    star_actual: hourNineStar(isHourStarAscending(facts.termInForce.name), dayBranch, hourBranch),
    star_stars: hourStars({
      dayStem,
      dayBranch,
      dayPillar,
      hourStem: stemIndex(hour.gan),
      hourBranch,
    }),
    star_raising_nobleman: raisingNobleman(dayStem, facts.majorTermInForce, hourBranch),
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

/**
 * An object of the whole `ts` shape with a day's twelve slots under their flat keys and the day
 * fields still empty. Every template has its keys in the same order, so V8 gives them one shape:
 * a day copies its template in one step and writes its own fields into it, several times faster
 * than adding 180 keys to each day (which also leaves a slow dictionary object).
 */
type SlotTemplate = Readonly<Record<string, unknown>>;

function slotTemplate(
  day: TsDayFields,
  facts: LunarDayFacts,
  dayPillar: number,
  hours: readonly HourFacts[],
): SlotTemplate {
  const slotEntries = hours.flatMap((hour, branch) => {
    const slot = hourSlot(facts, dayPillar, hour);
    Object.freeze(slot.star_stars);
    return (FLAT_KEYS[branch] ?? []).map(([field, key]) => [key, slot[field]] as const);
  });
  return Object.fromEntries([...Object.keys(day).map((key) => [key, undefined]), ...slotEntries]);
}

/** The day's `ts`: its slot template with its own day fields. */
function withDayFields(template: SlotTemplate, day: TsDayFields): Ts {
  return Object.assign({ ...template }, day) as unknown as Ts;
}

/** Reads the twelve slots back out of a `ts` object, 子 (23:00) first. */
export function hourSlotsOf(ts: Ts): HourSlot[] {
  const fields = ts as unknown as Record<string, unknown>;
  return FLAT_KEYS.map((keys) => {
    const slot: Record<string, unknown> = {};
    for (const [field, key] of keys) slot[field] = fields[key];
    return slot as unknown as HourSlot;
  });
}

type SlotSource = (
  date: CivilDate,
  day: TsDayFields,
  facts: LunarDayFacts,
  dayPillar: number,
) => SlotTemplate;

function assemble(date: CivilDate, options: AlmanacOptions, templateOf: SlotSource): AlmanacDay {
  const facts = readLunarDay(date, options.fuSect ?? 2);
  const dayPillar = jiaziIndex(stemIndex(facts.dayGan), branchIndex(facts.dayZhi));
  const day = dayFields(date, facts, dayPillar);
  return { ts: withDayFields(templateOf(date, day, facts, dayPillar), day) };
}

/** The builder behind `almanacDay`, with the hour source as a parameter for verification. */
export function buildAlmanacDay(
  date: CivilDate,
  options: AlmanacOptions,
  readHours: HourFactsReader,
): AlmanacDay {
  return assemble(date, options, (civil, day, facts, dayPillar) =>
    slotTemplate(day, facts, dayPillar, readHours(civil, dayPillar)),
  );
}

const keptTemplates = new Map<string, SlotTemplate>();

/**
 * A day's slots depend only on its pillar, the direction of the hour stars (the half of the year)
 * and the 中气 in force (the month general): at most 60 x 2 x 12 templates, each built once from
 * the hour table and shared by every day that has it.
 */
const templateFromTable: SlotSource = (_date, day, facts, dayPillar) => {
  const ascending = isHourStarAscending(facts.termInForce.name);
  const key = `${dayPillar} ${ascending} ${facts.majorTermInForce}`;
  let template = keptTemplates.get(key);
  if (!template) {
    template = slotTemplate(day, facts, dayPillar, hourSlotsByPillar(dayPillar));
    keptTemplates.set(key, template);
  }
  return template;
};

/**
 * The Tong Shu day for a civil date (`YYYY-MM-DD`, `YYYYMMDD` or a `CivilDate`), 1900..2100.
 * @throws RangeError for a date that does not exist or is out of range.
 */
export function almanacDay(date: CivilDate | string, options: AlmanacOptions = {}): AlmanacDay {
  const civil =
    typeof date === 'string' ? parseCivilDate(date) : civilDate(date.year, date.month, date.day);
  return assemble(civil, options, templateFromTable);
}

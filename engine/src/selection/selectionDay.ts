/**
 * `selectionDay`: a day as date selection reads it, the part of the almanac day (`almanacDay`)
 * its rules need, built from the same sources: the day's place in its year (`dayPlace`, as
 * `readLunarDay` reads it), the library's day tables and the hour table. It looks up only the
 * facts its rules read, not the forty of `readLunarDay` (issue 46), and leaves out the moon's
 * phase, directions, hour stars ...; a test holds it to `almanacDay` field by field.
 */
import { slotTime } from '../almanac/almanacDay';
import { formatCivilDate, type CivilDate } from '../calendar/civilDate';
import { hourSlotsByPillar } from '../calendar/lunarAdapter';
import { dayPlace } from '../calendar/lunarDayFacts';
import { dayGods, dayOfficer, daySuitAvoid, mansionOf } from '../calendar/lunarTables';
import { BRANCHES, STEMS } from '../sexagenary/cycle';
import { clashBranch } from '../sexagenary/relations';
import type { SelectionDay, SelectionSlot } from './types';

/** The slots of each day pillar, built when the pillar first comes. */
const slotsByPillar: (readonly SelectionSlot[])[] = [];

function slotsOf(dayPillar: number): readonly SelectionSlot[] {
  return (slotsByPillar[dayPillar] ??= Object.freeze(
    hourSlotsByPillar(dayPillar).map((hour, branch) =>
      Object.freeze({
        zhi: hour.zhi,
        time: slotTime(branch),
        time_yi: hour.yi,
        time_ji: hour.ji,
        time_tian_shen: hour.tianShen,
        time_tian_shen_type: hour.tianShenType,
      }),
    ),
  ));
}

export function selectionDay(date: CivilDate): SelectionDay {
  const {
    dayPillar,
    monthPillar,
    monthBranch,
    yearPillar,
    weekday,
    lunarMonth,
    lunarDay,
    nextTerm,
  } = dayPlace(date);
  const dayBranch = dayPillar % 12;
  const clashed = clashBranch(dayBranch);
  const { yi, ji } = daySuitAvoid(monthPillar, dayPillar);
  const gods = dayGods(monthBranch, dayPillar);
  const officer = dayOfficer(monthBranch, dayBranch);
  const mansion = mansionOf(dayBranch, weekday);
  return {
    date: formatCivilDate(date),
    year: date.year,
    month: date.month,
    day: date.day,
    lmonth: lunarMonth.month,
    lday: lunarDay,
    month_zhi: BRANCHES[monthBranch] as string,
    day_gan: STEMS[dayPillar % 10] as string,
    day_zhi: BRANCHES[dayBranch] as string,
    day_yi: yi,
    day_ji: ji,
    zhi_xing: officer.zhiXing,
    day_tian_shen: officer.tianShen,
    day_tian_shen_type: officer.tianShenType,
    day_ji_shen: gods.jiShen,
    day_xiong_sha: gods.xiongSha,
    constellation_28_xiu: mansion.xiu,
    constellation_28_xiu_luck: mansion.luck,
    // 月破 and 岁破: the day's branch clashes the month's, the year's (as `isBreaker`, by index).
    month_breaker: clashed === monthBranch,
    year_breaker: clashed === yearPillar % 12,
    next_jie_qi: nextTerm.name,
    next_jie_qi_time: nextTerm.time,
    slots: slotsOf(dayPillar),
  };
}

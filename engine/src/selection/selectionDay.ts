/**
 * `selectionDay`: a day as date selection reads it, the part of the almanac day (`almanacDay`)
 * its rules need, built from the same sources: the day's facts from `readLunarDay` and the slots
 * from the hour table. It leaves out what no rule reads (the moon's phase, directions, hour
 * stars ...), a fifth of the cost of the whole day; a test holds it to `almanacDay` field by field.
 */
import { isBreaker, slotTime } from '../almanac/almanacDay';
import { formatCivilDate, type CivilDate } from '../calendar/civilDate';
import { dayPillarOf } from '../calendar/dayPillar';
import { hourSlotsByPillar } from '../calendar/lunarAdapter';
import { readLunarDay } from '../calendar/lunarDayFacts';
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
  const facts = readLunarDay(date, 2);
  return {
    date: formatCivilDate(date),
    year: date.year,
    month: date.month,
    day: date.day,
    lmonth: facts.lunarMonth,
    lday: facts.lunarDay,
    month_zhi: facts.monthZhi,
    day_gan: facts.dayGan,
    day_zhi: facts.dayZhi,
    day_yi: facts.dayYi,
    day_ji: facts.dayJi,
    zhi_xing: facts.zhiXing,
    day_tian_shen: facts.dayTianShen,
    day_tian_shen_type: facts.dayTianShenType,
    day_ji_shen: facts.dayJiShen,
    day_xiong_sha: facts.dayXiongSha,
    constellation_28_xiu: facts.xiu,
    constellation_28_xiu_luck: facts.xiuLuck,
    month_breaker: isBreaker(facts.dayZhi, facts.monthZhi),
    year_breaker: isBreaker(facts.dayZhi, facts.yearZhi),
    next_jie_qi: facts.nextTerm.name,
    next_jie_qi_time: facts.nextTerm.time,
    slots: slotsOf(dayPillarOf(date)),
  };
}

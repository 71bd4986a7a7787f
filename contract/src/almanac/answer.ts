/**
 * The almanac day in v1's shape: the engine's day (the `ts` the pages read) and its English twin
 * (`englishAlmanacDay`) zipped into terms, the hours and instants on the request's clock.
 */
import {
  almanacDay,
  englishAlmanacDay,
  hourSlotsOf,
  isoOnClock,
  parseCivilDate,
  parseZone,
  slotOnClock,
  type HourSlot,
  type Ts,
  type YearStart,
  type Zone,
} from '@tongshu/engine';
import { term, terms, type Term } from '../shared/term';
import type { Pillar } from '../shared/pillar';
import type { AlmanacDayAnswer } from './schema';

type Hour = AlmanacDayAnswer['hours'][number];

/** The day's Chinese and English records side by side: one field as a term. */
function reader(zh: Ts, en: Ts) {
  const one = (field: keyof Ts): Term => term(String(zh[field]), String(en[field]));
  const many = (field: keyof Ts): Term[] =>
    terms(zh[field] as readonly string[], en[field] as readonly string[]);
  const pillar = (stem: keyof Ts, branch: keyof Ts): Pillar => ({
    stem: one(stem),
    branch: one(branch),
  });
  return { one, many, pillar };
}

/** A `YYYY-MM-DD HH:mm:ss` instant on China's clock (UTC+8), as ISO on `zone`'s clock. */
function chinaInstant(text: string, zone: Zone): string {
  const [date = '', clock = '00:00:00'] = text.split(' ');
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute, second] = clock.split(':').map(Number) as [number, number, number];
  return isoOnClock(zone, Date.UTC(year, month - 1, day, hour - 8, minute, second));
}

function hourOf(
  zh: HourSlot,
  en: HourSlot,
  slot: { startUtc: number; endUtc: number },
  zone: Zone,
): Hour {
  const one = (field: keyof HourSlot): Term => term(String(zh[field]), String(en[field]));
  const many = (field: 'star_stars' | 'time_yi' | 'time_ji') => terms(zh[field], en[field]);
  return {
    branch: one('zhi'),
    pillar: { stem: one('gan'), branch: one('zhi') },
    start: isoOnClock(zone, slot.startUtc),
    end: isoOnClock(zone, slot.endUtc),
    star: one('star_actual'),
    spirits: many('star_stars'),
    nobleman: zh.star_raising_nobleman ? one('star_raising_nobleman') : null,
    belt: {
      god: one('time_tian_shen'),
      belt: one('time_tian_shen_type'),
      luck: one('time_tian_shen_luck'),
    },
    nayin: one('time_na_yin'),
    clash: { stem: one('time_chong_gan'), branch: one('time_chong') },
    halting: one('time_sha'),
    suitable: many('time_yi'),
    avoid: many('time_ji'),
  };
}

/** The day for `date` read on `zone`'s clock, the printed year from `yearStart`; no personal part. */
export function almanacAnswer(
  date: string,
  zoneName: string,
  yearStart: YearStart,
): AlmanacDayAnswer {
  return dayAnswer(almanacDay(parseCivilDate(date), { yearStart }).ts, zoneName, yearStart);
}

/** The v1 day from the engine's `ts` (plain or personal: the day fields are the same). */
export function dayAnswer(zh: Ts, zoneName: string, yearStart: YearStart): AlmanacDayAnswer {
  const en = englishAlmanacDay({ ts: zh }).ts;
  const zone = parseZone(zoneName);
  const { one, many, pillar } = reader(zh, en);
  const date = parseCivilDate(zh.date);
  const enSlots = hourSlotsOf(en);
  return {
    date: zh.date,
    zone: zone.name,
    weekday: zh.day_no,
    yearStart,
    pillars: {
      year: pillar('year_gan', 'year_zhi'),
      month: pillar('month_gan', 'month_zhi'),
      day: pillar('day_gan', 'day_zhi'),
    },
    lunar: {
      year: pillar('lunar_year_gan', 'lunar_year_zhi'),
      month: zh.lmonth,
      leapMonth: zh.lmonth_leap,
      day: zh.lday,
    },
    luminary: one('qi_zheng'),
    officer: one('zhi_xing'),
    belt: {
      god: one('day_tian_shen'),
      belt: one('day_tian_shen_type'),
      luck: one('day_tian_shen_luck'),
    },
    mansion: {
      name: one('constellation_28_xiu'),
      animal: one('constellation_28_xiu_animal'),
      luck: one('constellation_28_xiu_luck'),
      palace: one('four_gong'),
      beast: one('four_shou'),
    },
    suitable: many('day_yi'),
    avoid: many('day_ji'),
    auspiciousStars: many('day_ji_shen'),
    inauspiciousStars: many('day_xiong_sha'),
    monthBreaker: zh.month_breaker,
    yearBreaker: zh.year_breaker,
    directions: {
      yangNobleman: one('day_position_yang_gui_desc'),
      yinNobleman: one('day_position_yin_gui_desc'),
      joy: one('day_position_xi_desc'),
      fortune: one('day_position_fu_desc'),
      wealth: one('day_position_cai_desc'),
    },
    nayinDoors: {
      life: one('nan_yin_wu_xing_sheng_men'),
      death: one('nan_yin_wu_xing_si_men'),
      ghost: one('nan_yin_wu_xing_wu_gui'),
      whiteTiger: one('nan_yin_wu_xing_bai_hu'),
    },
    fetusGod: { day: one('day_position_tai'), month: one('month_position_tai') },
    pengZu: { stem: one('peng_zu_gan'), branch: one('peng_zu_zhi') },
    nayin: one('day_na_yin'),
    clash: pillar('day_chong_gan', 'day_chong'),
    halting: one('day_sha'),
    void: many('day_xun_kong'),
    hexagram: zh.day_hexagram,
    moon: { name: one('yue_xiang'), phase: one('yue_xiang_phase') },
    solarTerm: {
      current: { term: one('jie_qi_current'), at: chinaInstant(zh.jie_qi_current_time, zone) },
      next: { term: one('next_jie_qi'), at: chinaInstant(zh.next_jie_qi_time, zone) },
    },
    hours: hourSlotsOf(zh).map((slot, branch) =>
      hourOf(slot, enSlots[branch] as HourSlot, slotOnClock(date, branch, zone), zone),
    ),
    personal: null,
  };
}

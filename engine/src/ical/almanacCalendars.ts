/**
 * The three Tong Shu calendars, one all-day event per day (docs/engine/ical.md):
 * - `tongshuicon`: an icon summary (moon phase, belt, day officer, clash animal);
 * - `tongshueng`: the same in English words;
 * - `tongshuchn`: the same in Chinese as printed almanacs.
 * Lunar new year is named in every summary. Descriptions carry the full day in English (Chinese
 * for `tongshuchn`). The English one stays under the feeds' 600 KB for a year (issue 33,
 * docs/decisions.md): each yellow-belt hour by its start, animal and god (the slot is always two
 * hours, the hour stem follows from the day's), the belt god without its luck (the belt says it),
 * and no Peng Zu taboos (the Chinese feed and the day page keep them). Each day also names its
 * flying star (日家紫白, issue 43), in English with the Chinese beside it: a year of it adds about
 * 15 KB and leaves the English feed under budget.
 */
import {
  beltTypes,
  branches,
  lunarDays,
  lunarMonths,
  moonPhases,
  zodiacAnimals,
} from '@tongshu/data';
import { almanacDay, hourSlotsOf } from '../almanac/almanacDay';
import type { Ts } from '../almanac/types';
import type { CivilDate } from '../calendar/civilDate';
import { DEFAULT_SCHOOL, type School } from '../schools/school';
import { englishAlmanacDay } from '../english/englishAlmanacDay';
import { dayStar, type DayStarRule } from '../stars/dayStar';
import { STARS, type NineStar } from '../stars/nineStars';
import { compactDate, type AllDayEvent } from './events';

export type AlmanacCalendarKind = 'tongshuicon' | 'tongshueng' | 'tongshuchn';

const list = (values: readonly string[]) => (values.length > 0 ? values.join(', ') : '-');

function isLunarNewYear(ts: Ts): boolean {
  return ts.lmonth === 1 && ts.lday === 1 && !ts.lmonth_leap;
}

function clashAnimalKey(zh: Ts): string {
  return branches[zh.day_chong]?.animal ?? zh.day_chong;
}

function iconSummary(zh: Ts, en: Ts): string {
  const moon = moonPhases[zh.yue_xiang_phase]?.emoji ?? '';
  const belt = beltTypes[zh.day_tian_shen_type]?.emoji ?? '';
  const clash = zodiacAnimals[clashAnimalKey(zh)]?.emoji ?? '';
  const newYear = isLunarNewYear(zh) ? '🧧 Lunar New Year ' : '';
  return `${newYear}${moon}${belt} ${en.zhi_xing} ⚔${clash}`;
}

function englishSummary(zh: Ts, en: Ts): string {
  const newYear = isLunarNewYear(zh) ? 'Lunar New Year · ' : '';
  return `${newYear}${en.zhi_xing} · ${en.day_tian_shen} · Clash ${zodiacAnimals[clashAnimalKey(zh)]?.en ?? en.day_chong}`;
}

function lunarDateZh(zh: Ts): string {
  const month = Object.entries(lunarMonths).find(([, term]) => term.month === zh.lmonth)?.[0] ?? '';
  const day = Object.entries(lunarDays).find(([, term]) => term.day === zh.lday)?.[0] ?? '';
  return `${zh.lmonth_leap ? '闰' : ''}${month}月${day}`;
}

function chineseSummary(zh: Ts): string {
  const newYear = isLunarNewYear(zh) ? '春节 ' : '';
  return `${newYear}${lunarDateZh(zh)} ${zh.zhi_xing}日 冲${clashAnimalKey(zh)}`;
}

/**
 * The moon by its phase, then the lunar day's traditional name when it says something else
 * ("Waning Gibbous (Sitting Wait Moon)"): the /tongshu page and the CLI name it the same way.
 */
function moonName(en: Ts): string {
  return en.yue_xiang && en.yue_xiang !== en.yue_xiang_phase
    ? `${en.yue_xiang_phase} (${en.yue_xiang})`
    : en.yue_xiang_phase;
}

/**
 * The star of a civil date under the school's rule: the almanac day is the civil date's under
 * every day change, and its star follows its day pillar (docs/engine/stars.md).
 */
function starOf(date: CivilDate, rule: DayStarRule): NineStar {
  const star = STARS[dayStar(date, rule) - 1];
  if (!star) throw new RangeError(`no day star for ${compactDate(date)}`);
  return star;
}

function englishDescription(en: Ts, star: NineStar): string {
  const hours = hourSlotsOf(en)
    .filter((slot) => slot.time_tian_shen_type === 'Yellow Belt')
    .map((slot) => `${slot.time.slice(0, 5)} ${slot.zhi} (${slot.time_tian_shen})`);
  return [
    `Lunar date: month ${en.lmonth}${en.lmonth_leap ? ' (leap)' : ''}, day ${en.lday}. Solar term: ${en.jie_qi_current}.`,
    `Day: ${en.day_gan} ${en.day_zhi}; month ${en.month_gan} ${en.month_zhi}; year ${en.year_gan} ${en.year_zhi}.`,
    `Day star: ${star.label}.`,
    `Day officer: ${en.zhi_xing}. Belt god: ${en.day_tian_shen} (${en.day_tian_shen_type}).`,
    `Constellation: ${en.constellation_28_xiu} (${en.constellation_28_xiu_luck}). NaYin: ${en.day_na_yin}.`,
    `Suit: ${list(en.day_yi)}.`,
    `Avoid: ${list(en.day_ji)}.`,
    `Good stars: ${list(en.day_ji_shen)}. Bad stars: ${list(en.day_xiong_sha)}.`,
    `Clash: ${en.day_chong_gan} ${en.day_chong}. Halting direction: ${en.day_sha}.`,
    `Directions: Yang Noble ${en.day_position_yang_gui_desc}, Yin Noble ${en.day_position_yin_gui_desc}, Happiness ${en.day_position_xi_desc}, Fortune ${en.day_position_fu_desc}, Wealth ${en.day_position_cai_desc}.`,
    `Yellow Belt hours: ${list(hours)}.`,
    `Moon: ${moonName(en)}.`,
  ].join('\n');
}

function chineseDescription(zh: Ts, star: NineStar): string {
  return [
    `农历${lunarDateZh(zh)} ${zh.lunar_year_gan}${zh.lunar_year_zhi}年 ${zh.jie_qi_current}`,
    `${zh.year_gan}${zh.year_zhi}年 ${zh.month_gan}${zh.month_zhi}月 ${zh.day_gan}${zh.day_zhi}日`,
    `日家紫白: ${star.zh}`,
    `宜: ${list(zh.day_yi)}`,
    `忌: ${list(zh.day_ji)}`,
    `值神: ${zh.day_tian_shen}(${zh.day_tian_shen_type}) 建除: ${zh.zhi_xing} 星宿: ${zh.constellation_28_xiu}${zh.constellation_28_xiu_animal}`,
    `吉神: ${list(zh.day_ji_shen)}`,
    `凶煞: ${list(zh.day_xiong_sha)}`,
    `冲${zh.day_chong_gan}${zh.day_chong} 煞${zh.day_sha} 彭祖: ${zh.peng_zu_gan} ${zh.peng_zu_zhi}`,
  ].join('\n');
}

/**
 * The all-day event of one date in a Tong Shu calendar; the school's `yearStart` picks the year
 * pillar shown (the day itself is the same under every day change: it is the civil date's).
 */
export function almanacEvent(
  kind: AlmanacCalendarKind,
  date: CivilDate,
  school: Pick<School, 'yearStart' | 'dayStarRule'> = DEFAULT_SCHOOL,
): AllDayEvent {
  const day = almanacDay(date, { yearStart: school.yearStart });
  const zh = day.ts;
  const uid = `${kind}-${compactDate(date)}@tongshu`;
  const star = starOf(date, school.dayStarRule);
  if (kind === 'tongshuchn')
    return { uid, date, summary: chineseSummary(zh), description: chineseDescription(zh, star) };
  const en = englishAlmanacDay(day).ts;
  const summary = kind === 'tongshuicon' ? iconSummary(zh, en) : englishSummary(zh, en);
  return { uid, date, summary, description: englishDescription(en, star) };
}

/**
 * 贵人登天门 ("the nobleman ascends the Heavenly Gate", `hour_X_star_raising_nobleman`): the hour
 * in which the day's Yang or Yin Nobleman, carried round by the month general (月将), stands on
 * 亥, the Heavenly Gate. Source: 《协纪辨方书》 vol. 7 (贵人登天门时), whose worked example after
 * 大寒 gives 甲 days 辰 (yang) and 戌 (yin); the yang noble counts only in daytime hours (卯..申),
 * the yin noble only at night (酉..寅).
 *
 * Heaven branch N sits over earth branch N + (hour - general), so the noble N stands on 亥 when
 * hour = 亥 - N + general (mod 12).
 */
import { mod } from '../sexagenary/cycle';

/** Yang (day) and yin (night) noble branches by day stem, the 六壬 table of 《协纪辨方书》. */
const YANG_NOBLE = [7, 8, 9, 11, 1, 0, 1, 2, 3, 5] as const;
const YIN_NOBLE = [1, 0, 11, 9, 7, 8, 7, 6, 5, 3] as const;

/** 月将 by the 中气 in force: 雨水 亥, 春分 戌 ... 大寒 子. */
const MONTH_GENERAL: Readonly<Record<string, number>> = {
  雨水: 11,
  春分: 10,
  谷雨: 9,
  小满: 8,
  夏至: 7,
  大暑: 6,
  处暑: 5,
  秋分: 4,
  霜降: 3,
  小雪: 2,
  冬至: 1,
  大寒: 0,
};

const HEAVENLY_GATE = 11;

export type RaisingNobleman = '阳贵人' | '阴贵人' | '';

function isDaytime(hourBranch: number): boolean {
  return hourBranch >= 3 && hourBranch <= 8;
}

/** The month general (月将) branch index for the 中气 in force. */
function monthGeneral(majorTerm: string): number {
  const general = MONTH_GENERAL[majorTerm];
  if (general === undefined) throw new RangeError(`not a major solar term (中气): ${majorTerm}`);
  return general;
}

export function raisingNobleman(
  dayStem: number,
  majorTerm: string,
  hourBranch: number,
): RaisingNobleman {
  const general = monthGeneral(majorTerm);
  const ascends = (noble: number) => mod(HEAVENLY_GATE - noble + general, 12) === hourBranch;
  if (isDaytime(hourBranch) && ascends(YANG_NOBLE[mod(dayStem, 10)] as number)) return '阳贵人';
  if (!isDaytime(hourBranch) && ascends(YIN_NOBLE[mod(dayStem, 10)] as number)) return '阴贵人';
  return '';
}

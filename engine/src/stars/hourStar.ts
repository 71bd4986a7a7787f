/**
 * The hour's flying star (时家紫白, `hour_X_star_actual`): after the winter solstice the 子 hour of
 * 子午卯酉 days starts at 1 White, of 辰戌丑未 days at 4 Green, of 寅申巳亥 days at 7 Red, and the
 * stars ascend hour by hour; after the summer solstice they start at 9 Purple, 6 White and 3 Jade
 * and descend. Source: 《协纪辨方书》 vol. 3 (时家紫白); checked against lunar-javascript
 * `Lunar.getTimeNineStar()` in tests.
 */
import { inYangHalf } from '../calendar/yangHalf';
import { mod } from '../sexagenary/cycle';
import { NINE_STARS, type NineStarName } from './nineStars';

/** Hour stars ascend in the yang half of the year (from the winter solstice). */
export function isHourStarAscending(termInForce: string): boolean {
  return inYangHalf(termInForce);
}

export function hourNineStar(
  ascending: boolean,
  dayBranch: number,
  hourBranch: number,
): NineStarName {
  const group = dayBranch % 3;
  const index = ascending ? 3 * group + hourBranch : 8 - 3 * group - hourBranch;
  return NINE_STARS[mod(index, 9)] as NineStarName;
}

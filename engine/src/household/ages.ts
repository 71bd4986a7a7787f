/**
 * The two ages a lunar birthday shows.
 *
 * - 虚岁 (nominal age): one at birth and one more at each lunar new year (春节), so on any day it
 *   is the lunar year minus the birth's lunar year, plus one. 《现代汉语词典》 (7th ed.), 虚岁:
 *   "按传统方法计算年龄，人一出生就算一岁，以后每逢新年增加一岁"; Wikipedia, "East Asian age
 *   reckoning" (the Chinese count adds a year at the Chinese New Year). Some count from 立春
 *   instead; on a lunar birthday the two agree except for births and birthdays between 立春 and
 *   the new year, and the feed uses the lunar new year, as the lunar birthday itself does.
 * - Western age: completed Gregorian years between the birth date and the date; a 29 February
 *   birth completes its year on 1 March in a common year.
 */
import type { CivilDate } from '../calendar/civilDate';

/** 虚岁 in lunar year `lunarYear` of someone born in lunar year `birthLunarYear` (years). */
export function nominalAge(birthLunarYear: number, lunarYear: number): number {
  return lunarYear - birthLunarYear + 1;
}

/** Completed years from `birth` to `on` (both civil dates on the same clock). */
export function westernAge(birth: CivilDate, on: CivilDate): number {
  const before = on.month < birth.month || (on.month === birth.month && on.day < birth.day);
  return on.year - birth.year - (before ? 1 : 0);
}

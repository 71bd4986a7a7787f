/**
 * `dayDifferences`: where the schools part on an almanac day. A civil date's day pillar is the
 * same under every day change, but its Rat (子) hour is not: under 23:00 the slot opens the
 * evening before; at midnight the date holds an early Rat hour (00:00-00:59) and a late one
 * (23:00-23:59), whose stem depends on the school. The year pillar the almanac prints, and the
 * year's flying star, change at 立春 or at the lunar new year; the day's star and the way the day's
 * and hour's grids fly are the flying-star schools' (starDifferences.ts).
 */
import { almanacDay } from '../almanac/almanacDay';
import { civilDate, formatCivilDate, parseCivilDate, type CivilDate } from '../calendar/civilDate';
import { pillarsAt } from '../calendar/pillarsAt';
import { branchIndex, jiaziIndex, stemIndex } from '../sexagenary/cycle';
import { optionDifferences, pillarNameWords, pillarWords, whySentence } from './compare';
import type { SchoolDifferences } from './differenceTypes';
import { schoolOf, type DayChange, type School, type SchoolField } from './school';
import { starDifferences, YEAR_STAR, yearStarWords } from './starDifferences';

const COMPARED: readonly SchoolField[] = ['dayChange', 'yearStart', 'dayStarRule', 'starFlight'];
const RAT_SLOT = 'Rat hour (子时) slot';
const LATE_DAY = 'day pillar from 23:00';
const YEAR = 'year pillar';

/**
 * The date's Rat hour slot and the day pillar in force from 23:00, under one day change:
 * "23:00 the evening before to 00:59 甲子 (Wood Rat)" or "00:00-00:59 甲子 (Wood Rat) then
 * 23:00-23:59 丙子 (Fire Rat)".
 */
function ratHours(date: CivilDate, dayChange: DayChange): Record<string, string> {
  const early = pillarsAt({ ...date, hour: 0, minute: 30 }, dayChange);
  const late = pillarsAt({ ...date, hour: 23, minute: 30 }, dayChange);
  let slot: string;
  if (late.day !== early.day) slot = `23:00 the evening before to 00:59 ${pillarWords(early.hour)}`;
  else if (late.hour === early.hour)
    slot = `00:00-00:59 and 23:00-23:59 ${pillarWords(early.hour)}`;
  else slot = `00:00-00:59 ${pillarWords(early.hour)} then 23:00-23:59 ${pillarWords(late.hour)}`;
  return { [RAT_SLOT]: slot, [LATE_DAY]: pillarWords(late.day) };
}

/**
 * Where the schools differ on a civil date: the Rat (子) hour slot and its pillars, and the day
 * pillar in force from 23:00, under each day change (`dayChange`: they always differ); the
 * almanac's year pillar and the year's flying star under each year start (`yearStart`: between
 * 立春 and the lunar new year only); the day's star under each day-star count (`dayStarRule`) and
 * the day's and hour's grid flight under each `starFlight` (yin half only), as "9 Purple (九紫)"
 * and "backward (逆飞)". The day pillar of the date itself is the same under every school and is
 * not listed. Sources: `SCHOOL_OPTIONS` (lunar-javascript EightChar sect 1 and 2,
 * getYearInGanZhiByLiChun and getYearInGanZhi; the day-star rules of docs/engine/stars.md);
 * docs/engine/schools-differences.md.
 * @param date `YYYY-MM-DD`, `YYYYMMDD` or a `CivilDate`, 1900..2100, on China's civil clock.
 * @param options the school in force (missing fields: the default).
 * @throws RangeError for a date that does not exist or is out of range.
 */
export function dayDifferences(
  date: CivilDate | string,
  options: Partial<School> = {},
): SchoolDifferences {
  const civil =
    typeof date === 'string' ? parseCivilDate(date) : civilDate(date.year, date.month, date.day);
  const school = schoolOf(options);
  const { ts } = almanacDay(civil);
  const years: Record<School['yearStart'], string> = {
    lichun: pillarNameWords(`${ts.year_gan}${ts.year_zhi}`),
    'lunar-new-year': pillarNameWords(`${ts.lunar_year_gan}${ts.lunar_year_zhi}`),
  };
  const yearStars: Record<School['yearStart'], string> = {
    lichun: yearStarWords(civil, 'lichun'),
    'lunar-new-year': yearStarWords(civil, 'lunar-new-year'),
  };
  const on = `On ${formatCivilDate(civil)}`;
  const dayPillar = pillarWords(jiaziIndex(stemIndex(ts.day_gan), branchIndex(ts.day_zhi)));
  const dayChange = optionDifferences(
    school,
    'dayChange',
    [RAT_SLOT, LATE_DAY],
    (variant) => ratHours(civil, variant.dayChange),
    (field, values) => whySentence(`${on}, a ${dayPillar} day`, 'dayChange', field, values),
  );
  const yearStart = optionDifferences(
    school,
    'yearStart',
    [YEAR, YEAR_STAR],
    (variant) => ({ [YEAR]: years[variant.yearStart], [YEAR_STAR]: yearStars[variant.yearStart] }),
    (field, values) => whySentence(on, 'yearStart', field, values),
  );
  const stars = starDifferences(civil, school, `${on}, a ${dayPillar} day`);
  return { school, compared: COMPARED, differences: [...dayChange, ...yearStart, ...stars] };
}

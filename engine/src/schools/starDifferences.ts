/**
 * Where the flying-star schools part on an almanac day (docs/engine/stars.md, "Where schools
 * differ"): the day's star under every day-star count (`dayStarRule`), and the way the day's and
 * the hour's grids fly (`starFlight`). The year's star under each year start is read here too and
 * listed with the year pillar (dayDifferences.ts). Every grid is `starCharts`'s.
 */
import type { CivilDate } from '../calendar/civilDate';
import { starCharts } from '../stars/starCharts';
import type { StarGrid } from '../stars/flyGrid';
import { STARS } from '../stars/nineStars';
import { optionDifferences, whySentence, type Reading } from './compare';
import type { SchoolDifference } from './differenceTypes';
import type { School } from './school';

export const YEAR_STAR = 'year star';
export const DAY_STAR = 'day star';
export const DAY_FLIGHT = 'flight of the day grid';
export const HOUR_FLIGHT = 'flight of the hour grids';

/** The hours the twelve two-hour slots of a civil date open at (子 from 00:00 on the date). */
const SLOT_HOURS = [0, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21];

/** "9 Purple (九紫)": a star by its number with its English. */
export function starWords(star: number): string {
  const found = STARS[star - 1];
  if (!found) throw new RangeError(`no star ${star}`);
  return `${found.number} ${found.colour} (${found.zh})`;
}

const flightWords = (flight: StarGrid['flight']): string =>
  flight === 'forward' ? 'forward (顺飞)' : 'backward (逆飞)';

/** The date at noon, as the almanac reads its day, year and month stars. */
const noonOf = (date: CivilDate) => ({ ...date, hour: 12, minute: 0 });

/** The year's star of the date under a year start. */
export function yearStarWords(date: CivilDate, yearStart: School['yearStart']): string {
  return starWords(starCharts(noonOf(date), { yearStart }).year.center);
}

/**
 * The hour grids' flight through the date's twelve slots: "backward (逆飞)" when all fly one way,
 * else each way from the slot it begins at: "forward (顺飞) from 00:00, backward (逆飞) from 13:00".
 */
function hourFlights(date: CivilDate, school: School): string {
  const runs: { hour: number; words: string }[] = [];
  for (const hour of SLOT_HOURS) {
    const { starFlight, dayChange } = school;
    const grid = starCharts({ ...date, hour, minute: 0 }, { starFlight, dayChange }).hour;
    const words = flightWords(grid.flight);
    if (runs.at(-1)?.words !== words) runs.push({ hour, words });
  }
  if (runs.length === 1) return runs[0]?.words ?? '';
  return runs.map((run) => `${run.words} from ${String(run.hour).padStart(2, '0')}:00`).join(', ');
}

function starReading(date: CivilDate, school: School): Reading {
  const { dayStarRule, starFlight } = school;
  const day = starCharts(noonOf(date), { dayStarRule, starFlight }).day;
  return {
    [DAY_STAR]: starWords(day.center),
    [DAY_FLIGHT]: flightWords(day.flight),
    [HOUR_FLIGHT]: hourFlights(date, school),
  };
}

/**
 * The day's star under each `dayStarRule`, and the day's and the hour's grid flight under each
 * `starFlight`, where they change: the grids fly backward only in the yin half (docs/engine/
 * stars.md), so the flights are listed from the summer solstice to the winter one.
 * @param context the sentence's opening, e.g. "On 2024-02-09, a 癸卯 (Water Rabbit) day".
 */
export function starDifferences(
  date: CivilDate,
  school: School,
  context: string,
): SchoolDifference[] {
  const read = (variant: School) => starReading(date, variant);
  return [
    ...optionDifferences(school, 'dayStarRule', [DAY_STAR], read, (field, values) =>
      whySentence(context, 'dayStarRule', field, values),
    ),
    ...optionDifferences(school, 'starFlight', [DAY_FLIGHT, HOUR_FLIGHT], read, (field, values) =>
      whySentence(`${context}, in the yin half of the year`, 'starFlight', field, values),
    ),
  ];
}

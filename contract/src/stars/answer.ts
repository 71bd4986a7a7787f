/** The four flying-star grids as v1 answers them: every star with its English. */
import {
  DEFAULT_ZONE,
  PALACE_DIRECTIONS,
  parseCivilDate,
  schoolOf,
  starCharts,
  STARS,
  type School,
  type StarGrid,
  type StarPalace,
} from '@tongshu/engine';
import { directions, nineStars } from '@tongshu/data';
import { glossaryTerm } from '../shared/pillar';
import { term } from '../shared/term';
import type { StarsAnswer } from './schema';
import { clockOf } from '../shared/inputs';

/** A star as the answer names it: its number, its Chinese and the glossary's English. */
export const starOf = (number: number) => {
  const star = STARS[number - 1];
  if (!star) throw new RangeError(`no star ${number}`);
  return { number: star.number, zh: star.zh, en: nineStars[star.zh]?.en ?? star.label };
};

/** A palace's direction: the centre is 中宫, as on a Qi Men board; the others as the almanac. */
export const palaceDirection = (palace: StarPalace) =>
  glossaryTerm(directions, palace === 'c' ? '中宫' : PALACE_DIRECTIONS[palace]);

function gridAnswer(grid: StarGrid): StarsAnswer['year'] {
  return {
    center: starOf(grid.center),
    flight: grid.flight === 'forward' ? term('顺飞', 'forward') : term('逆飞', 'backward'),
    palaces: (Object.keys(grid.palaces) as StarPalace[]).map((palace) => ({
      palace,
      direction: palaceDirection(palace),
      star: starOf(grid.palaces[palace]),
    })),
  };
}

/** The school fields the grids depend on; absent ones are the defaults. */
export type StarsSchool = Partial<
  Pick<School, 'dayChange' | 'yearStart' | 'dayStarRule' | 'starFlight'>
>;

/** The grids at `date` `time` (default 12:00) on the clock of `zone`, in `given`'s school. */
export function starsAnswer(
  date: string,
  time: string | undefined,
  zone: string = DEFAULT_ZONE,
  given: StarsSchool = {},
): StarsAnswer {
  const clock = time ?? '12:00';
  const { dayChange, yearStart, dayStarRule, starFlight } = schoolOf(given);
  const school = { dayChange, yearStart, dayStarRule, starFlight };
  const charts = starCharts({ ...parseCivilDate(date), ...clockOf(clock) }, { zone, ...school });
  return {
    date,
    time: clock,
    zone,
    year: gridAnswer(charts.year),
    month: gridAnswer(charts.month),
    day: gridAnswer(charts.day),
    hour: gridAnswer(charts.hour),
    conventions: { dayStarRule, starFlight, dayChange, yearStart },
  };
}

/** A house's natal chart as v1 answers it: every star and mountain with its English. */
import {
  FLIGHT_PATH,
  houseChart,
  parseCivilDate,
  starCharts,
  type HouseChart,
  type School,
  type StarGrid,
} from '@tongshu/engine';
import { term } from '../shared/term';
import { palaceDirection, starOf } from './answer';
import { facingOf, type HouseAnswer } from './houseSchema';
import { mountainTerm } from './mountainTerm';

export interface HouseQuery {
  readonly period: number;
  /** Degrees, a mountain or a mountain's code (`facingOf`). */
  readonly facing: string;
  readonly replacementDegrees?: School['replacementDegrees'];
  readonly replacementFive?: School['replacementFive'];
  /** Where the overlay's year starts: 立春 (default) or the lunar new year. */
  readonly yearStart?: School['yearStart'];
  /** The date whose year and month stars are laid over the palaces, on `zone`'s clock. */
  readonly date?: string;
  readonly zone: string;
}

const METHODS: Readonly<Record<HouseChart['method'], string>> = {
  下卦: 'base chart',
  替卦: 'replacement chart',
};

/** The chart of `query`; throws RangeError for a facing `facingOf` cannot read. */
export function houseAnswer(query: HouseQuery): HouseAnswer {
  const facing = facingOf(query.facing);
  if (facing === undefined) throw new RangeError(`no facing ${query.facing}`);
  const chart = houseChart({
    period: query.period,
    facing,
    replacementDegrees: Number(query.replacementDegrees ?? '3'),
    replacementFive: query.replacementFive ?? 'keep',
  });
  // The year's and month's stars are the same all day: noon keeps a date off any day change.
  let over: { year: StarGrid; month: StarGrid } | undefined;
  if (query.date)
    over = starCharts(
      { ...parseCivilDate(query.date), hour: 12, minute: 0 },
      { zone: query.zone, yearStart: query.yearStart ?? 'lichun' },
    );
  return {
    period: chart.period,
    facing: { ...chart.facing, mountain: mountainTerm(chart.facing.mountain) },
    sitting: { mountain: mountainTerm(chart.sitting.mountain) },
    method: term(chart.method, METHODS[chart.method]),
    palaces: FLIGHT_PATH.map((palace) => {
      const stars = chart.palaces[palace];
      return {
        palace,
        direction: palaceDirection(palace),
        period: starOf(stars.period),
        mountain: starOf(stars.mountain),
        water: starOf(stars.water),
        ...(over
          ? { year: starOf(over.year.palaces[palace]), month: starOf(over.month.palaces[palace]) }
          : {}),
      };
    }),
    formations: chart.formations.map((formation) => term(formation.zh, formation.en)),
    ...(over && query.date
      ? {
          overlay: {
            date: query.date,
            zone: query.zone,
            year: starOf(over.year.center),
            month: starOf(over.month.center),
          },
        }
      : {}),
    conventions: {
      replacementDegrees: query.replacementDegrees ?? '3',
      replacementFive: query.replacementFive ?? 'keep',
      ...(query.date ? { yearStart: query.yearStart ?? 'lichun' } : {}),
    },
  };
}

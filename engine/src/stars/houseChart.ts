/**
 * A house's natal flying-star chart (玄空飞星 宅命盘) from its period (1..9, the period it was built
 * or last renewed in) and its facing (compass degrees or one of the 24 mountains):
 * 1. the period star enters the centre and flies forward (the period chart);
 * 2. the period chart's stars in the sitting and the facing palaces enter the centre as the
 *    mountain (山星) and the water (向星) star;
 * 3. each flies forward if the mountain at the sitting's (facing's) place in that star's home
 *    palace is yang, backward if yin; a 5 has no home palace and takes the polarity of the sitting
 *    (facing) mountain itself.
 * This is 下卦. Near a mountain's edge (within `replacementDegrees` of it, 3° by default, a school
 * option) the chart is 替卦: the star entering the centre is replaced by the 起星诀 star of the
 * mountain it stands for (子癸甲申 1, 壬卯乙未坤 2, 乾亥辰巽巳戌 6, 酉辛丑艮丙 7, 寅午庚丁 9) and flies
 * the same way. A 5 stands for no mountain: under `replacementFive: 'keep'` (the default,
 * destiny-core and the mingyu 替卦 citing 《沈氏玄空学》) it stays 5; under `'replace'`
 * (funfwo/Fengshui paipan.py) it takes the sitting (facing) mountain's own 起星 star, flown by
 * that mountain's polarity either way. Sources: 《沈氏玄空学》 (Shen Zhu-Reng), vol. 1, 挨星; Wikibooks "Feng Shui/Flying
 * Star Feng Shui" (Mountain Stars, Facing Stars, Substitute Star); checked in tests against
 * published charts (docs/engine/stars.md).
 */
import type { ReplacementFive } from '../schools/school';
import { flyGrid, FLIGHT_PATH, type StarPalace } from './flyGrid';
import { mountainAt, mountainFacts, mountainOfStar, MOUNTAINS, type Mountain } from './mountains';
import { starAfter, type StarNumber } from './nineStars';

const REPLACEMENTS: readonly [StarNumber, string][] = [
  [1, '子癸甲申'],
  [2, '壬卯乙未坤'],
  [6, '乾亥辰巽巳戌'],
  [7, '酉辛丑艮丙'],
  [9, '寅午庚丁'],
];

/** The 起星诀 star of a mountain (替卦). */
function replacementOf(mountain: Mountain): StarNumber {
  const found = REPLACEMENTS.find(([, mountains]) => mountains.includes(mountain));
  if (!found) throw new RangeError(`no replacement star for ${mountain}`);
  return found[0];
}

export interface HouseInput {
  readonly period: number;
  /** Compass degrees (0 north, clockwise) or one of the 24 mountains. */
  readonly facing: number | Mountain;
  /** 替卦 within this many degrees of a mountain's edge (default 3; some use 4.5). */
  readonly replacementDegrees?: number;
  /** A 5 reaching the centre of a 替卦 chart: `keep` (default) or `replace` (school option). */
  readonly replacementFive?: ReplacementFive;
}

export interface HousePalace {
  readonly period: StarNumber;
  readonly mountain: StarNumber;
  readonly water: StarNumber;
}

export interface HouseFormation {
  readonly zh: string;
  readonly en: string;
}

export interface HouseChart {
  readonly period: StarNumber;
  readonly facing: { readonly degrees?: number; readonly mountain: Mountain };
  readonly sitting: { readonly mountain: Mountain };
  readonly method: '下卦' | '替卦';
  readonly palaces: Readonly<Record<StarPalace, HousePalace>>;
  readonly formations: readonly HouseFormation[];
}

/**
 * The centre star of the mountain or water chart and the way it flies; `replaced` is 替卦, and
 * `fiveReplaced` replaces a 5 there by `own` mountain's 起星 star.
 */
function starChart(
  base: StarNumber,
  own: Mountain,
  replaced: boolean,
  fiveReplaced: boolean,
): { readonly center: StarNumber; readonly forward: boolean } {
  const facts = mountainFacts(own);
  if (base === 5)
    return { center: replaced && fiveReplaced ? replacementOf(own) : 5, forward: facts.yang };
  const standIn = mountainOfStar(base, facts.place);
  return {
    center: replaced ? replacementOf(standIn) : base,
    forward: mountainFacts(standIn).yang,
  };
}

/** @throws RangeError for a period outside 1..9 or a facing that is no bearing or mountain. */
export function houseChart(input: HouseInput): HouseChart {
  if (!Number.isInteger(input.period) || input.period < 1 || input.period > 9)
    throw new RangeError(`period must be 1-9: ${input.period}`);
  const period = input.period as StarNumber;
  const byDegrees = typeof input.facing === 'number';
  if (byDegrees && !Number.isFinite(input.facing))
    throw new RangeError(`facing must be compass degrees or a mountain: ${input.facing}`);
  if (!byDegrees && !MOUNTAINS.includes(input.facing as Mountain))
    throw new RangeError(`facing must be compass degrees or a mountain: ${input.facing}`);
  const found = byDegrees ? mountainAt(input.facing as number) : undefined;
  const facing = found ? found.mountain : (input.facing as Mountain);
  const sitting = MOUNTAINS[(MOUNTAINS.indexOf(facing) + 12) % 24] as Mountain;
  const replaced = found !== undefined && found.fromEdge < (input.replacementDegrees ?? 3);
  const periodGrid = flyGrid(period);
  const mountainBase = periodGrid.palaces[mountainFacts(sitting).palace];
  const waterBase = periodGrid.palaces[mountainFacts(facing).palace];
  const fiveReplaced = input.replacementFive === 'replace';
  const mountainStars = starChart(mountainBase, sitting, replaced, fiveReplaced);
  const waterStars = starChart(waterBase, facing, replaced, fiveReplaced);
  const mountainGrid = flyGrid(
    mountainStars.center,
    mountainStars.forward ? 'forward' : 'backward',
  );
  const waterGrid = flyGrid(waterStars.center, waterStars.forward ? 'forward' : 'backward');
  const palaces = {} as Record<StarPalace, HousePalace>;
  for (const palace of FLIGHT_PATH) {
    palaces[palace] = {
      period: periodGrid.palaces[palace],
      mountain: mountainGrid.palaces[palace],
      water: waterGrid.palaces[palace],
    };
  }
  const chart = {
    period,
    facing: { ...(found ? { degrees: input.facing as number } : {}), mountain: facing },
    sitting: { mountain: sitting },
    method: replaced ? ('替卦' as const) : ('下卦' as const),
    palaces,
  };
  return {
    ...chart,
    formations: formationsOf(palaces, period, {
      sitting: mountainFacts(sitting).palace,
      facing: mountainFacts(facing).palace,
      mountain: mountainStars,
      water: waterStars,
    }),
  };
}

interface Sides {
  readonly sitting: StarPalace;
  readonly facing: StarPalace;
  readonly mountain: { readonly center: StarNumber; readonly forward: boolean };
  readonly water: { readonly center: StarNumber; readonly forward: boolean };
}

/** Three stars in a row (1-2-3 ... 8-9-1, 9-1-2) whatever their order. */
function strung(stars: readonly StarNumber[]): boolean {
  return stars.some((first) => [0, 1, 2].every((step) => stars.includes(starAfter(first, step))));
}

/**
 * The chart's named formations (《沈氏玄空学》; English as Wikibooks "Feng Shui/Flying Star Feng
 * Shui" and the practitioner literature name them).
 */
function formationsOf(
  palaces: Readonly<Record<StarPalace, HousePalace>>,
  period: StarNumber,
  sides: Sides,
): HouseFormation[] {
  const at = palaces[sides.facing];
  const back = palaces[sides.sitting];
  const all = Object.values(palaces);
  const found: HouseFormation[] = [];
  if (back.mountain === period && at.water === period)
    found.push({ zh: '旺山旺向', en: 'Prosperous mountain, prosperous water' });
  if (at.mountain === period && back.water === period)
    found.push({ zh: '上山下水', en: 'Reversed mountain and water' });
  if (at.mountain === period && at.water === period)
    found.push({ zh: '双星会向', en: 'Double stars meet at the facing' });
  if (back.mountain === period && back.water === period)
    found.push({ zh: '双星会坐', en: 'Double stars meet at the sitting' });
  for (const [side, stars] of [
    ['mountain', sides.mountain],
    ['water', sides.water],
  ] as const) {
    const name = side === 'mountain' ? 'Mountain' : 'Water';
    if (stars.center === 5 && stars.forward)
      found.push({ zh: `${side === 'mountain' ? '山' : '向'}星伏吟`, en: `${name} stars Fu Yin` });
    if (stars.center === 5 && !stars.forward)
      found.push({ zh: `${side === 'mountain' ? '山' : '向'}星反吟`, en: `${name} stars Fan Yin` });
  }
  if (all.every((p) => p.mountain + p.period === 10))
    found.push({ zh: '合十 (山星)', en: 'Sum of ten with the mountain stars' });
  if (all.every((p) => p.water + p.period === 10))
    found.push({ zh: '合十 (向星)', en: 'Sum of ten with the water stars' });
  if (all.every((p) => strung([p.period, p.mountain, p.water])))
    found.push({ zh: '连珠三般卦', en: 'String of pearls' });
  return found;
}

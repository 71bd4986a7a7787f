/**
 * Dun (遁) and ju (局) for each chart kind. Sources: METAPHYSICS.md sections 2.1 and 2.11
 * (拆补 table: qimen-rs docs/algorithm-sources.md, qimen-go `_QiMenJu`, kinqimen `jieqicode_jq`;
 * month: qimen-go `GetMonthYuanJu`, bigfish `yuejia.ts`; year: mingpan `PanTypeCalculator.ts`,
 * qimen-go `GetYearYuanJu`).
 */
import { inYangHalf } from '../calendar/yangHalf';
import { mod } from '../sexagenary/cycle';
import type { Dun } from './board';
import { addDays, daysBetween, type CivilDate } from '../calendar/civilDate';

export interface DunJu {
  readonly dun: Dun;
  readonly ju: number;
  /** 0 上元 (upper), 1 中元 (middle), 2 下元 (lower). */
  readonly yuan: 0 | 1 | 2;
}

/** 拆补 ju per solar term for the upper, middle and lower yuan. */
const CHAI_BU: Readonly<Record<string, readonly [number, number, number]>> = {
  冬至: [1, 7, 4],
  小寒: [2, 8, 5],
  大寒: [3, 9, 6],
  立春: [8, 5, 2],
  雨水: [9, 6, 3],
  惊蛰: [1, 7, 4],
  春分: [3, 9, 6],
  清明: [4, 1, 7],
  谷雨: [5, 2, 8],
  立夏: [4, 1, 7],
  小满: [5, 2, 8],
  芒种: [6, 3, 9],
  夏至: [9, 3, 6],
  小暑: [8, 2, 5],
  大暑: [7, 1, 4],
  立秋: [2, 5, 8],
  处暑: [1, 4, 7],
  白露: [9, 3, 6],
  秋分: [7, 1, 4],
  寒露: [6, 9, 3],
  霜降: [5, 8, 2],
  立冬: [6, 9, 3],
  小雪: [5, 8, 2],
  大雪: [4, 7, 1],
};

/** The yuan of a pillar: its 符头 (latest 甲 or 己 day, or year) is 子午卯酉 上, 寅申巳亥 中, 辰戌丑未 下. */
export function yuanOfPillar(pillar: number): 0 | 1 | 2 {
  return mod(Math.floor(mod(pillar, 60) / 5), 3) as 0 | 1 | 2;
}

/** The upper, middle and lower yuan ju of a solar term (拆补 table; 置闰 uses it too). */
export function chaibuRow(term: string): readonly [number, number, number] {
  const row = CHAI_BU[term];
  if (!row) throw new RangeError(`not a solar term: ${term}`);
  return row;
}

/** Hour chart, 拆补: the term in force at the instant and the day pillar's yuan. */
export function hourChartJu(term: string, dayPillar: number): DunJu {
  const row = chaibuRow(term);
  const yuan = yuanOfPillar(dayPillar);
  return { dun: inYangHalf(term) ? 'yang' : 'yin', ju: row[yuan], yuan };
}

/** Month chart: always yin; the 符头 year (latest 甲 or 己 year) decides 7, 1 or 4. */
export function monthChartJu(yearPillar: number): DunJu {
  const yuan = yuanOfPillar(yearPillar);
  return { dun: 'yin', ju: [7, 1, 4][yuan] as number, yuan };
}

/** Year chart: always yin; 60-year 元 of the 180-year cycle from 1864: 1, 4, 7. */
export function yearChartJu(solarYear: number): DunJu {
  const yuan = mod(Math.floor((solarYear - 1864) / 60), 3) as 0 | 1 | 2;
  return { dun: 'yin', ju: [1, 4, 7][yuan] as number, yuan };
}

export interface Solstices {
  readonly summer: CivilDate;
  readonly winter: CivilDate;
}

/** The 甲子 day nearest a date (the earlier one when both are 30 days away). */
function nearestJiaziDay(date: CivilDate, pillarOfDate: (date: CivilDate) => number): CivilDate {
  const back = pillarOfDate(date);
  return addDays(date, back <= 30 ? -back : 60 - back);
}

/**
 * Day chart (日家, "仿时家"): yang after the winter solstice, yin after the summer one; each half
 * starts on the 甲子 day nearest its solstice and runs in 60-day yuan: yang 1, 7, 4, yin 9, 3, 6;
 * a fourth block before the next anchor repeats the lower yuan. The anchoring is our proposed
 * default (METAPHYSICS.md 2.11: no source settles it; bigfish `rijia.ts` gives the ju sequence).
 */
export function dayChartJu(
  date: CivilDate,
  pillarOfDate: (date: CivilDate) => number,
  solsticesOf: (year: number) => Solstices,
): DunJu {
  const previous = solsticesOf(date.year - 1);
  const current = solsticesOf(date.year);
  const anchors = [
    { dun: 'yin' as const, solstice: previous.summer },
    { dun: 'yang' as const, solstice: previous.winter },
    { dun: 'yin' as const, solstice: current.summer },
    { dun: 'yang' as const, solstice: current.winter },
  ]
    .map(({ dun, solstice }) => ({ dun, start: nearestJiaziDay(solstice, pillarOfDate) }))
    .filter(({ start }) => daysBetween(start, date) >= 0);
  const anchor = anchors[anchors.length - 1];
  if (!anchor)
    throw new RangeError(`no day-chart anchor before ${date.year}-${date.month}-${date.day}`);
  const yuan = Math.min(2, Math.floor(daysBetween(anchor.start, date) / 60)) as 0 | 1 | 2;
  const sequence = anchor.dun === 'yang' ? [1, 7, 4] : [9, 3, 6];
  return { dun: anchor.dun, ju: sequence[yuan] as number, yuan };
}

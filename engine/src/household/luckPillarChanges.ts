/**
 * `luckPillarChanges`: when each of a person's nine luck pillars (大运) begins, as UTC instants
 * for a calendar, from the Bazi chart in the person's school (docs/engine/bazi.md). The pillars
 * and ages are the chart's; the instants are the chart's first start on China's clock
 * (`luckStart`, the school's `luckStart` rule) plus 10(k-1) years (`addYears`), the two steps
 * `baziChart` takes before it shows them on the birth zone's clock. Tests hold every instant, read
 * on the birth zone's clock, equal to `baziChart(...).luck.pillars[k].start`.
 */
import { baziChart, type BaziChart, type Birth } from '../bazi/baziChart';
import { addYears, luckStart } from '../bazi/luckStart';
import type { ChartOptions } from '../time/birthMoment';

export interface LuckPillarChange {
  /** 1..9 */
  readonly index: number;
  /** The instant the pillar begins, ms since the epoch (UTC). */
  readonly utcMs: number;
  readonly pillar: { readonly stem: string; readonly branch: string };
  /** 虚岁 at the start as the chart counts it: start year - birth year + 1 (Gregorian years). */
  readonly age: number;
}

const CHINA_MS = 8 * 3_600_000;

/**
 * The nine luck-pillar starts of a birth.
 * @param birth the clock reading of the birth and the gender (`Birth`, as `baziChart` takes it).
 * @param options the birth zone, longitude, conventions and school (`ChartOptions`).
 * @throws RangeError for a birth `baziChart` refuses.
 */
export function luckPillarChanges(birth: Birth, options: ChartOptions = {}): LuckPillarChange[] {
  return luckChangesOfChart(baziChart(birth, options));
}

/** The nine luck-pillar starts of a chart already made (`baziChart`), as `luckPillarChanges`. */
export function luckChangesOfChart(chart: BaziChart): LuckPillarChange[] {
  const first = luckStart(chart.moment.china, chart.luck.forward, chart.luck.rule).start;
  return chart.luck.pillars.map((pillar, i) => {
    const at = addYears(first, 10 * i);
    return {
      index: pillar.index,
      utcMs: Date.UTC(at.year, at.month - 1, at.day, at.hour, at.minute, at.second) - CHINA_MS,
      pillar: { stem: pillar.stem, branch: pillar.branch },
      age: pillar.age,
    };
  });
}

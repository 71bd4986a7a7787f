/** The reading's pillars in the shape the natal tables draw (`ChartPillar`, Chinese values). */
import type { BaziReading } from '@tongshu/bff/api';
import type { ChartPillar } from './chart';

type Flow = BaziReading['now']['year'];

/** A pillar now as the chart's cells take one: the stem, branch and ten gods in Chinese. */
export const chartPillarOf = (flow: Flow): ChartPillar => ({
  stem: flow.pillar.stem.zh,
  branch: flow.pillar.branch.zh,
  tenGod: flow.tenGod.zh,
  hiddenStems: flow.hiddenStems.map((hidden) => ({
    stem: hidden.stem.zh,
    tenGod: hidden.tenGod.zh,
  })),
});

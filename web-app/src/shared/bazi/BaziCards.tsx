/** The Bazi Chart, 10 Year Luck Pillar and its start time cards of a chart (a user's or a person's). */
import { Card } from '@tongshu/web-ui';
import { BaziChartTable } from './BaziChartTable';
import type { BaziChartData } from './chart';
import { ChartMomentNote } from './ChartMomentNote';
import { LuckPillarTables } from './LuckPillarTables';
import { LuckStartTable } from './LuckStartTable';
import { StemCell } from './PillarCells';

export function BaziCards({
  chart,
  missing = 'Save your date and time of birth above to see your Bazi chart and luck pillars.',
}: {
  readonly chart: BaziChartData | null;
  /** What stands in for the cards without a chart. */
  readonly missing?: string;
}) {
  if (!chart) {
    return (
      <Card title="Bazi Chart">
        <p>{missing}</p>
      </Card>
    );
  }
  return (
    <>
      <Card title="Bazi Chart">
        <ChartMomentNote chart={chart} />
        <p className="note">
          Day master: <StemCell zh={chart.dm} />
        </p>
        <BaziChartTable chart={chart} />
      </Card>
      <Card title="10 Year Luck Pillar">
        <LuckPillarTables chart={chart} />
      </Card>
      <Card title="10 Year Luck Pillar Start Time">
        <LuckStartTable chart={chart} />
      </Card>
    </>
  );
}

/**
 * "Now" (issue 45): the luck pillar in force, the year's pillar (流年) and the month's (流月) on the
 * date read, each with its ten god, beside the natal four pillars, in the Bazi Chart's rows.
 */
import type { ReactNode } from 'react';
import { baziPillars, READING_SLOTS } from '@tongshu/data';
import { ScrollTable } from '@tongshu/web-ui';
import type { BaziReading } from '@tongshu/bff/api';
import { Term } from '../almanac/icons';
import { CHART_COLUMNS, type BaziChartData, type ChartPillar } from './chart';
import { BranchCell, HiddenStemsCell, StemCell, TenGodCell } from './PillarCells';
import { chartPillarOf } from './readingPillars';

/** The luck pillar's name (大运), for its column before the first pillar begins. */
const LUCK = READING_SLOTS.luck;

interface Column {
  readonly key: string;
  readonly header: ReactNode;
  readonly pillar: ChartPillar | null;
  /** What stands in for a missing pillar: the luck not yet begun, the hour not known. */
  readonly missing: string;
  readonly natal: boolean;
}

function columnsOf(reading: BaziReading, chart: BaziChartData): Column[] {
  const { luck, year, month } = reading.now;
  const now = (key: string, flow: BaziReading['now']['year'] | null, missing: string) => ({
    key,
    header: flow ? (
      <Term en={flow.name.en} zh={flow.name.zh} />
    ) : (
      <Term en={baziPillars[LUCK]?.en} zh={LUCK} />
    ),
    pillar: flow ? chartPillarOf(flow) : null,
    missing,
    natal: false,
  });
  return [
    now('luck', luck, 'Not yet begun: the first luck pillar starts later'),
    now('year', year, ''),
    now('month', month, ''),
    ...CHART_COLUMNS.map(([key, label]) => ({
      key: `natal-${key}`,
      header: `${label} (natal)`,
      pillar: chart.pillars[key],
      missing: 'Unknown: the birth hour is not known',
      natal: true,
    })),
  ];
}

export function NowTable({
  reading,
  chart,
}: {
  readonly reading: BaziReading;
  readonly chart: BaziChartData;
}) {
  const columns = columnsOf(reading, chart);
  const row = (header: string, draw: (pillar: ChartPillar) => ReactNode) => (
    <tr>
      <th scope="row">{header}</th>
      {columns.map((column) => (
        <td key={column.key} className={column.natal ? 'bazi-now__natal' : undefined}>
          {column.pillar ? draw(column.pillar) : <span className="muted">{column.missing}</span>}
        </td>
      ))}
    </tr>
  );
  return (
    <ScrollTable label="Pillars now" className="bazi-now">
      <thead>
        <tr>
          <td />
          {columns.map((column) => (
            <th key={column.key} scope="col">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {row('Ten God', (pillar) => (
          <TenGodCell zh={pillar.tenGod} />
        ))}
        {row('Heavenly Stem', (pillar) => (
          <StemCell zh={pillar.stem} />
        ))}
        {row('Earthly Branch', (pillar) => (
          <BranchCell zh={pillar.branch} isVoid={chart.void.branches.includes(pillar.branch)} />
        ))}
        {row('Hidden Stems', (pillar) => (
          <HiddenStemsCell pillar={pillar} />
        ))}
      </tbody>
    </ScrollTable>
  );
}

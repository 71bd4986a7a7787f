/**
 * The Bazi Chart table of /account (spec section 2): the four pillars of the user's birth; with
 * the birth hour unknown, three, the hour column saying so rather than charting 00:00.
 */
import type { ReactNode } from 'react';
import { ScrollTable, TableHead } from '@tongshu/web-ui';
import { CHART_COLUMNS, type BaziChartData, type ChartPillar } from './chart';
import { BranchCell, HiddenStemsCell, StemCell, TenGodCell } from './PillarCells';

/** A cell of a pillar, or the unknown hour's. */
function cell(pillar: ChartPillar | null, draw: (pillar: ChartPillar) => ReactNode) {
  return pillar ? draw(pillar) : <span className="muted">Unknown</span>;
}

export function BaziChartTable({ chart }: { readonly chart: BaziChartData }) {
  const columns = CHART_COLUMNS.map(([key, label]) => ({ label, pillar: chart.pillars[key] }));
  return (
    <ScrollTable label="Bazi Chart">
      <TableHead corner={<td />} labels={columns.map(({ label }) => label)} />
      <tbody>
        <tr>
          <th scope="row">Ten God</th>
          {columns.map(({ label, pillar }) => (
            <td key={label}>
              {pillar ? (
                <TenGodCell zh={pillar.tenGod} />
              ) : (
                <span className="muted">
                  Unknown: 时柱 (hour pillar) unknown, the birth hour is not known
                </span>
              )}
            </td>
          ))}
        </tr>
        <tr>
          <th scope="row">Heavenly Stem</th>
          {columns.map(({ label, pillar }) => (
            <td key={label}>
              {cell(pillar, (known) => (
                <StemCell zh={known.stem} />
              ))}
            </td>
          ))}
        </tr>
        <tr>
          <th scope="row">Earthly Branch</th>
          {columns.map(({ label, pillar }) => (
            <td key={label}>
              {cell(pillar, (known) => (
                <BranchCell zh={known.branch} isVoid={chart.void.branches.includes(known.branch)} />
              ))}
            </td>
          ))}
        </tr>
        <tr>
          <th scope="row">Hidden Stems</th>
          {columns.map(({ label, pillar }) => (
            <td key={label}>
              {cell(pillar, (known) => (
                <HiddenStemsCell pillar={known} />
              ))}
            </td>
          ))}
        </tr>
      </tbody>
    </ScrollTable>
  );
}

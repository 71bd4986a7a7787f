/** The Bazi Chart table of /account (spec section 2): the four pillars of the user's birth. */
import { ScrollTable } from '@tongshu/web-ui';
import { CHART_COLUMNS, type BaziChartData } from './chart';
import { BranchCell, HiddenStemsCell, StemCell, TenGodCell } from './PillarCells';

export function BaziChartTable({ chart }: { readonly chart: BaziChartData }) {
  const columns = CHART_COLUMNS.map(([key, label]) => ({ label, pillar: chart.pillars[key] }));
  return (
    <ScrollTable label="Bazi Chart">
      <thead>
        <tr>
          <td />
          {columns.map(({ label }) => (
            <th key={label} scope="col">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">Ten God</th>
          {columns.map(({ label, pillar }) => (
            <td key={label}>
              <TenGodCell zh={pillar.tenGod} />
            </td>
          ))}
        </tr>
        <tr>
          <th scope="row">Heavenly Stem</th>
          {columns.map(({ label, pillar }) => (
            <td key={label}>
              <StemCell zh={pillar.stem} />
            </td>
          ))}
        </tr>
        <tr>
          <th scope="row">Earthly Branch</th>
          {columns.map(({ label, pillar }) => (
            <td key={label}>
              <BranchCell zh={pillar.branch} isVoid={chart.void.branches.includes(pillar.branch)} />
            </td>
          ))}
        </tr>
        <tr>
          <th scope="row">Hidden Stems</th>
          {columns.map(({ label, pillar }) => (
            <td key={label}>
              <HiddenStemsCell pillar={pillar} />
            </td>
          ))}
        </tr>
      </tbody>
    </ScrollTable>
  );
}

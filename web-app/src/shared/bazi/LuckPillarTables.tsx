/**
 * The 10 Year Luck Pillar table of /account (spec section 2: "nine pillars over two tables"):
 * pillars 1-5 and 6-9, each with its age, start year, ten god, stem, branch and hidden stems.
 */
import type { ReactNode } from 'react';
import { ScrollTable } from '@tongshu/web-ui';
import type { BaziChartData, LuckPillar } from './chart';
import { BranchCell, HiddenStemsCell, StemCell, TenGodCell } from './PillarCells';

const FIRST_TABLE = 5;

function LuckTable({
  pillars,
  voids,
  label,
}: {
  readonly pillars: readonly LuckPillar[];
  readonly voids: readonly string[];
  readonly label: string;
}) {
  const row = (header: string, cell: (pillar: LuckPillar) => ReactNode) => (
    <tr>
      <th scope="row">{header}</th>
      {pillars.map((pillar) => (
        <td key={pillar.index}>{cell(pillar)}</td>
      ))}
    </tr>
  );
  return (
    <ScrollTable label={label}>
      <thead>
        <tr>
          <td />
          {pillars.map((pillar) => (
            <th key={pillar.index} scope="col">
              Pillar {pillar.index}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {row('Age', (pillar) => pillar.age)}
        {row('Year', (pillar) => pillar.year)}
        {row('Ten God', (pillar) => (
          <TenGodCell zh={pillar.tenGod} />
        ))}
        {row('Heavenly Stem', (pillar) => (
          <StemCell zh={pillar.stem} />
        ))}
        {row('Earthly Branch', (pillar) => (
          <BranchCell zh={pillar.branch} isVoid={voids.includes(pillar.branch)} />
        ))}
        {row('Hidden Stems', (pillar) => (
          <HiddenStemsCell pillar={pillar} />
        ))}
      </tbody>
    </ScrollTable>
  );
}

export function LuckPillarTables({ chart }: { readonly chart: BaziChartData }) {
  const pillars = chart.luck.pillars;
  const voids = chart.void.branches;
  return (
    <div className="stack">
      <LuckTable
        pillars={pillars.slice(0, FIRST_TABLE)}
        voids={voids}
        label={`Luck pillars 1 to ${Math.min(FIRST_TABLE, pillars.length)}`}
      />
      {pillars.length > FIRST_TABLE && (
        <LuckTable
          pillars={pillars.slice(FIRST_TABLE)}
          voids={voids}
          label={`Luck pillars ${FIRST_TABLE + 1} to ${pillars.length}`}
        />
      )}
      <p className="note">
        The pillars run {chart.luck.forward ? 'forward' : 'backward'} from the month pillar; ages
        are counted the Chinese way (虚岁, one at birth).
      </p>
      {chart.luck.uncertainty && (
        <p className="note">
          <strong>Uncertain start:</strong> {chart.luck.uncertainty}
        </p>
      )}
    </div>
  );
}

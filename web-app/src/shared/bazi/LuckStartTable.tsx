/** The 10 Year Luck Pillar Start Time table of /account (spec section 2): Age, Start Time. */
import { ScrollTable } from '@tongshu/web-ui';
import { formatInstant, type BaziChartData } from './chart';

export function LuckStartTable({ chart }: { readonly chart: BaziChartData }) {
  return (
    <ScrollTable label="Luck pillar start times" tableLabel="10 Year Luck Pillar Start Time">
      <thead>
        <tr>
          <th scope="col">Pillar</th>
          <th scope="col">Age</th>
          <th scope="col">Start Time ({chart.moment?.zone ?? 'China time, UTC+8'})</th>
        </tr>
      </thead>
      <tbody>
        {chart.luck.pillars.map((pillar) => (
          <tr key={pillar.index}>
            <td>{pillar.index}</td>
            <td>{pillar.age}</td>
            <td>{formatInstant(pillar.start)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

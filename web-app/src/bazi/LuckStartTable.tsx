/** The 10 Year Luck Pillar Start Time table of /account (spec section 2): Age, Start Time. */
import { TableScroll } from '@tongshu/web-ui';
import { formatInstant, type BaziChartData } from './chart';

/** Until births carry their own zone, every chart time is China's civil time (UTC+8). */
export const CHART_ZONE = 'China time (UTC+8)';

export function LuckStartTable({ chart }: { readonly chart: BaziChartData }) {
  return (
    <div className="tsu-table">
      <TableScroll label="Luck pillar start times">
        <table aria-label="10 Year Luck Pillar Start Time">
          <thead>
            <tr>
              <th scope="col">Pillar</th>
              <th scope="col">Age</th>
              <th scope="col">Start Time ({CHART_ZONE})</th>
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
        </table>
      </TableScroll>
    </div>
  );
}

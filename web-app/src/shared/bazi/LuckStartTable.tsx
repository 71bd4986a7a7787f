/**
 * The 10 Year Luck Pillar Start Time table of /account (spec section 2): Age, Start Time. With the
 * birth hour unknown the engine reads the starts at noon, so they are marked approximate and the
 * first start's earliest and latest over the day are named.
 */
import { ScrollTable } from '@tongshu/web-ui';
import { formatInstant, formatMinute, hourUnknown, type BaziChartData } from './chart';

/** What an unknown hour does to the starts: read at noon, the first within its range. */
function noonNote(chart: BaziChartData): string {
  const range = chart.luck.startRange;
  const within = range
    ? `; the first start falls between ${formatMinute(range.earliest)} and ${formatMinute(range.latest)}`
    : '';
  return `Start times read at noon, so approximate: the birth hour is unknown${within}.`;
}

export function LuckStartTable({ chart }: { readonly chart: BaziChartData }) {
  const approximate = hourUnknown(chart);
  const zone = chart.moment?.zone ?? 'China time, UTC+8';
  return (
    <>
      {approximate && <p className="note">{noonNote(chart)}</p>}
      <ScrollTable label="Luck pillar start times" tableLabel="10 Year Luck Pillar Start Time">
        <thead>
          <tr>
            <th scope="col">Pillar</th>
            <th scope="col">Age</th>
            <th scope="col">
              {approximate ? `Approximate Start Time (${zone})` : `Start Time (${zone})`}
            </th>
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
    </>
  );
}

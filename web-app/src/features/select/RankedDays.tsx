/** The kept days, best first, each one pickable for export and opening to its reasons. */
import { ScrollTable } from '@tongshu/web-ui';
import { BAND_LABEL, scoreBand } from './scoreBand';
import type { SelectedDayData } from './types';

export function RankedDays({
  days,
  picked,
  onPick,
  onOpen,
}: {
  readonly days: readonly SelectedDayData[];
  readonly picked: ReadonlySet<string>;
  readonly onPick: (date: string, on: boolean) => void;
  readonly onOpen: (date: string) => void;
}) {
  if (days.length === 0) return <p>No day in this range suits it.</p>;
  return (
    <ScrollTable label="Kept days, best first">
      <thead>
        <tr>
          <th scope="col">Pick</th>
          <th scope="col">Date</th>
          <th scope="col">Score</th>
          <th scope="col">Best hours</th>
          <th scope="col">Why</th>
        </tr>
      </thead>
      <tbody>
        {days.map((day) => (
          <tr key={day.date}>
            <td>
              <input
                type="checkbox"
                aria-label={`Pick ${day.date}`}
                checked={picked.has(day.date)}
                onChange={(event) => onPick(day.date, event.target.checked)}
              />
            </td>
            <th scope="row">{day.date}</th>
            <td>
              {day.score} ({BAND_LABEL[scoreBand(day.score)]})
            </td>
            <td>{day.hours.map((hour) => hour.start.slice(11)).join(', ') || '–'}</td>
            <td>
              <button type="button" className="tsu-link-button" onClick={() => onOpen(day.date)}>
                Reasons<span className="tsu-visually-hidden"> for {day.date}</span>
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

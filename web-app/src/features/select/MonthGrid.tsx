/**
 * The range as month calendars, kept days marked by score band (in words as well as colour) and
 * refused days showing why on hover, focus or tap. Choosing a day opens its reasons below.
 */
import { MONTH_NAMES as MONTHS, WEEKDAY_NAMES } from '../../shared/lib/calendarNames';
import { firstWeekday } from '../../shared/lib/firstWeekday';
import { BAND_LABEL, scoreBand } from './scoreBand';
import type { RefusedDayData, SelectedDayData, SelectionData } from './types';

/** Short weekday names from `first` (0 Sunday): a week starts where the user's locale starts it. */
const weekdaysFrom = (first: number) =>
  Array.from({ length: 7 }, (_, i) => (WEEKDAY_NAMES[(first + i) % 7] as string).slice(0, 3));

interface DayCell {
  readonly date: string;
  readonly kept?: SelectedDayData;
  readonly refused?: RefusedDayData;
}

function monthsOf(
  selection: SelectionData,
  weekStart: number,
): { key: string; cells: (DayCell | null)[] }[] {
  const kept = new Map(selection.days.map((day) => [day.date, day]));
  const refused = new Map(selection.refused.map((day) => [day.date, day]));
  const dates = [...kept.keys(), ...refused.keys()].sort();
  const byMonth = new Map<string, DayCell[]>();
  for (const date of dates) {
    const key = date.slice(0, 7);
    const cells = byMonth.get(key) ?? [];
    cells.push({ date, kept: kept.get(date), refused: refused.get(date) });
    byMonth.set(key, cells);
  }
  return [...byMonth].map(([key, cells]) => {
    const [year, month] = key.split('-').map(Number) as [number, number];
    const first = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() - weekStart + 7) % 7;
    const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const byDay = new Map(cells.map((cell) => [Number(cell.date.slice(8)), cell]));
    const grid: (DayCell | null)[] = Array.from({ length: first }, () => null);
    for (let day = 1; day <= days; day += 1) grid.push(byDay.get(day) ?? null);
    return { key, cells: grid };
  });
}

/** Begins with the day's number, the text the button shows, so speech input can name it. */
function cellLabel(cell: DayCell): string {
  const [year, month, day] = cell.date.split('-').map(Number) as [number, number, number];
  const date = `${day} ${MONTHS[month - 1]} ${year}`;
  if (cell.kept) {
    return `${date}: ${BAND_LABEL[scoreBand(cell.kept.score)]}, score ${cell.kept.score}`;
  }
  const why = cell.refused?.reasons.map((reason) => reason.en).join('; ') ?? '';
  return `${date}: refused. ${why}`;
}

export function MonthGrid({
  selection,
  open,
  onOpen,
}: {
  readonly selection: SelectionData;
  readonly open: string | null;
  readonly onOpen: (date: string) => void;
}) {
  const weekStart = firstWeekday(navigator.language);
  const weekdays = weekdaysFrom(weekStart);
  return (
    <div className="select-months">
      {monthsOf(selection, weekStart).map(({ key, cells }) => {
        const [year, month] = key.split('-').map(Number) as [number, number];
        return (
          <table key={key} className="select-month" aria-label={`${MONTHS[month - 1]} ${year}`}>
            <caption>
              {MONTHS[month - 1]} {year}
            </caption>
            <thead>
              <tr>
                {weekdays.map((day) => (
                  <th key={day} scope="col">
                    {day}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {Array.from({ length: Math.ceil(cells.length / 7) }, (_, week) => (
                <tr key={week}>
                  {Array.from({ length: 7 }, (_, weekday) => {
                    const cell = cells[week * 7 + weekday];
                    if (!cell) return <td key={weekday} />;
                    const band = cell.kept ? scoreBand(cell.kept.score) : 'refused';
                    return (
                      <td key={weekday}>
                        <button
                          type="button"
                          className={`select-day select-day--${band}`}
                          aria-label={cellLabel(cell)}
                          aria-pressed={open === cell.date}
                          title={cellLabel(cell)}
                          onClick={() => onOpen(cell.date)}
                        >
                          {Number(cell.date.slice(8))}
                          {/* Drawn by CSS: the label says it in words, and visible text the
                              label does not contain would not match it for speech input. */}
                          <span
                            className="select-day__mark"
                            data-mark={cell.kept ? cell.kept.score : '×'}
                          />
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        );
      })}
    </div>
  );
}

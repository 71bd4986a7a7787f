/**
 * The month's days twice over: a grid of weeks (seven columns) for a desktop and a list for a
 * phone; month.css shows one of them by the width (375 px gets the list).
 */
import type { TongshuMonthAnswer } from '@tongshu/bff/api';
import { MONTH_NAMES, WEEKDAY_NAMES } from '../../../shared/lib/calendarNames';
import { firstWeekday } from '../../../shared/lib/firstWeekday';
import { MonthDay, type MonthDayData } from './MonthDay';

/** "1 December 2026, Tuesday": begins with the number the link shows, for speech input. */
function dayLabel(day: MonthDayData): string {
  const [year, month] = day.date.split('-').map(Number) as [number, number];
  return `${Number(day.date.slice(8))} ${MONTH_NAMES[month - 1]} ${year}, ${WEEKDAY_NAMES[day.weekday]}`;
}

/** The days in weeks from `weekStart` (0 Sunday), blank cells before the first and after the last. */
function weeksOf(days: readonly MonthDayData[], weekStart: number): (MonthDayData | null)[][] {
  const lead = ((days[0]?.weekday ?? weekStart) - weekStart + 7) % 7;
  const cells = [...Array.from({ length: lead }, () => null), ...days];
  return Array.from({ length: Math.ceil(cells.length / 7) }, (_, week) =>
    Array.from({ length: 7 }, (_, i) => cells[week * 7 + i] ?? null),
  );
}

export function MonthDays({
  month,
  title,
  today,
}: {
  readonly month: TongshuMonthAnswer;
  readonly title: string;
  /** Today on the user's clock, `YYYY-MM-DD`, marked in the grid and the list. */
  readonly today: string;
}) {
  const weekStart = firstWeekday(navigator.language);
  const weekdays = Array.from({ length: 7 }, (_, i) => WEEKDAY_NAMES[(weekStart + i) % 7] ?? '');
  const days: readonly MonthDayData[] = month.days;
  return (
    <>
      <table className="month-grid" aria-label={title}>
        <thead>
          <tr>
            {weekdays.map((weekday) => (
              <th key={weekday} scope="col" abbr={weekday}>
                {weekday.slice(0, 3)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(days, weekStart).map((week, i) => (
            <tr key={i}>
              {week.map((day, j) =>
                day ? (
                  <td key={day.date}>
                    <MonthDay
                      day={day}
                      layout="grid"
                      label={dayLabel(day)}
                      today={day.date === today}
                    />
                  </td>
                ) : (
                  <td key={`blank-${j}`} className="month-grid__blank" />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <ol className="month-list" aria-label={title}>
        {days.map((day) => (
          <li key={day.date}>
            <span className="month-list__weekday">{WEEKDAY_NAMES[day.weekday]}</span>
            <MonthDay day={day} layout="list" label={dayLabel(day)} today={day.date === today} />
          </li>
        ))}
      </ol>
    </>
  );
}

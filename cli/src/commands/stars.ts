/**
 * `tongshu stars <date> [--hour H] [--tz ZONE] [--json]`: the year's, month's, day's and hour's
 * flying-star grids (紫白飞星) for a time on the --tz clock (docs/engine/stars.md).
 */
import { Command } from 'commander';
import {
  parseCivilDate,
  parseZone,
  schoolChoice,
  starCharts,
  STARS,
  type DayStarRule,
  type StarCharts,
  type StarGrid,
  type StarPalace,
} from '@tongshu/engine';
import { withExamples } from './examples';
import { hourOption } from './qimen';
import {
  dayChangeOf,
  dayStarRuleOf,
  starFlightOf,
  withDayChange,
  withStarSchool,
  withYearStart,
  yearStartOf,
} from './schoolOptions';
import { renderTable } from '../format/table';
import { fitLines, TERMINAL } from '../format/lines';

/** South at the top, as Chinese charts and printed almanacs draw them. */
export const GRID: readonly (readonly StarPalace[])[] = [
  ['se', 's', 'sw'],
  ['e', 'c', 'w'],
  ['ne', 'n', 'nw'],
];

function cell(grid: StarGrid, palace: StarPalace): string {
  const star = STARS[grid.palaces[palace] - 1];
  if (!star) throw new Error(`no star in ${palace}`);
  const name = palace === 'c' ? 'Centre' : palace.toUpperCase();
  return `${name}: ${star.number} ${star.colour}\n${star.zh} (${star.element})`;
}

/** One grid as a 3x3 table under its heading. */
function formatGrid(title: string, grid: StarGrid): string {
  const rows = GRID.map((row) => row.map((palace) => cell(grid, palace)));
  const flight = grid.flight === 'forward' ? 'flown forward' : 'flown backward';
  return `${title}: centre ${STARS[grid.center - 1]?.label} (${flight})\n${renderTable(rows, {
    maxColumnWidth: 24,
    width: TERMINAL,
    ruled: true,
  })}`;
}

/** The four grids as text, south at the top, on the clock of `zone`. */
export function formatStars(
  charts: StarCharts,
  when: string,
  zone: string,
  yearFrom = 'Start of Spring, 立春',
  dayRule: DayStarRule = 'solstice-jiazi',
  nextDay = false,
): string {
  const counted = schoolChoice('dayStarRule', dayRule).stamp;
  return [
    `Flying stars for ${when} (${zone} clock), south at the top` +
      (nextDay ? '\nFrom 23:00 the day is the next day (day change 23:00, 子初换日)' : ''),
    formatGrid(`Year (from ${yearFrom})`, charts.year),
    formatGrid('Month (from its solar term, 节)', charts.month),
    `${fitLines(`The ${counted}`)}\n${formatGrid('Day', charts.day)}`,
    formatGrid('Hour', charts.hour),
  ].join('\n\n');
}

/** The JSON: each grid's centre and palaces, stars as numbers 1-9. */
const asJson = (charts: StarCharts) =>
  Object.fromEntries(
    (['year', 'month', 'day', 'hour'] as const).map((grid) => [
      grid,
      { center: charts[grid].center, palaces: charts[grid].palaces },
    ]),
  );

export function starsCommand(write: (text: string) => void): Command {
  return withExamples(withStarSchool(withYearStart(withDayChange(new Command('stars')))), [
    'tongshu stars 2026-11-28',
    'tongshu stars 2026-11-28 --hour 9 --tz Europe/Berlin',
    'tongshu stars 2026-11-28 --day-star six-segments --flight yin-backward --json',
  ])
    .description('the flying-star grids of the year, month, day and hour on the --tz clock')
    .argument('<date>', 'date as YYYY-MM-DD or YYYYMMDD, 1900-2100')
    .option('--hour <hour>', 'hour 0-23 on the --tz clock', '12')
    .option('--tz <zone>', 'your clock: IANA name or +HH:MM', 'Asia/Shanghai')
    .option('--json', 'print the grids as JSON (stars as numbers 1-9)')
    .action(
      (
        dateText: string,
        options: {
          hour: string;
          tz: string;
          dayChange: string;
          yearStart: string;
          dayStar: string;
          flight: string;
          json?: boolean;
        },
      ) => {
        const date = parseCivilDate(dateText);
        const hour = hourOption(options.hour);
        const zone = parseZone(options.tz).name;
        const yearStart = yearStartOf(options.yearStart);
        const dayStarRule = dayStarRuleOf(options.dayStar);
        const dayChange = dayChangeOf(options.dayChange);
        const charts = starCharts(
          { ...date, hour, minute: 0 },
          { zone, dayChange, yearStart, dayStarRule, starFlight: starFlightOf(options.flight) },
        );
        const when = `${dateText} ${String(hour).padStart(2, '0')}:00`;
        const yearFrom = yearStart === 'lichun' ? undefined : 'the lunar new year, 正月初一';
        write(
          options.json
            ? JSON.stringify(asJson(charts), null, 2)
            : formatStars(
                charts,
                when,
                zone,
                yearFrom,
                dayStarRule,
                hour === 23 && dayChange === '23:00',
              ),
        );
      },
    );
}

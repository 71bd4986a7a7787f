/**
 * `tongshu select <activity> --from D --to D [--birth "YYYY-MM-DD HH:mm" --gender G [--name N]
 * [--tz Z] [--longitude L]]... [--weak] [--weekdays sat,sun] [--hours 09:00-18:00] [--bujiang]
 * [--json]`: the days of a range that suit an activity for the people given, best first (weak
 * days, scoring below zero, only with --weak), with their reasons and best hours, filtered by
 * weekday, by a window of the clock and, for a wedding, to 不将 days (docs/engine/selection.md).
 * Several people by repeating --birth and --gender (and --name, one per person, and --tz,
 * --longitude: one for all, or one per person).
 */
import { Command } from 'commander';
import { branches } from '@tongshu/data';
import {
  baziChart,
  parseBirth,
  selectDays,
  selectionPerson,
  type Selection,
  type SelectionPerson,
} from '@tongshu/engine';
import { withExamples } from './examples';
import { chartOptionsOf } from './birthOptions';
import { fitLines, hanging } from '../format/lines';

interface SelectOptions {
  readonly from: string;
  readonly to: string;
  readonly birth: string[];
  readonly gender: string[];
  readonly name: string[];
  readonly tz: string[];
  readonly longitude: string[];
  readonly dayChange: string;
  readonly clock?: string;
  readonly weak?: boolean;
  readonly weekdays?: string;
  readonly hours?: string;
  readonly bujiang?: boolean;
  readonly json?: boolean;
}

const collect = (value: string, previous: string[]) => [...previous, value];

/** The i-th of a repeated option, or its only value for everyone, or the fallback. */
function nth(values: readonly string[], i: number, fallback?: string): string | undefined {
  return values.length === 1 ? values[0] : (values[i] ?? fallback);
}

function peopleOf(options: SelectOptions): SelectionPerson[] {
  if (options.gender.length !== options.birth.length) {
    throw new RangeError('give one --gender for each --birth');
  }
  if (options.name.length > options.birth.length) {
    throw new RangeError('give at most one --name for each --birth');
  }
  return options.birth.map((text, i) => {
    const [date = '', time] = text.trim().split(/[ T]+/);
    const gender = nth(options.gender, i) as string;
    const birth = parseBirth(date, time, gender);
    const longitude = nth(options.longitude, i);
    const chartOptions = chartOptionsOf(nth(options.tz, i, 'Asia/Shanghai') as string, {
      dayChange: options.dayChange,
      ...(longitude !== undefined && { longitude }),
    });
    // The reasons name each person ("clashes Ben's year branch"): unnamed, by their place.
    const name = options.name[i]?.trim() || `person ${i + 1}`;
    return selectionPerson(name, baziChart(birth, chartOptions));
  });
}

const signed = (points = 0) => (points > 0 ? `+${points}` : String(points));

/**
 * A selection as text: a header naming the activity, the people and the clock, then each kept
 * day with its best hours and, one a line, its reasons in English with the Chinese beside them.
 */
export function formatSelection(selection: Selection, people: readonly SelectionPerson[]): string {
  const branch = (zh: string) => `${branches[zh]?.en} ${zh}`;
  const who = people.map(
    (p) => `${p.name} (year ${branch(p.yearBranch)}, day ${branch(p.dayBranch)})`,
  );
  const header = [
    `${selection.activity.en} (${selection.activity.zh}): ${selection.days.length} days kept, ${selection.refused.length} refused`,
    ...(who.length > 0 ? [`For ${who.join(', ')}`] : []),
    `Days and hours on the clock of ${selection.zone}. Judged by ${selection.tradition}.`,
  ];
  if (selection.days.length === 0) return [...header, 'No day in this range suits it.'].join('\n');
  const hourOf = (hour: Selection['days'][number]['hours'][number]) =>
    `${hour.start.slice(11)}-${hour.end.slice(11)} ${branch(hour.branch)}`;
  const days = selection.days.flatMap((day) => [
    '',
    `${day.date}  score ${day.score}${day.weak ? ' (weak)' : ''}  best hours: ${day.hours.map(hourOf).join(', ') || 'none'}`,
    ...day.reasons.flatMap((reason) =>
      hanging(
        `  ${signed(reason.points).padStart(3)} `,
        `${reason.en} (${reason.zh})${reason.source ? `, after ${reason.source}` : ''}`,
      ),
    ),
  ]);
  // 80 columns: a reason wraps under its own text, any other long line under its start.
  return fitLines([...header, ...days].join('\n'));
}

export function selectCommand(write: (text: string) => void): Command {
  return withExamples(new Command('select'), [
    'tongshu select wedding --from 2026-03-01 --to 2026-05-31 --birth "1990-05-15 14:30" --gender female --name Ann --birth "1988-11-02 08:00" --gender male --name Ben',
    'tongshu select 移徙 --from 2026-01-01 --to 2026-12-31 --json',
    'tongshu select wedding --from 2026-03-01 --to 2026-08-31 --weekdays sat,sun --hours 09:00-18:00 --bujiang',
  ])
    .description('date selection: the days of a range that suit an activity for the people given')
    .argument('<activity>', 'a suit/avoid activity, in Chinese (嫁娶) or English (Marriage)')
    .requiredOption('--from <date>', 'first day, YYYY-MM-DD')
    .requiredOption('--to <date>', 'last day, YYYY-MM-DD (at most 366 days)')
    .option(
      '--birth <date-time>',
      'a person\'s birth "YYYY-MM-DD HH:mm" (repeat for more)',
      collect,
      [],
    )
    .option('--gender <gender>', "that person's gender: male or female (repeat)", collect, [])
    .option('--name <name>', "that person's name, as the reasons name them (repeat)", collect, [])
    .option('--tz <zone>', 'birth zone, IANA or +HH:MM (repeat per person)', collect, [])
    .option('--longitude <degrees>', 'birth longitude for true solar time (repeat)', collect, [])
    .option('--day-change <time>', 'when the day pillar changes: 23:00 or 00:00', '23:00')
    .option(
      '--clock <zone>',
      'the zone whose clock days and hours are judged on (default: the first --tz, else Asia/Shanghai)',
    )
    .option(
      '--weak',
      'keep the weak days too (scoring below zero, refused by default), marked weak',
    )
    .option('--weekdays <days>', 'keep only these weekdays, comma-separated: sat,sun')
    .option('--hours <window>', 'best hours only within HH:mm-HH:mm on the clock: 09:00-18:00')
    .option('--bujiang', 'weddings: keep only 不将 days (Free of Generals, 协纪辨方书)')
    .option('--json', 'print { days, refused } as JSON')
    .action((activityText: string, options: SelectOptions) => {
      const people = peopleOf(options);
      // Everyday words are welcome at every door: the engine reads them (`activityFor`).
      const selection = selectDays({
        activity: activityText,
        from: options.from,
        to: options.to,
        people,
        // The subscriber's own clock: as given, or the first birth's zone (docs/engine/selection.md).
        zone: options.clock ?? options.tz[0] ?? 'Asia/Shanghai',
        weak: options.weak === true,
        weekdays: options.weekdays,
        hours: options.hours,
        bujiang: options.bujiang === true,
      });
      write(
        options.json
          ? JSON.stringify({ days: selection.days, refused: selection.refused }, null, 2)
          : formatSelection(selection, people),
      );
    });
}

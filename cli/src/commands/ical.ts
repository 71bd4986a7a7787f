/** `tongshu ical <calendar>`: one of the seven iCal feeds on standard output. */
import { Argument, Command, Option } from 'commander';
import {
  buildCalendar,
  CALENDARS,
  defaultWindow,
  parseCivilDate,
  parseCivilDateTime,
  type CalendarKind,
} from '@tongshu/engine';
import { almanacToday } from './day';

export function icalCommand(write: (text: string) => void, now: () => Date): Command {
  return new Command('ical')
    .description('an iCal feed (ICS) for a date window, e.g. tongshu ical tongshueng > tongshu.ics')
    .addArgument(new Argument('<calendar>', 'calendar').choices(Object.keys(CALENDARS)))
    .option('--from <date>', 'first day YYYY-MM-DD (default: 30 days ago)')
    .option('--to <date>', 'last day YYYY-MM-DD (default: 365 days ahead)')
    .option('--birth <birth>', 'birth YYYY-MM-DD[ HH:mm] (UTC+8), for the personal calendars')
    .addOption(new Option('--gender <gender>', 'gender, with --birth').choices(['male', 'female']))
    .action(
      (
        calendar: CalendarKind,
        options: { from?: string; to?: string; birth?: string; gender?: string },
      ) => {
        if (
          CALENDARS[calendar].personal &&
          (options.birth === undefined || options.gender === undefined)
        ) {
          throw new RangeError(`${calendar} is personal: give --birth and --gender`);
        }
        const window = defaultWindow(almanacToday(now()));
        const text = buildCalendar(calendar, {
          from: options.from === undefined ? window.from : parseCivilDate(options.from),
          to: options.to === undefined ? window.to : parseCivilDate(options.to),
          ...(options.birth === undefined ? {} : { birth: parseCivilDateTime(options.birth, 0) }),
          generatedAt: now().getTime(),
        });
        write(text);
      },
    );
}

/** `tongshu ical <calendar>`: one of the seven iCal feeds on standard output. */
import { Argument, Command, Option } from 'commander';
import {
  buildCalendar,
  CALENDARS,
  defaultWindow,
  parseCivilDate,
  parseZone,
  type CalendarKind,
} from '@tongshu/engine';
import { withExamples } from './examples';
import { birthOf, withBirthOptions, type BirthZoneOptions } from './birthOptions';
import { todayOn } from './day';

export function icalCommand(write: (text: string) => void, now: () => Date): Command {
  return withExamples(withBirthOptions(new Command('ical')), [
    'tongshu ical tongshueng --from 2026-01-01 --to 2026-01-31',
    'tongshu ical personalpro --birth "1990-05-15 14:30" --gender male --birth-tz Europe/London --from 2026-03-01 --to 2026-03-31',
  ])
    .description('an iCal feed (ICS) for a date window, e.g. tongshu ical tongshueng > tongshu.ics')
    .addArgument(new Argument('<calendar>', 'calendar').choices(Object.keys(CALENDARS)))
    .option('--from <date>', "first day YYYY-MM-DD (default: the feed's, e.g. 30 days ago)")
    .option('--to <date>', "last day YYYY-MM-DD (default: the feed's, e.g. 365 days ahead)")
    .option(
      '--birth <birth>',
      'birth YYYY-MM-DD[ HH:mm] (--birth-tz clock), for personal calendars',
    )
    .option('--birth-tz <zone>', 'zone of the --birth time: IANA name or +HH:MM', 'Asia/Shanghai')
    .option('--tz <zone>', "the subscriber's zone: timed events on its clock", 'Asia/Shanghai')
    .addOption(new Option('--gender <gender>', 'gender, with --birth').choices(['male', 'female']))
    .action(
      (
        calendar: CalendarKind,
        options: BirthZoneOptions & {
          from?: string;
          to?: string;
          birth?: string;
          gender?: string;
          birthTz: string;
          tz: string;
        },
      ) => {
        if (
          CALENDARS[calendar].personal &&
          (options.birth === undefined || options.gender === undefined)
        ) {
          throw new RangeError(`${calendar} is personal: give --birth and --gender`);
        }
        const zone = parseZone(options.tz);
        const window = defaultWindow(todayOn(zone, now()), calendar);
        const text = buildCalendar(calendar, {
          from: options.from === undefined ? window.from : parseCivilDate(options.from),
          to: options.to === undefined ? window.to : parseCivilDate(options.to),
          ...(options.birth === undefined
            ? {}
            : { birth: birthOf(options.birth, options.birthTz, options) }),
          generatedAt: now().getTime(),
          zone: zone.name,
        });
        write(text);
      },
    );
}

/**
 * `tongshu ical <calendar>`: one of the seven iCal feeds, or the household feed of the --person
 * flags (householdFeed.ts), on standard output.
 */
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
import { birthOf, withBirthOptions } from './birthOptions';
import { todayOn } from './day';
import { HOUSEHOLD, householdFeed, PERSON_FORM, type HouseholdOptions } from './householdFeed';

/** Commander's way of taking a flag more than once. */
const collect = (value: string, previous: readonly string[] = []) => [...previous, value];

export function icalCommand(write: (text: string) => void, now: () => Date): Command {
  return withExamples(withBirthOptions(new Command('ical')), [
    'tongshu ical tongshueng --from 2026-01-01 --to 2026-01-31',
    'tongshu ical personalpro --birth "1990-05-15 14:30" --gender male --birth-tz Europe/London --from 2026-03-01 --to 2026-03-31',
    'tongshu ical household --person "Mum Wong:1950-03-12 08:00@Asia/Hong_Kong:female" --person "Lin:2020-06-15 09:30@Europe/Berlin:male" --tz Europe/Berlin',
  ])
    .description('an iCal feed (ICS) for a date window, e.g. tongshu ical tongshueng > tongshu.ics')
    .addArgument(
      new Argument('<calendar>', 'calendar').choices([...Object.keys(CALENDARS), HOUSEHOLD]),
    )
    .option(
      '--from <date>',
      "first day YYYY-MM-DD (default: the feed's, e.g. 30 days ago; household: 1 Jan last year)",
    )
    .option(
      '--to <date>',
      "last day YYYY-MM-DD (default: the feed's, e.g. 365 days ahead; household: 20 years)",
    )
    .option(
      '--birth <birth>',
      'birth YYYY-MM-DD[ HH:mm] (--birth-tz clock), for personal calendars',
    )
    .option('--birth-tz <zone>', 'zone of the --birth time: IANA name or +HH:MM', 'Asia/Shanghai')
    .option('--tz <zone>', "the subscriber's zone: timed events on its clock", 'Asia/Shanghai')
    .addOption(new Option('--gender <gender>', 'gender, with --birth').choices(['male', 'female']))
    .option(
      '--person <person>',
      `a person of the household feed, ${PERSON_FORM} (again for each)`,
      collect,
    )
    .action(
      (
        calendar: CalendarKind | typeof HOUSEHOLD,
        options: HouseholdOptions & {
          birth?: string;
          gender?: string;
          birthTz: string;
        },
      ) => {
        if (calendar === HOUSEHOLD) {
          if (options.birth !== undefined)
            throw new RangeError('household takes --person for each birth, not --birth');
          write(householdFeed(options, now()));
          return;
        }
        if (options.person !== undefined)
          throw new RangeError(`--person is for the ${HOUSEHOLD} calendar`);
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

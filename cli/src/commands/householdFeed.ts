/**
 * `tongshu ical household --person "Name:YYYY-MM-DD HH:mm@Zone:gender" [--person ...]`: the
 * household feed (issue 44; engine `householdCalendar`, docs/engine/household.md) of the people
 * given, every kind on, over the product's window on the --tz clock.
 */
import { createHash } from 'node:crypto';
import {
  householdCalendar,
  householdWindow,
  parseBirth,
  parseCivilDate,
  parseZone,
  startOfDateIn,
  type HouseholdMember,
} from '@tongshu/engine';
import { chartOptionsOf, type BirthZoneOptions } from './birthOptions';
import { todayOn } from './day';

/** The calendar name `tongshu ical` takes for this feed, beside the seven of `CALENDARS`. */
export const HOUSEHOLD = 'household';

/** The form of one --person, as the help and the errors write it. */
export const PERSON_FORM = '"Name:YYYY-MM-DD[ HH:mm][@Zone]:male|female"';

/** Name, date, optional time (HH:mm or `unknown`), optional zone (may hold `:`), gender. */
const PERSON =
  /^(?<name>[^:]+):(?<date>[\d-]+)(?:[ T]+(?<time>\d{1,2}:\d{2}|unknown))?(?:@(?<zone>[^@]+))?:(?<gender>[^:@]+)$/i;

/**
 * A person's UID key: a hash of the name, since the name is all the command line knows of them
 * (the feed's UIDs must not change between runs, and the web app's ids do not exist here).
 */
const idOf = (name: string) => `p${createHash('sha256').update(name).digest('hex').slice(0, 12)}`;

/**
 * One --person read as a household member, every kind on, the birth read in its zone (default
 * Asia/Shanghai) with the shared conventions of the flags (day change, China's daylight saving).
 * @throws RangeError naming the expected form, or the date, time, zone or gender at fault.
 */
export function memberOf(text: string, options: BirthZoneOptions): HouseholdMember {
  const match = PERSON.exec(text.trim());
  const fields = match?.groups;
  if (!fields?.name?.trim() || !fields.date || !fields.gender)
    throw new RangeError(`--person must be ${PERSON_FORM}: "${text}"`);
  const name = fields.name.trim();
  try {
    const birth = parseBirth(fields.date, fields.time, fields.gender);
    const zone = parseZone(fields.zone?.trim() ?? 'Asia/Shanghai').name;
    return {
      id: idOf(name),
      name,
      birth: { ...birth, ...chartOptionsOf(zone, options) },
      include: { birthdays: true, luck: true, taiSui: true },
    };
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    throw new RangeError(`--person "${text}": ${error.message} (form ${PERSON_FORM})`);
  }
}

export interface HouseholdOptions extends BirthZoneOptions {
  readonly person?: readonly string[];
  readonly tz: string;
  readonly from?: string;
  readonly to?: string;
}

/**
 * The household feed's ICS text for the flags, stamped with the start of today on the --tz clock
 * so that every run of one day writes the same bytes (as the web app's feed does).
 * @throws RangeError for no --person, a bad one, two of one name, a bad zone or window.
 */
export function householdFeed(options: HouseholdOptions, now: Date): string {
  const people = options.person ?? [];
  if (people.length === 0) throw new RangeError(`household needs --person ${PERSON_FORM}`);
  if (options.longitude !== undefined)
    throw new RangeError("--longitude is one birth's: household births are read on their clocks");
  const members = people.map((text) => memberOf(text, options));
  const names = members.map((m) => m.name);
  const twice = names.find((name, i) => names.indexOf(name) !== i);
  if (twice !== undefined) throw new RangeError(`two --person named ${twice}: names must differ`);
  const zone = parseZone(options.tz);
  const today = todayOn(zone, now);
  const window = householdWindow(today);
  return householdCalendar({
    name: 'Household (Tongshu)',
    zone: zone.name,
    window: {
      from: options.from === undefined ? window.from : parseCivilDate(options.from),
      to: options.to === undefined ? window.to : parseCivilDate(options.to),
    },
    members,
    festivals: true,
    terms: true,
    generatedAt: startOfDateIn(zone, today),
  });
}

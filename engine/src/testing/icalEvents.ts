/**
 * Feeds read back by ical.js (the parser behind Thunderbird's calendar), for the tests of every
 * package that writes one. ical.js ships ESM types only and jest loads its CommonJS build, so the
 * part the tests use is typed here, once.
 */

export interface IcalTime {
  readonly isDate: boolean;
  toString(): string;
  toJSDate(): Date;
}

export interface IcalComponent {
  getAllSubcomponents(name: string): IcalComponent[];
  getFirstPropertyValue(name: string): unknown;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const ICAL = require('ical.js') as {
  parse(text: string): unknown;
  Component: new (jcal: unknown) => IcalComponent;
};

/** The VCALENDAR of an iCalendar text: its own properties (X-WR-CALNAME) and its events. */
export function icalCalendar(ics: string): IcalComponent {
  return new ICAL.Component(ICAL.parse(ics));
}

/** The VEVENTs of an iCalendar text, in the order it lists them. */
export function icalEvents(ics: string): IcalComponent[] {
  return icalCalendar(ics).getAllSubcomponents('vevent');
}

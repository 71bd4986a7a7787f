/**
 * The selected-dates calendar (the .ics export of /select and the "Selected dates" feed) read back
 * by ical.js (the parser behind Thunderbird's calendar). Issue 42: a wedding for a couple over
 * 2026-11-28..2027-02-28 put each kept day whose best hour is 子 (23:00 the evening before) on the
 * previous date, and 22 January, not kept, showed the event of 23 January. Each kept day is now
 * exactly one all-day event on its own date, whatever the subscriber's clock, its best hours with
 * their dates in the description.
 */
import { addDays, formatCivilDate, parseCivilDate } from '../calendar/civilDate';
import { icalEvents, type IcalTime } from '../testing/icalEvents';
import { selectDays } from './selectDays';
import { selectionCalendar } from './selectionCalendar';

/** A couple whose kept days include 23 and 24 January 2027, each best from its 子 hour. */
const COUPLE = [
  { name: 'Me', yearBranch: '子', dayBranch: '子' },
  { name: 'Partner', yearBranch: '子', dayBranch: '戌' },
];

describe.each(['Europe/Berlin', 'America/New_York'])('selectionCalendar on %s', (zone) => {
  const wedding = (weak = false) =>
    selectDays({
      activity: '嫁娶',
      from: '2026-11-28',
      to: '2027-02-28',
      people: COUPLE,
      zone,
      weak,
    });
  const selection = wedding();

  it('writes each kept day as exactly one all-day event on its own date', () => {
    const events = icalEvents(selectionCalendar(selection, Date.UTC(2026, 10, 28)));
    const kept = selection.days.map((day) => day.date).sort();
    // The case of the issue: kept days whose best hour starts the evening before.
    const ratFirst = selection.days.filter((day) => day.hours[0]?.branch === '子');
    expect(ratFirst.map((day) => day.date)).toEqual(expect.arrayContaining(['2027-01-23']));
    expect(kept).not.toContain('2027-01-22');

    const dates = events.map((event) => {
      const start = event.getFirstPropertyValue('dtstart') as IcalTime;
      const end = event.getFirstPropertyValue('dtend') as IcalTime;
      expect(start.isDate).toBe(true);
      expect(end.isDate).toBe(true);
      // RFC 5545: an all-day event's DTEND is the next date (exclusive).
      expect(end.toString()).toBe(formatCivilDate(addDays(parseCivilDate(start.toString()), 1)));
      expect(event.getFirstPropertyValue('uid')).toBe(
        `selected-marriage-${start.toString().replace(/-/g, '')}@tongshu`,
      );
      return start.toString();
    });
    // One event a kept day, none on a day not kept (22 January among them).
    expect(dates).toEqual(kept);
  });

  it('gives every best hour with its dates, in English with the Chinese beside it', () => {
    const events = icalEvents(selectionCalendar(selection, Date.UTC(2026, 10, 28)));
    const byDate = new Map(selection.days.map((day) => [day.date, day]));
    for (const event of events) {
      const date = String((event.getFirstPropertyValue('dtstart') as IcalTime).toString());
      const day = byDate.get(date);
      const description = String(event.getFirstPropertyValue('description'));
      expect(String(event.getFirstPropertyValue('summary'))).toBe(
        `Marriage (嫁娶): score ${day?.score}`,
      );
      expect(description).toContain(`Best hours on the clock of ${zone}:`);
      for (const hour of day?.hours ?? []) expect(description).toContain(`${hour.start} to `);
      expect(description).toContain('the popular almanac tradition');
    }
    const rat = String(
      events
        .find((event) => String(event.getFirstPropertyValue('uid')).includes('20270123'))
        ?.getFirstPropertyValue('description'),
    );
    expect(rat).toContain(
      '2027-01-22 23:00 to 2027-01-23 00:59: Rat (子) hour, from the evening before',
    );
  });

  it('keeps no weak day unless asked, and marks a weak day kept on request', () => {
    const all = wedding(true);
    const weak = all.days.filter((day) => day.weak);
    expect(weak.length).toBeGreaterThan(0);
    for (const day of weak) expect(day.score).toBeLessThan(0);
    expect(selection.days.every((day) => !day.weak && day.score >= 0)).toBe(true);
    const events = icalEvents(selectionCalendar(all, Date.UTC(2026, 10, 28)));
    const summaries = events.map((event) => String(event.getFirstPropertyValue('summary')));
    for (const day of weak)
      expect(summaries).toContain(`Marriage (嫁娶): score ${day.score}, weak`);
  });

  it('keeps only the dates asked for', () => {
    const dates = new Set(selection.days.slice(0, 2).map((day) => day.date));
    const text = selectionCalendar(selection, Date.UTC(2026, 10, 28), dates);
    expect(icalEvents(text)).toHaveLength(2);
  });
});

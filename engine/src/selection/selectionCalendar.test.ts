/**
 * The selected-dates feed read back by ical.js (the parser behind Thunderbird's calendar): one
 * event per kept day, at the best hour (the slot on the subscriber's clock, as UTC) or all day,
 * with the reasons. The instants are read back on each zone's clock through the platform's IANA
 * data (Intl), independently of the engine's zone code.
 */
import { selectDays } from './selectDays';
import { selectionCalendar } from './selectionCalendar';
import { icalEvents, type IcalTime } from '../testing/icalEvents';
import { onClock } from '../testing/onClock';

describe.each(['Asia/Shanghai', 'Europe/Berlin', 'America/New_York'])(
  'selectionCalendar on %s',
  (zone) => {
    const selection = selectDays({
      activity: '移徙',
      from: '2026-01-01',
      to: '2026-06-30',
      people: [{ name: 'Ann', yearBranch: '午', dayBranch: '子' }],
      zone,
    });

    it('writes one event per kept day at its best hour on that clock, with its reasons', () => {
      const text = selectionCalendar(selection, Date.UTC(2026, 0, 1));
      const events = icalEvents(text);
      expect(events).toHaveLength(selection.days.length);
      const byDate = new Map(selection.days.map((day) => [day.date, day]));
      let timed = 0;
      for (const event of events) {
        const start = event.getFirstPropertyValue('dtstart') as IcalTime;
        const description = String(event.getFirstPropertyValue('description'));
        const summary = String(event.getFirstPropertyValue('summary'));
        if (start.isDate) {
          expect(byDate.get(start.toString())?.hours).toEqual([]);
          continue;
        }
        timed += 1;
        // The event starts at the best hour as the page shows it, on the subscriber's clock: on
        // the kept date itself (or 23:00 the evening before, for the 子 slot).
        const at = onClock(start.toJSDate().getTime(), zone);
        const day = [...byDate.values()].find((one) => one.hours[0]?.start === at);
        expect(day).toBeDefined();
        // Slots start at odd hours on every clock: 23:00, 01:00 ... 21:00 (not China's moved).
        expect(Number(at.slice(11, 13)) % 2).toBe(1);
        if (!at.endsWith('23:00')) expect(at.slice(0, 10)).toBe(day?.date);
        const end = (event.getFirstPropertyValue('dtend') as IcalTime).toJSDate().getTime();
        expect(onClock(end - 60_000, zone)).toBe(day?.hours[0]?.end);
        expect(summary).toBe(`Move house (移徙): score ${day?.score}`);
        expect(description).toContain('Qi Men life door in the best hour');
        expect(description).toContain(day?.reasons[0]?.en ?? '');
        expect(description).toContain('the popular almanac tradition');
      }
      expect(timed).toBeGreaterThan(10);
    });

    it('keeps only the dates asked for', () => {
      const dates = new Set(selection.days.slice(0, 2).map((day) => day.date));
      const text = selectionCalendar(selection, Date.UTC(2026, 0, 1), dates);
      expect(icalEvents(text)).toHaveLength(2);
    });
  },
);

/**
 * The selected-dates feed read back by ical.js (the parser behind Thunderbird's calendar): one
 * event per kept day, at the best hour (China's slot, as UTC) or all day, with the reasons.
 */
import { selectDays } from './selectDays';
import { selectionCalendar } from './selectionCalendar';
import { icalEvents, type IcalTime } from '../testing/icalEvents';

describe('selectionCalendar', () => {
  const selection = selectDays({
    activity: '移徙',
    from: '2026-01-01',
    to: '2026-06-30',
    people: [{ name: 'Ann', yearBranch: '午', dayBranch: '子' }],
  });

  it('writes one event per kept day at its best hour, with its reasons', () => {
    const text = selectionCalendar(selection, Date.UTC(2026, 0, 1));
    const events = icalEvents(text);
    expect(events).toHaveLength(selection.days.length);
    const byDate = new Map(selection.days.map((day) => [day.date, day]));
    for (const event of events) {
      const start = event.getFirstPropertyValue('dtstart') as IcalTime;
      const description = String(event.getFirstPropertyValue('description'));
      const summary = String(event.getFirstPropertyValue('summary'));
      if (start.isDate) {
        expect(byDate.get(start.toString())?.hours).toEqual([]);
        continue;
      }
      // The best hour's slot on China's clock (UTC+8) is the event's start.
      const china = new Date(start.toJSDate().getTime() + 8 * 3600_000);
      const day = [...byDate.values()].find((one) =>
        one.hours[0]?.start.startsWith(china.toISOString().slice(0, 16).replace('T', ' ')),
      );
      expect(day).toBeDefined();
      expect(summary).toBe(`Move house (移徙): score ${day?.score}`);
      expect(description).toContain('Qi Men life door in the best hour');
      expect(description).toContain(day?.reasons[0]?.en ?? '');
    }
  });

  it('keeps only the dates asked for', () => {
    const dates = new Set(selection.days.slice(0, 2).map((day) => day.date));
    const text = selectionCalendar(selection, Date.UTC(2026, 0, 1), dates);
    expect(icalEvents(text)).toHaveLength(2);
  });
});

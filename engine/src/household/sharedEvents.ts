/**
 * The events every household feed shares: the festivals (all-day, China's calendar dates) and the
 * 24 solar terms (timed, at their instant).
 */
import type { AllDayEvent, TimedEvent } from '../ical/events';
import { epochDay } from '../calendar/civilDate';
import { festivals, type Xiaonian } from './festivals';
import { chinaTimeText } from './householdText';
import { MARKER_MS, type FeedWindow } from './memberEvents';
import { solarTermEvents } from './solarTermEvents';

export function festivalEvents(w: FeedWindow, xiaonian: Xiaonian): AllDayEvent[] {
  const from = epochDay(w.from);
  const to = epochDay(w.to);
  const result: AllDayEvent[] = [];
  for (let year = w.from.year; year <= w.to.year; year += 1) {
    for (const f of festivals(year, { xiaonian })) {
      const day = epochDay(f.date);
      if (day < from || day > to) continue;
      result.push({
        uid: `household-festival-${f.key}-${f.lunarYear}@tongshu`,
        date: f.date,
        summary: `${f.en} (${f.zh})`,
        description: `${f.en} (${f.zh}), on China's calendar.`,
      });
    }
  }
  return result;
}

/** How every solar term's UID begins: a thinned feed leaves out the later ones by it. */
export const TERM_UID = 'household-term-';

/** The terms in the window, timed: calendars show them on the subscriber's clock. */
export function termEvents(w: FeedWindow): TimedEvent[] {
  return solarTermEvents(w.fromMs, w.toMs).map((t) => {
    const at = new Date(t.utcMs + 8 * 3_600_000);
    return {
      // Year on China's clock and the sun's longitude: one term a year has each longitude.
      uid: `${TERM_UID}${at.getUTCFullYear()}-${t.longitude}@tongshu`,
      startUtc: t.utcMs,
      endUtc: t.utcMs + MARKER_MS,
      summary: `${t.en} (${t.zh})`,
      description: `Solar term (节气) ${t.zh} (${t.en}): the sun at ${t.longitude}°, ${chinaTimeText(t.utcMs)}.`,
    };
  });
}

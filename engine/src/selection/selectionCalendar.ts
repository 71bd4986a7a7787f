/**
 * A selection as an iCalendar feed ("Selected dates"): one event per kept day, at its best hour
 * when it has one (a two-hour timed event, with that hour's Qi Men life-door direction), else all
 * day; its score, reasons, every best hour on the selection's clock and the tradition in the
 * description. Serialised by `toIcs`, as every feed is.
 */
import {
  hourSlotStartAt,
  parseCivilDate,
  startOfCivilDate,
  type CivilDateTime,
} from '../calendar/civilDate';
import { englishPalaceDirection } from '../english/palaceDirection';
import { compactDate, type CalendarEvent } from '../ical/events';
import { toIcs } from '../ical/toIcs';
import { symbolPalaces } from '../personal/natal';
import { boardAt } from '../qimen/qimenChart';
import { branchIndex } from '../sexagenary/cycle';
import type { SelectedDay, Selection } from './types';

const TWO_HOURS_MS = 2 * 3600_000;

function lifeDoor(slot: CivilDateTime): string {
  return englishPalaceDirection(symbolPalaces(boardAt('hour', slot).board).life);
}

function eventOf(selection: Selection, day: SelectedDay): CalendarEvent {
  const { activity } = selection;
  const best = day.hours[0];
  const hours = day.hours.map(
    (hour) =>
      `${hour.start.slice(11)}-${hour.end.slice(11)} ${hour.branch} hour (score ${hour.score})`,
  );
  const date = parseCivilDate(day.date);
  // The best hour's slot on China's clock (子 starts the evening before).
  const slot = best ? hourSlotStartAt(date, branchIndex(best.branch)) : undefined;
  const description = [
    `Score ${day.score}.`,
    hours.length > 0 ? `Best hours on ${selection.zone}: ${hours.join(', ')}.` : 'No best hour.',
    ...(slot ? [`Qi Men life door in the best hour: ${lifeDoor(slot)}.`] : []),
    ...day.reasons.map((reason) => `${reason.en} (${reason.zh}) ${reason.points ?? 0}`),
    `${selection.tradition}.`,
  ].join('\n');
  const slug = activity.en.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const uid = `selected-${slug}-${compactDate(date)}@tongshu`;
  const summary = `${activity.en} (${activity.zh}): score ${day.score}`;
  if (!slot) return { uid, summary, description, date };
  // The slot's start on China's clock (UTC+8), as the UTC instant it is.
  const startUtc = startOfCivilDate(slot) + slot.hour * 3600_000;
  return { uid, summary, description, startUtc, endUtc: startUtc + TWO_HOURS_MS };
}

/**
 * The kept days of `selection` (those of `dates` only, when given) as an .ics text, in date order.
 * @param generatedAt ms since the epoch: the DTSTAMP of every event.
 */
export function selectionCalendar(
  selection: Selection,
  generatedAt: number,
  dates?: ReadonlySet<string>,
): string {
  const days = selection.days
    .filter((day) => !dates || dates.has(day.date))
    .sort((a, b) => a.date.localeCompare(b.date));
  return toIcs(
    {
      name: `Selected dates: ${selection.activity.en}`,
      description: `Days that suit ${selection.activity.en} (${selection.activity.zh}). ${selection.tradition}.`,
      generatedAt,
    },
    days.map((day) => eventOf(selection, day)),
  );
}

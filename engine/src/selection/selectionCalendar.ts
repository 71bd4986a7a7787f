/**
 * A selection as an iCalendar feed ("Selected dates"): one event per kept day, at its best hour
 * when it has one (that two-hour slot on the selection's clock, with the hour's Qi Men life-door
 * direction), else all day; its score, reasons, every best hour on the selection's clock and the
 * tradition in the description. Serialised by `toIcs`, as every feed is.
 */
import { hourSlotStartAt, parseCivilDate, type CivilDate } from '../calendar/civilDate';
import { englishPalaceDirection } from '../english/palaceDirection';
import { compactDate, type CalendarEvent } from '../ical/events';
import { toIcs } from '../ical/toIcs';
import { symbolPalaces } from '../personal/natal';
import { boardAt } from '../qimen/qimenChart';
import { branchIndex } from '../sexagenary/cycle';
import { chinaClockOf } from '../time/birthMoment';
import { slotOnClock } from '../time/slotOnClock';
import { parseZone, type Zone } from '../time/zone';
import { branchEnglish } from './termEnglish';
import type { SelectedDay, Selection } from './types';

/**
 * The life door of the hour chart of a slot read on the subscriber's clock, as the Qi Men hour
 * page draws it there: the ju from the instant, the pillars from the clock.
 */
function lifeDoor(date: CivilDate, branch: number, startUtc: number): string {
  const { board } = boardAt('hour', chinaClockOf(startUtc), {}, hourSlotStartAt(date, branch));
  return englishPalaceDirection(symbolPalaces(board).life);
}

function eventOf(selection: Selection, zone: Zone, day: SelectedDay): CalendarEvent {
  const { activity } = selection;
  const best = day.hours[0];
  const hours = day.hours.map(
    (hour) =>
      `${hour.start.slice(11)}-${hour.end.slice(11)} ${branchEnglish(hour.branch)} ${hour.branch} hour (score ${hour.score})`,
  );
  const date = parseCivilDate(day.date);
  const branch = best ? branchIndex(best.branch) : undefined;
  const slot = branch === undefined ? undefined : slotOnClock(date, branch, zone);
  const description = [
    `Score ${day.score}.`,
    hours.length > 0 ? `Best hours on ${selection.zone}: ${hours.join(', ')}.` : 'No best hour.',
    ...(slot && branch !== undefined
      ? [`Qi Men life door in the best hour: ${lifeDoor(date, branch, slot.startUtc)}.`]
      : []),
    ...day.reasons.map((reason) => `${reason.en} (${reason.zh}) ${reason.points ?? 0}`),
    `Judged by ${selection.tradition}.`,
  ].join('\n');
  const slug = activity.en.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const uid = `selected-${slug}-${compactDate(date)}@tongshu`;
  const summary = `${activity.en} (${activity.zh}): score ${day.score}`;
  if (!slot) return { uid, summary, description, date };
  return { uid, summary, description, ...slot };
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
  const zone = parseZone(selection.zone);
  const days = selection.days
    .filter((day) => !dates || dates.has(day.date))
    .sort((a, b) => a.date.localeCompare(b.date));
  return toIcs(
    {
      name: `Selected dates: ${selection.activity.en}`,
      description: `Days that suit ${selection.activity.en} (${selection.activity.zh}), judged by ${selection.tradition}.`,
      generatedAt,
    },
    days.map((day) => eventOf(selection, zone, day)),
  );
}

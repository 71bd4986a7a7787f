/**
 * A selection as an iCalendar feed: the .ics export of /select and the "Selected dates" feed of a
 * kept selection alike. One all-day event per kept day, on its date; its score, every best hour
 * with its dates on the selection's clock, the best hour's Qi Men life-door direction, its reasons
 * and the tradition in the description. Serialised by `toIcs`, as every feed is.
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
import { bestHourOf } from './bestHours';
import { branchEnglish } from './termEnglish';
import type { SelectedDay, SelectedHour, Selection } from './types';

/**
 * The life door of the hour chart of a slot read on the subscriber's clock, as the Qi Men hour
 * page draws it there: the ju from the instant, the pillars from the clock.
 */
function lifeDoor(date: CivilDate, branch: number, startUtc: number): string {
  const { board } = boardAt('hour', chinaClockOf(startUtc), {}, hourSlotStartAt(date, branch));
  return englishPalaceDirection(symbolPalaces(board).life);
}

/**
 * A best hour as the description gives it: its start and end on the selection's clock with their
 * dates (the 子 hour starts the evening before), its branch in English with the Chinese beside it.
 */
function hourLine(hour: SelectedHour): string {
  const [startDate] = hour.start.split(' ');
  const [endDate, endTime] = hour.end.split(' ');
  const end = endDate === startDate ? endTime : hour.end;
  const eve = hour.branch === '子' ? ', from the evening before' : '';
  return `${hour.start} to ${end}: ${branchEnglish(hour.branch)} (${hour.branch}) hour${eve}, score ${hour.score}`;
}

/**
 * A kept day as an all-day event on its own date: a timed event at its best hour put a day whose
 * best hour is 子 (23:00 the evening before) on the previous date in every calendar client, and
 * showed an event on that date though it was not kept. The hours, with their dates, are in the
 * description.
 */
function eventOf(selection: Selection, zone: Zone, day: SelectedDay): CalendarEvent {
  const { activity } = selection;
  const best = bestHourOf(day.hours);
  const date = parseCivilDate(day.date);
  const branch = best ? branchIndex(best.branch) : undefined;
  const slot = branch === undefined ? undefined : slotOnClock(date, branch, zone);
  const score = day.weak
    ? `Score ${day.score}: a weak day, more against it than for it.`
    : `Score ${day.score}.`;
  const description = [
    score,
    day.hours.length > 0
      ? `Best hours on the clock of ${selection.zone}:\n${day.hours.map(hourLine).join('\n')}`
      : 'No best hour.',
    ...(slot && branch !== undefined
      ? [`Qi Men life door in the best hour: ${lifeDoor(date, branch, slot.startUtc)}.`]
      : []),
    ...day.reasons.map((reason) => `${reason.en} (${reason.zh}) ${reason.points ?? 0}`),
    `Judged by ${selection.tradition}.`,
  ].join('\n');
  const slug = activity.en.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    uid: `selected-${slug}-${compactDate(date)}@tongshu`,
    summary: `${activity.en} (${activity.zh}): score ${day.score}${day.weak ? ', weak' : ''}`,
    description,
    date,
  };
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

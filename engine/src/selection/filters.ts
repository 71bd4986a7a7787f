/**
 * The selection's filters (issue 45, docs/engine/selection.md "Filters"): the weekdays a kept day
 * may fall on (`sat,sun`) and the window of the subscriber's clock its best hours must lie in
 * (`09:00-18:00`). Read from the request's own words at every door (the web, the API, MCP, the
 * CLI), so a bad word is refused the same everywhere, naming its field.
 */
import { weekdays } from '@tongshu/data';
import type { SelectionReason } from './types';

/** A filter's words the engine cannot read; `field` names the request's field. */
export class FilterInputError extends RangeError {
  constructor(
    message: string,
    readonly field: 'weekdays' | 'hours',
  ) {
    super(message);
  }
}

/**
 * The weekdays, Sunday first (0), as a date's UTC weekday counts them: the data's glossary (日 ...
 * 六, `Solar#getWeekInChinese()`), keyed as the API spells them (`sun` ... `sat`).
 */
const WEEKDAYS = Object.entries(weekdays)
  .sort(([, a], [, b]) => a.day - b.day)
  .map(([zh, term]) => ({ key: term.en.slice(0, 3).toLowerCase(), en: term.en, zh: `星期${zh}` }));

export const WEEKDAYS_MESSAGE =
  'Please give weekdays as a comma-separated list of mon, tue, wed, thu, fri, sat, sun';
export const HOURS_MESSAGE =
  'Please give hours as a window HH:mm-HH:mm on your clock (00:00 to 24:00), e.g. 09:00-18:00';

/**
 * The weekdays (0 = Sunday) of `text`: their three-letter names or whole English names, any case,
 * comma-separated (`sat,sun`). Empty: every weekday (undefined).
 * @throws FilterInputError on `weekdays` for a word that names no weekday.
 */
export function parseWeekdays(text: string | undefined): ReadonlySet<number> | undefined {
  const words = (text ?? '')
    .split(',')
    .map((word) => word.trim().toLowerCase())
    .filter(Boolean);
  if (words.length === 0) return undefined;
  return new Set(
    words.map((word) => {
      const found = WEEKDAYS.findIndex((day) => day.key === word || day.en.toLowerCase() === word);
      if (found < 0) throw new FilterInputError(WEEKDAYS_MESSAGE, 'weekdays');
      return found;
    }),
  );
}

/** A window of the clock in minutes since midnight; `to` may be 24:00 (1440). */
export interface HourWindow {
  readonly from: number;
  readonly to: number;
  readonly text: string;
}

const TIME = /^([01]\d|2[0-4]):([0-5]\d)$/;

function minutesOf(text: string): number | undefined {
  const match = TIME.exec(text.trim());
  if (!match) return undefined;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= 1440 ? minutes : undefined;
}

/**
 * The window of `text`, `HH:mm-HH:mm` on the subscriber's clock. A window ending before it starts
 * runs over midnight (`22:00-02:00`); `00:00-24:00` is the whole day; one starting where it ends
 * is refused (empty). Empty text: no window (undefined).
 * @throws FilterInputError on `hours` for anything else (`25:00-26:00`).
 */
export function parseHourWindow(text: string | undefined): HourWindow | undefined {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return undefined;
  const [start = '', end = '', ...rest] = trimmed.split('-');
  const from = minutesOf(start);
  const to = minutesOf(end);
  if (rest.length > 0 || from === undefined || to === undefined || from === to) {
    throw new FilterInputError(HOURS_MESSAGE, 'hours');
  }
  return { from: from % 1440, to, text: `${start.trim()}-${end.trim()}` };
}

const DAY_MINUTES = 1440;

/**
 * Whether the whole of a slot (its start `HH:mm` on the clock, two hours long) lies in the window,
 * midnight crossed where the window or the slot crosses it (子 runs 23:00-00:59).
 */
export function slotInWindow(start: string, window: HourWindow): boolean {
  const begins = minutesOf(start) ?? 0;
  const length = (window.to - window.from + DAY_MINUTES) % DAY_MINUTES || DAY_MINUTES;
  const offset = (begins - window.from + DAY_MINUTES) % DAY_MINUTES;
  return offset + 120 <= length;
}

/** Why a day is refused when it falls on none of the weekdays asked. */
export function weekdayReason(weekday: number): SelectionReason {
  const day = WEEKDAYS[weekday];
  if (!day) throw new RangeError(`no weekday ${weekday}`);
  return {
    code: 'weekday',
    zh: day.zh,
    en: `${day.en}: not among the weekdays asked`,
  };
}

/** Why a day is refused when none of its good hours lies in the window asked. */
export function hoursReason(window: HourWindow): SelectionReason {
  return {
    code: 'hours',
    zh: '时不在所选时段',
    en: `No good hour within ${window.text} on your clock`,
  };
}

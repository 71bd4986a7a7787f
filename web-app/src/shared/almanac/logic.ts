/** Pure helpers of the almanac, chart and dashboard pages (dates, hour slots, chart input). */
import { branches, stems } from '@tongshu/data';
import { MONTH_NAMES, WEEKDAY_NAMES } from '../lib/calendarNames';
import { text, type TsValues } from './types';

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYYMMDD` of a local date (the form /tongshu/:date and the almanac call use). */
export function compactDate(date: Date): string {
  return `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}`;
}

/** `YYYY-MM-DD` of a local date. */
export function isoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A real calendar day from `YYYYMMDD` (or `YYYY-MM-DD`), else null. */
export function parseDay(text: string | undefined): Date | null {
  const match = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(text ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
    ? date
    : null;
}

/** The years the almanac covers (the engine's and lunar-javascript's range). */
export const ALMANAC_YEARS = { first: 1900, last: 2100 } as const;

/**
 * Why /tongshu/:date cannot show `param` (not a calendar day, or outside 1900 to 2100), or null
 * when it can; said on the page rather than showing today or an empty page instead.
 */
export function dayProblem(param: string): string | null {
  const day = parseDay(param);
  if (!day) return `“${param}” is not a date. Give one as YYYYMMDD, for example 20261128.`;
  const year = day.getFullYear();
  if (year < ALMANAC_YEARS.first || year > ALMANAC_YEARS.last)
    return `${isoDate(day)} is out of range: Tong Shu covers 1 January ${ALMANAC_YEARS.first} to 31 December ${ALMANAC_YEARS.last}.`;
  return null;
}

/** The compact day `days` away from a compact day (calendar days, so DST cannot skip one). */
export function shiftDay(compact: string, days: number): string {
  const date = parseDay(compact) ?? new Date();
  return compactDate(new Date(date.getFullYear(), date.getMonth(), date.getDate() + days));
}

/** `YYYYMMDD` -> `YYYY-MM-DD` for a date input. */
export function compactToIso(compact: string): string {
  return `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`;
}

/** English ordinal (spec: st, nd, rd, th; 11 to 20 take th). */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 20) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

/** An answer's Gregorian date as the almanac shows it: 'Tuesday, 17th February 2026'. */
export function gregorianLine(ts: TsValues | undefined): string {
  const weekday = WEEKDAY_NAMES[Number(ts?.day_no ?? 0)] ?? '';
  const month = MONTH_NAMES[Number(ts?.month) - 1] ?? '';
  return `${weekday}, ${ordinal(Number(ts?.day))} ${month} ${text(ts, 'year')}`;
}

/** An answer's lunar date: '1st month, 1st day', a leap month 'Leap 4th month, ...'. */
export function lunarLine(ts: TsValues | undefined): string {
  const leap = ts?.lmonth_leap === true ? 'Leap ' : '';
  return `${leap}${ordinal(Number(ts?.lmonth))} month, ${ordinal(Number(ts?.lday))} day`;
}
/** A pillar's English, stem then branch: '丙午' -> 'Yang Fire Horse'. */
export const pillarEnglish = (gz: string): string =>
  [...gz].map((ch) => stems[ch]?.en ?? branches[ch]?.en ?? ch).join(' ');

/** The twelve two-hour slots, 23:00 to 21:00, by branch key (`hour_{key}_...`) and start time. */
export const HOUR_SLOTS = [
  { key: 'zhi', start: '23:00' },
  { key: 'chou', start: '01:00' },
  { key: 'yin', start: '03:00' },
  { key: 'mao', start: '05:00' },
  { key: 'chen', start: '07:00' },
  { key: 'si', start: '09:00' },
  { key: 'wu', start: '11:00' },
  { key: 'wei', start: '13:00' },
  { key: 'shen', start: '15:00' },
  { key: 'you', start: '17:00' },
  { key: 'xu', start: '19:00' },
  { key: 'hai', start: '21:00' },
] as const;

export type HourSlotKey = (typeof HOUR_SLOTS)[number]['key'];

/** Splits items into tables of `perTable` (hour forecast: 6 on wide boxes, down to 2 on phones). */
export function chunk<T>(items: readonly T[], perTable: number): T[][] {
  const tables: T[][] = [];
  for (let i = 0; i < items.length; i += perTable) tables.push(items.slice(i, i + perTable));
  return tables;
}

/**
 * Slots per hour table for a box `width` px wide: as many as fit of 6, 4, 3 or 2 (divisors of 12,
 * so the tables are even). Measured at 1,024 px: the row labels take about 170 px and a slot at
 * least 124 px, so six slots cut 07:00 and 09:00 off the 684 px box where four fit. A phone still
 * needs two, which scroll in their region.
 */
export function slotsPerTable(width: number): number {
  return [6, 4, 3].find((slots) => width >= 170 + slots * 124) ?? 2;
}

/** QM hour select: odd hours 1 to 23. */
export const QM_HOURS: readonly number[] = Array.from({ length: 12 }, (_, i) => 2 * i + 1);

/** The twelve branches in order, 子 (Rat) first: the QM hours' names. */
const BRANCH_ORDER = '子丑寅卯辰巳午未申酉戌亥';

/**
 * A QM hour's choice as the form shows it: the two hours it covers on the chart's date and its
 * branch with the English, '23:00-00:59 (子 Rat)'.
 */
export function qmHourLabel(hour: number): string {
  const branch = BRANCH_ORDER[((hour + 1) / 2) % 12] ?? '';
  return `${pad(hour)}:00-${pad((hour + 1) % 24)}:59 (${branch} ${branches[branch]?.en ?? ''})`;
}

/** Default QM hour (spec section 4): an even hour maps to the previous hour; 0 maps to 23. */
export function qmHourSlot(hour: number): number {
  if (hour === 0) return 23;
  return hour % 2 === 0 ? hour - 1 : hour;
}

export type ChartKind = 'hour' | 'day' | 'month' | 'year';

export interface ChartSelection {
  /** `YYYY-MM-DD`, or `YYYY-MM-DDTHH:mm` for the day chart. */
  readonly date: string;
  /** The hour chart's odd hour as a string; '' is Please Select. */
  readonly hour?: string;
}

/** The call a chart page makes for a selection, or null when Display must not act (section 5). */
export function chartUrl(kind: ChartKind, selection: ChartSelection): string | null {
  const { date, hour = '' } = selection;
  if (kind === 'day') {
    const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})$/.exec(date);
    if (!match || !parseDay(match[1])) return null;
    return `/api/theqmday/get/${encodeURIComponent(`${match[1]} ${match[2]}`)}`;
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !parseDay(date)) return null;
  if (kind === 'hour') {
    const h = Number(hour);
    if (hour === '' || !QM_HOURS.includes(h)) return null;
    return `/api/theqmhour/get/${date}/${h}`;
  }
  return `/api/theqm${kind}/get/${date}`;
}

export interface VictorySelection {
  /** `YYYY-MM-DDTHH:mm` from a date-time input. */
  readonly birth: string;
  /** '0' female, '1' male, '' Please Select. */
  readonly gender: string;
  readonly year: string;
}

/** The spec's first year (section 8 offers 2022, 2021 and 2020). */
const FIRST_VICTORY_YEAR = 2020;

/**
 * The 3VV year options, newest first: every year from the spec's first to the next year on the
 * user's clock (docs/decisions.md, "3VV years"), so the list never goes stale and has no gap.
 */
export function victoryYears(now = new Date()): string[] {
  const next = now.getFullYear() + 1;
  return Array.from({ length: next - FIRST_VICTORY_YEAR + 1 }, (_, i) => String(next - i));
}

/** The 3VV call, or null unless a date-time, a gender and an offered year are chosen. */
export function victoryUrl(
  { birth, gender, year }: VictorySelection,
  now = new Date(),
): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})$/.exec(birth);
  if (!match || !parseDay(match[1])) return null;
  if (gender !== '0' && gender !== '1') return null;
  if (!victoryYears(now).includes(year)) return null;
  return `/api/the3vv/get/${encodeURIComponent(`${match[1]} ${match[2]}`)}/${gender}/${year}`;
}

/** `YYYY-MM-DDTHH:mm` of a local moment, for date-time inputs. */
export function localDateTime(date: Date): string {
  return `${isoDate(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The two links a calendar row copies: the site's https URL and the same as webcal://. */
export function icalLinks(origin: string, path: string): { https: string; webcal: string } {
  const https = `${origin}${path}`;
  return { https, webcal: https.replace(/^https?:\/\//, 'webcal://') };
}

/** The referral link of a reference code. */
export function referralLink(origin: string, code: string): string {
  return `${origin}/?ref=${encodeURIComponent(code)}`;
}

/** Comma plus line break, as the spec shows suit lists. */
export const SUIT_JOIN = ',\n';

/**
 * The words of the household feed's events: English first, the Chinese beside it (issue 44).
 */
import { branches, lunarDays, lunarMonths, stems } from '@tongshu/data';
import { localFieldsAt, type Zone } from '../time/zone';
import { BRANCHES, STEMS, mod } from '../sexagenary/cycle';
import type { LunarDate } from './lunarCalendar';

/** 1st, 2nd, 3rd, 4th ... 11th, 12th, 13th ... 21st ... 30th. */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** Chinese names by number, from the glossaries: month 1 正 .. 12 腊, day 1 初一 .. 30 三十. */
const MONTH_ZH = new Map(Object.entries(lunarMonths).map(([zh, m]) => [m.month, zh]));
const DAY_ZH = new Map(Object.entries(lunarDays).map(([zh, d]) => [d.day, zh]));

/** `8th month 15th (八月十五)`, `leap 4th month 1st (闰四月初一)`. */
export function lunarDateText({ month, day, leap }: Pick<LunarDate, 'month' | 'day' | 'leap'>) {
  const monthZh = MONTH_ZH.get(month) ?? String(month);
  const dayZh = DAY_ZH.get(day) ?? String(day);
  const zh = `${leap ? '闰' : ''}${monthZh}月${dayZh}`;
  return `${leap ? 'leap ' : ''}${ordinal(month)} month ${ordinal(day)} (${zh})`;
}

/** `己卯 (Yin Earth Rabbit)`. */
export function pillarText(stem: string, branch: string): string {
  return `${stem}${branch} (${stems[stem]?.en ?? stem} ${branches[branch]?.en ?? branch})`;
}

/** The 立春-based pillar of a Gregorian year (1984 甲子): `丙午 (Yang Fire Horse)`. */
export function yearPillarText(year: number): string {
  return pillarText(STEMS[mod(year - 4, 10)] as string, BRANCHES[mod(year - 4, 12)] as string);
}

/** `2026-02-03 21:02` on the zone's clock. */
export function clockText(zone: Zone, utcMs: number): string {
  const at = localFieldsAt(zone, utcMs);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.year}-${two(at.month)}-${two(at.day)} ${two(at.hour)}:${two(at.minute)}`;
}

/**
 * `2026-02-04 04:02 China time`: by arithmetic, not Intl, since China's clock is UTC+8 in every
 * year the feed covers; the hundreds of terms and Tai Sui years of a feed name it.
 */
export function chinaTimeText(utcMs: number): string {
  return `${new Date(utcMs + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ')} China time`;
}

/** Both clocks of an instant: `2026-02-03 21:02 Europe/Berlin (2026-02-04 04:02 China time)`. */
export function bothClocks(zone: Zone, utcMs: number): string {
  return `${clockText(zone, utcMs)} ${zone.name} (${chinaTimeText(utcMs)})`;
}

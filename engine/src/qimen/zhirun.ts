/**
 * 置闰 (zhi run, "placing the leap") ju for hour charts. Each 15-day block of three 元 opens on an
 * upper-yuan 符头 (甲子, 己卯, 甲午 or 己酉 day) and takes the ju of one solar term; blocks follow
 * the terms one by one, so the 符头 drifts ahead of its term (超神, "surpassing the spirit") by
 * about 5 days a year. When the 芒种 or 大雪 block's 符头 comes more than 9 days before its term,
 * that term's three yuan are used again (闰, the leap) and the next 符头 comes after its term
 * (接气, "joining the breath"). Sources: 《奇门遁甲秘笈大全》 "论超接之法" and "置闰法" (超神 when
 * the 符头 precedes the term, 接气 when it follows, the leap only at 芒种 and 大雪); METAPHYSICS.md
 * section 2.1 (超神 > 9 days). Details and worked examples: docs/engine/qimen.md.
 */
import { solarTermsAround, termDate } from '../calendar/lunarAdapter';
import { addDays, epochDay, type CivilDate } from '../calendar/civilDate';
import { JIAZI_DAY } from '../calendar/dayPillar';
import { inYangHalf } from '../calendar/yangHalf';
import { mod } from '../sexagenary/cycle';
import { chaibuRow, type DunJu } from './ju';

/** 超神 beyond this many days at 芒种 or 大雪 places a leap. */
const LEAP_AFTER_DAYS = 9;
const LEAP_TERMS = new Set(['芒种', '大雪']);

interface TermDay {
  readonly name: string;
  /** Epoch day of the term's civil date (UTC+8). */
  readonly day: number;
}

/** Terms from about two years before `year` to its end, in order, each once. */
function termDaysAround(year: number): readonly TermDay[] {
  const seen = new Set<string>();
  const days: TermDay[] = [];
  for (const y of [year - 2, year - 1, year]) {
    for (const term of solarTermsAround(y)) {
      if (seen.has(term.time)) continue;
      seen.add(term.time);
      days.push({ name: term.name, day: epochDay(termDate(term)) });
    }
  }
  return days.sort((a, b) => a.day - b.day);
}

/** Term of each block, by the epoch day of its 符头: a feed asks for the same block often. */
const termByHead = new Map<number, string>();

/**
 * The term whose ju the block opening on the 符头 `head` (an upper-yuan day) takes under 置闰.
 * It starts from the 芒种 or 大雪 at least 300 days back with the block nearest it (超神 up to 9
 * days, 接气 up to 5), and follows the blocks forward, placing leaps: whichever block that start
 * picks, the two readings agree after the next 芒种 or 大雪 (one of them leaps).
 */
export function zhirunTermOf(head: CivilDate): string {
  const headDay = epochDay(head);
  const cached = termByHead.get(headDay);
  if (cached !== undefined) return cached;
  const terms = termDaysAround(head.year + 1);
  let index = -1;
  terms.forEach((t, i) => {
    if (LEAP_TERMS.has(t.name) && t.day <= headDay - 300) index = i;
  });
  const start = terms[index];
  if (!start) throw new RangeError(`no 芒种 or 大雪 before ${head.year}`);
  // The upper-yuan 符头 on or before five days after the start term.
  let blockDay = start.day + 5 - mod(start.day + 5 - epochDay(JIAZI_DAY), 15);
  let leapt = false;
  while (blockDay < headDay) {
    const term = terms[index] as TermDay;
    if (!leapt && LEAP_TERMS.has(term.name) && term.day - blockDay > LEAP_AFTER_DAYS) leapt = true;
    else {
      index += 1;
      leapt = false;
    }
    blockDay += 15;
  }
  const name = (terms[index] as TermDay).name;
  termByHead.set(headDay, name);
  return name;
}

/**
 * Hour chart, 置闰: the day pillar `dayPillar` (jiazi index) of the civil date `date` gives the
 * 符头 (latest 甲 or 己 day) and the yuan; the ju is that of the term its block follows.
 */
export function zhirunHourJu(date: CivilDate, dayPillar: number): DunJu {
  const sinceHead = mod(dayPillar, 15);
  const term = zhirunTermOf(addDays(date, -sinceHead));
  const yuan = Math.floor(sinceHead / 5) as 0 | 1 | 2;
  return { dun: inYangHalf(term) ? 'yang' : 'yin', ju: chaibuRow(term)[yuan], yuan };
}

import { Solar } from 'lunar-javascript';

/**
 * lunar-javascript's day and hour pillars of a clock reading in one of its EightChar sects: 1, the
 * day changes at 23:00; 2, at midnight (the 23:00 hour then takes the next day's stem).
 */
export function sectPillars(y: number, m: number, d: number, h: number, min: number, sect: 1 | 2) {
  const chart = Solar.fromYmdHms(y, m, d, h, min, 0).getLunar().getEightChar();
  chart.setSect(sect);
  return { day: chart.getDay(), hour: chart.getTime() };
}

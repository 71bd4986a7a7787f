/**
 * An instant the almanac gives on China's civil clock (`YYYY-MM-DD HH:mm:ss`, UTC+8: solar term
 * times) read on the user's own clock, e.g. 2026-02-18 23:51:56 is 16:51:56 in Berlin.
 */
import { formatClock } from '../bazi/chart';
import { clockFieldsIn } from './zonedNow';

const CHINA_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

export function chinaTimeOnClock(text: string, zone: string | null | undefined): string {
  const match = CHINA_TIME.exec(text);
  if (!match || !zone) return text;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  const clock = clockFieldsIn(zone, new Date(Date.UTC(y!, mo! - 1, d!, h! - 8, mi!, s!)));
  if (!clock) return text;
  return formatClock(clock);
}

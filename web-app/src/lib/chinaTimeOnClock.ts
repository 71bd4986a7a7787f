/**
 * An instant the almanac gives on China's civil clock (`YYYY-MM-DD HH:mm:ss`, UTC+8: solar term
 * times) read on the user's own clock, e.g. 2026-02-18 23:51:56 is 16:51:56 in Berlin.
 */
const CHINA_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

export function chinaTimeOnClock(text: string, zone: string | null | undefined): string {
  const match = CHINA_TIME.exec(text);
  if (!match || !zone) return text;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  const instant = new Date(Date.UTC(y!, mo! - 1, d!, h! - 8, mi!, s!));
  try {
    const parts = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }).formatToParts(instant);
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
  } catch {
    return text;
  }
}

/**
 * `YYYY-MM-DD HH:mm` of an instant (ms since the epoch) on `zone`'s clock, as the platform's IANA
 * data (Intl) reads it: the independent reading tests hold the engine's zone code to.
 */
export function onClock(ms: number, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(ms);
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

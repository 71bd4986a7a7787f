/**
 * "Now" on the user's own clock (their `time_zone`, issue 21), as a Date whose local fields read
 * that clock: what "today", the Today button and the default Qi Men hour use. The browser's own
 * zone is usually the same, but a person travelling keeps their home clock until they change it.
 */
export function zonedNow(zone: string | null | undefined, now = new Date()): Date {
  if (!zone) return now;
  try {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    }).formatToParts(now);
    const field = (type: string) => Number(parts.find((part) => part.type === type)?.value);
    return new Date(
      field('year'),
      field('month') - 1,
      field('day'),
      field('hour'),
      field('minute'),
      field('second'),
    );
  } catch {
    return now;
  }
}

/**
 * `YYYY-MM-DD HH:mm` (or `HH:mm:ss` with `seconds`) of an instant (ms since the epoch) on `zone`'s
 * clock, as the platform's IANA data (Intl) reads it: the independent reading tests hold the
 * product's zone code to. Swedish short dates are ISO-ordered, so the format needs no reassembly.
 */
export function onClock(ms: number, zone: string, seconds = false): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: zone,
    hourCycle: 'h23',
    dateStyle: 'short',
    timeStyle: seconds ? 'medium' : 'short',
  }).format(ms);
}

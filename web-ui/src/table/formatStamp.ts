/**
 * A stored timestamp for a table cell, to the minute: '2026-11-24T09:30:12.000Z' or
 * '2026-11-24 09:30:12' -> '2026-11-24 09:30'; empty when unset.
 */
export function formatStamp(value: unknown): string {
  return value ? String(value).slice(0, 16).replace('T', ' ') : '';
}

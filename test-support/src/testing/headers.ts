/**
 * An answer's header fields without those that differ between any two answers: Date, and the
 * request id (a kept feed answer sent again is not the request that built it).
 */
export function fieldsWithoutDate(headers: Readonly<Record<string, unknown>>) {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => name !== 'date' && name !== 'x-request-id'),
  );
}

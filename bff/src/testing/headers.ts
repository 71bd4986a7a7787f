/** An answer's header fields without Date, which differs between any two answers. */
export function fieldsWithoutDate(headers: Readonly<Record<string, unknown>>) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'date'));
}

/** The parsed JSON body as a plain object (anything else reads as empty: fields then fail validation). */
export function bodyOf(request: object): Record<string, unknown> {
  const body = (request as { body?: unknown }).body;
  return body !== null && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

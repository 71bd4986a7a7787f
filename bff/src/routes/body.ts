/** The parsed JSON body as a plain object (anything else reads as empty: fields then fail validation). */
export function bodyOf(request: object): Record<string, unknown> {
  const body = (request as { body?: unknown }).body;
  return body !== null && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

/** The request's bytes as received (JSON bodies only; see the jsonBody middleware). */
export function rawBodyOf(request: object): Buffer {
  return (request as { rawBody?: Buffer }).rawBody ?? Buffer.alloc(0);
}

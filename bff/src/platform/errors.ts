/**
 * Typed errors the error middleware maps to the spec's catalogue (section 8): 400 with `message`
 * and `inputError` naming the field, 401, 402 with the plan, 403, 404, 409, 429 with Retry-After.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly inputError?: string,
    /** More fields for the body, such as the plan a 402 sends the user to upgrade to. */
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
  }
}

export const badInput = (message: string, inputError?: string) =>
  new HttpError(400, message, inputError);
export const unauthorized = (message = 'Please sign in') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do that') =>
  new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, inputError?: string) =>
  new HttpError(409, message, inputError);
export const paymentRequired = (message: string, details: Readonly<Record<string, unknown>>) =>
  new HttpError(402, message, undefined, details);
export const unavailable = (message: string) => new HttpError(503, message);

/**
 * Field rules and messages of spec section 5, shared by every service that reads a form.
 * Each check throws a 400 whose `inputError` names the field.
 */
import { badInput } from './errors';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_MIN = 8;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * A single-use link's token as sent: a string or nothing. Never `String(value)`: an object whose
 * toString is not a function throws there (a 500 for a hostile body).
 */
export function linkToken(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  return typeof value === 'string' ? value : '';
}

/** Longer than any id the product makes (uuids, feed ids): not found, without a query. */
export const MAX_ID_LENGTH = 64;

/** An id as sent, when it could be one: a non-empty string of at most 64 characters. */
export function idOf(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' && value.length <= MAX_ID_LENGTH
    ? value
    : undefined;
}

export function requiredText(
  body: Record<string, unknown>,
  field: string,
  message: string,
  max = 200,
): string {
  const value = text(body[field]);
  if (value === '' || value.length > max) throw badInput(message, field);
  return value;
}

/** The refusal of a text longer than its field takes (spec section 5's wording for its kind). */
export const tooLong = (max: number, field: string) =>
  badInput(`Please enter at most ${max} characters`, field);

/** The distinct items of a comma-separated text, trimmed, in the order given, unbounded. */
export function distinctItems(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * The distinct items of a comma-separated list, trimmed, in the order given. The text is bounded
 * before it is split (splitting makes a string per comma) and the items after, so a request can
 * never make the caller look up more than `maxItems` things.
 */
export function commaList(
  value: unknown,
  field: string,
  bounds: { readonly maxChars: number; readonly maxItems: number; readonly items: string },
): string[] {
  const raw = typeof value === 'string' ? value : '';
  if (raw.length > bounds.maxChars) throw tooLong(bounds.maxChars, field);
  const items = distinctItems(raw);
  if (items.length > bounds.maxItems)
    throw badInput(`Please select a maximum of ${bounds.maxItems} ${bounds.items}`, field);
  return items;
}

export function email(body: Record<string, unknown>, field = 'email'): string {
  const value = text(body[field]).toLowerCase();
  if (!EMAIL.test(value) || value.length > 320)
    throw badInput('Please enter a valid email address', field);
  return value;
}

/** The complexity rule: 8 characters, an upper-case and a lower-case letter. */
export function complexPassword(body: Record<string, unknown>, field = 'password'): string {
  const value = typeof body[field] === 'string' ? (body[field] as string) : '';
  if (value === '') throw badInput('Please enter a password', field);
  if (value.length < PASSWORD_MIN)
    throw badInput('Password must be a minimum of 8 characters', field);
  if (value.length > 200) throw badInput('Please enter a password', field);
  if (!/[A-Z]/.test(value))
    throw badInput('Password must have at least one upper case letter', field);
  if (!/[a-z]/.test(value))
    throw badInput('Password must have at least one lower case letter', field);
  return value;
}

/**
 * A new password and its `confirm_password` (sign-up and invited sign-up, spec section 7). A form
 * always sends both; an API client that sends no confirmation is taken at its word.
 */
export function confirmedPassword(body: Record<string, unknown>): string {
  const value = complexPassword(body);
  if (body.confirm_password !== undefined && body.confirm_password !== value)
    throw badInput('Passwords do not match', 'confirm_password');
  return value;
}

export function password(body: Record<string, unknown>, field = 'password'): string {
  const value = typeof body[field] === 'string' ? (body[field] as string) : '';
  if (value === '' || value.length > 200) throw badInput('Please enter a password', field);
  return value;
}

/** A yes/no field as a boolean, 0/1 or their strings; anything else is 'Please select an option'. */
export function booleanField(body: Record<string, unknown>, field: string): boolean {
  const value = body[field];
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 1 || value === '1') return true;
  if (value === 'false' || value === 0 || value === '0') return false;
  throw badInput('Please select an option', field);
}

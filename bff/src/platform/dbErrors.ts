/**
 * Tells "the database cannot be reached" apart from every other database error, so the error
 * middleware answers 503 (try again shortly) for an outage and keeps 500 for our own bugs.
 */

/** What a request is told while the database cannot be reached (503). */
export const DATABASE_DOWN =
  'Tongshu cannot reach its database right now – please try again shortly';

/** Node socket codes: the server is down, restarting or unreachable. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01-57P03 (the server is shutting
 * down, crashed or still starting) and 53300 (too many connections).
 */
const POSTGRES_CODES = /^(08\d{3}|57P0[123]|53300)$/;

/** SQLite: another process holds the lock (busy), or the file cannot be opened, read or grown. */
const SQLITE_CODES = /^SQLITE_(BUSY|CANTOPEN|IOERR|FULL)/;

/** Messages of pg and knex that carry no code. */
const MESSAGES = [
  /Connection terminated/i,
  /Timeout acquiring a connection/i,
  /timeout exceeded when trying to connect/i,
  /is not queryable/i,
  /Client was closed/i,
];

function isOutage(error: { code?: unknown; message?: unknown; name?: unknown }): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  const message = typeof error.message === 'string' ? error.message : '';
  return (
    SOCKET_CODES.has(code) ||
    POSTGRES_CODES.test(code) ||
    SQLITE_CODES.test(code) ||
    error.name === 'KnexTimeoutError' ||
    MESSAGES.some((pattern) => pattern.test(message))
  );
}

/**
 * Whether `error`, or an error it wraps (objection's `nativeError`, a `cause`, the attempts of an
 * AggregateError, as node throws when every address of a host refuses), is a lost database.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (error === null || typeof error !== 'object' || depth > 4) return false;
  const candidate = error as {
    code?: unknown;
    message?: unknown;
    name?: unknown;
    nativeError?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (isOutage(candidate)) return true;
  const inner = [candidate.nativeError, candidate.cause];
  if (Array.isArray(candidate.errors)) inner.push(...(candidate.errors as unknown[]));
  return inner.some((wrapped) => isDatabaseUnavailable(wrapped, depth + 1));
}

/**
 * The constraint (PostgreSQL) or `table.column` (SQLite) a unique violation names; undefined for
 * any other error. Two requests racing past the same "is it taken?" check end here (a double
 * submitted sign-up), and that is a conflict, not a bug.
 */
export function uniqueViolation(error: unknown, depth = 0): string | undefined {
  if (error === null || typeof error !== 'object' || depth > 4) return undefined;
  const { code, constraint, message, nativeError } = error as {
    code?: unknown;
    constraint?: unknown;
    message?: unknown;
    nativeError?: unknown;
  };
  if (code === '23505') return typeof constraint === 'string' ? constraint : 'unique';
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    return /constraint failed: (\S+)/.exec(String(message))?.[1] ?? 'unique';
  }
  return uniqueViolation(nativeError, depth + 1);
}

import { isDatabaseUnavailable, uniqueViolation } from './dbErrors';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable: an outage (503), not a bug (500)', () => {
  it.each([
    ['refused', withCode('ECONNREFUSED')],
    ['reset', withCode('ECONNRESET')],
    [
      'PostgreSQL shutting down',
      withCode('57P01', 'terminating connection due to administrator command'),
    ],
    ['PostgreSQL starting', withCode('57P03')],
    ['connection exception', withCode('08006')],
    ['too many connections', withCode('53300')],
    ['pg without a code', new Error('Connection terminated unexpectedly')],
    [
      'knex pool',
      Object.assign(new Error('Knex: Timeout acquiring a connection.'), {
        name: 'KnexTimeoutError',
      }),
    ],
    ['SQLite locked by another process', withCode('SQLITE_BUSY')],
    ['SQLite disk I/O', withCode('SQLITE_IOERR_WRITE')],
    [
      'wrapped by objection',
      Object.assign(new Error('db'), { nativeError: withCode('ECONNREFUSED') }),
    ],
    [
      'every address refused',
      new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]),
    ],
  ])('%s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a syntax error', withCode('42601')],
    ['a unique violation', withCode('23505')],
    ['a missing table', withCode('SQLITE_ERROR', 'no such table: users')],
    ['a plain bug', new TypeError('x is undefined')],
    ['not an error', 'ECONNREFUSED'],
  ])('not %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('uniqueViolation: a race past an "is it taken?" check', () => {
  it('names the PostgreSQL constraint or the SQLite column', () => {
    expect(
      uniqueViolation(Object.assign(withCode('23505'), { constraint: 'users_email_unique' })),
    ).toBe('users_email_unique');
    const sqlite = withCode('SQLITE_CONSTRAINT_UNIQUE', 'UNIQUE constraint failed: users.email');
    expect(uniqueViolation({ nativeError: sqlite })).toBe('users.email');
    expect(uniqueViolation(withCode('ECONNREFUSED'))).toBeUndefined();
  });
});

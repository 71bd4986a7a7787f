/** Hostile values for every input field: SQL injection, type confusion, control characters, long text. */

/** Strings a careless query would execute; every one must be refused or stored as plain text. */
export const SQL_INJECTIONS: readonly string[] = [
  "' OR '1'='1",
  "admin'--",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(5); --',
  "' UNION SELECT password_hash, email FROM users --",
  "x' ; UPDATE users SET permission = 'master' WHERE '1'='1",
  "' || (SELECT email FROM sqlite_master LIMIT 1) || '",
  "victim@example.com'--",
  '\\"; DROP TABLE accounts; #',
  '?? :name $1',
];

/** Not SQL, but as hostile to whatever reads the value next (templates, paths, logs, mail). */
export const OTHER_STRINGS: readonly string[] = [
  "x\u0000' OR 1=1",
  '<script>alert(1)</script>{{7*7}}${7*7}',
  '../../../../etc/passwd',
  'line\r\nBcc: everyone@example.com',
  '😀🀄️ 通書 \u202e',
  '',
];

/** JSON values of the wrong type, including operator objects and prototype keys. */
export const WRONG_TYPES: readonly unknown[] = [
  null,
  -1,
  1e308,
  true,
  ["' OR 1=1 --"],
  { $ne: null },
  { toString: 'x', valueOf: 1 },
  JSON.parse('{"__proto__": {"permission": "master", "isAdmin": true}}'),
];

/** A string near the body limit: every field has a length cap below it (400, never 500). */
export const LONG = 'a'.repeat(90 * 1024);

export const ALL_VALUES: readonly unknown[] = [
  ...SQL_INJECTIONS,
  ...OTHER_STRINGS,
  ...WRONG_TYPES,
  'x'.repeat(5000),
  LONG,
];

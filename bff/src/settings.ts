/**
 * What the bff's callers outside it read without starting it (`@tongshu/bff/settings`): its
 * configuration, its database, and the limits and words it holds requests to. Tests of other
 * packages and the benches import these; the index (`@tongshu/bff`) loads the whole app, 1,800
 * modules, which took a jest test file 5 to 20 s to load before its first test ran.
 */
export { loadConfig, type Config } from './platform/config';
export { openDatabase, type Database } from './platform/db';
export { LIMITS } from './platform/limits/actionLimits';
export { DATABASE_DOWN } from './platform/dbErrors';
export { SIGN_IN_LIMITS } from './auth/signInLimit';
export { DEFAULT_BIRTH_SETTINGS } from './accounts/birthSettings';

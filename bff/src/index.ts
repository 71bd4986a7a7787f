export { createApp } from './app';
export { loadConfig, type Config } from './platform/config';
export { openDatabase, type Database } from './platform/db';
export { migrate } from './migrate';
export { LIMITS } from './platform/limits/actionLimits';
export { DATABASE_DOWN } from './platform/middleware/errors';
export { SIGN_IN_LIMITS } from './auth';
export { DEFAULT_BIRTH_SETTINGS } from './accounts';

export { createApp } from './app';
export { loadConfig, type Config } from './config';
export { openDatabase, type Database } from './db';
export { migrate } from './migrate';

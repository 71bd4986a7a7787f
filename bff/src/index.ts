export { createApp } from './app';
export { migrate } from './migrate';
export * from './settings';

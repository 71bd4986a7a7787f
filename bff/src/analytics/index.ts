/**
 * Page views and the analytics settings.
 * Other capabilities use it only through this file.
 */
export * from './routes';

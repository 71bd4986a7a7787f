/**
 * The help videos and their settings.
 * Other capabilities use it only through this file.
 */
export * from './routes';

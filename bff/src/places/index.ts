/**
 * The place search behind birth places.
 * Other capabilities use it only through this file.
 */
export * from './routes';

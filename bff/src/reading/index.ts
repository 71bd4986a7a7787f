/**
 * The Bazi reading on a date (issue 45): a person's pillars now, interactions, symbolic stars,
 * elements and strength for the pages. Other capabilities use it only through this file.
 */
export * from './readingService';
export * from './routes';

/**
 * The people a user keeps (their birth records).
 * Other capabilities use it only through this file.
 */
export * from './peopleService';
export * from './routes';

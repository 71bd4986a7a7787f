/**
 * Schools (issue 35): the words of the options, and where schools differ.
 * Other capabilities use it only through this file.
 */
export * from './optionRoutes';
export * from './routes';

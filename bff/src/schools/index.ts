/**
 * Schools (issue 35): the words of the options.
 * Other capabilities use it only through this file.
 */
export * from './optionRoutes';

/**
 * Homes: the user's and their people's houses and their flying-star charts (issue 43).
 * Other capabilities use it only through this file.
 */
export * from './homesService';
export * from './routes';

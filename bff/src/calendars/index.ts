/**
 * The iCal feeds, their routes and the answer replay that serves them.
 * Other capabilities use it only through this file.
 */
export * from './answerReplay';
export * from './feedService';
export * from './routes';

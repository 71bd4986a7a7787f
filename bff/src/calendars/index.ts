/**
 * The iCal feeds and their routes (platform/http/answerReplay.ts replays their answers).
 * Other capabilities use it only through this file.
 */
export * from './feedService';
export * from './routes';

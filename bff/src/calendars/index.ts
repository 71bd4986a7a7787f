/**
 * The iCal feeds, their routes and their door in front of the app (platform/http/answerReplay.ts
 * replays their answers).
 * Other capabilities use it only through this file.
 */
export * from './feedDoor';
export * from './feedService';
export * from './routes';

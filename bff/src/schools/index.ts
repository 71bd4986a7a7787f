/**
 * Where schools differ (issue 35): GET /api/schools/{bazi|day|qimen}.
 * Other capabilities use it only through this file.
 */
export * from './routes';

/**
 * The public API at /api/v1 and its OpenAPI document (issue 36).
 * Other capabilities use it only through this file.
 */
export { accountScope } from './accountScope';
export { asHttpErrors, publicApiRoutes } from './routes';

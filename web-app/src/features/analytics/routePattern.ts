/**
 * The route a page view is counted under: the app's route pattern, never the date, token or id in
 * the address (docs/privacy.md). Unknown paths count as `/not-found`.
 */
import { PUBLIC_ROUTES, SIGNED_IN_ROUTES } from '../../appRoutes';

const STATIC = new Set<string>([...PUBLIC_ROUTES, ...SIGNED_IN_ROUTES]);

const MISSION_CONTROL = /^\/missioncontrol\/[a-z]{1,32}$/;

export function routePattern(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (STATIC.has(path) || MISSION_CONTROL.test(path)) return path;
  if (/^\/tongshu\/month\/[^/]+$/.test(path)) return '/tongshu/month/:month';
  if (/^\/tongshu\/[^/]+$/.test(path)) return '/tongshu/:date';
  if (/^\/account\/people\/[^/]+$/.test(path)) return '/account/people/:id';
  if (/^\/account\/people\/[^/]+\/edit$/.test(path)) return '/account/people/:id/edit';
  return '/not-found';
}

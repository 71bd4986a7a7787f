/**
 * The route a page view is counted under: the app's route pattern, never the date, token or id in
 * the address (docs/privacy.md). Unknown paths count as `/not-found`.
 */
const STATIC = new Set([
  '/',
  '/pricing',
  '/contact',
  '/privacy',
  '/terms',
  '/signin',
  '/master',
  '/signup',
  '/signupspecial',
  '/signupt365',
  '/signup/user',
  '/magic',
  '/forgotpassword',
  '/resetpassword',
  '/notfound',
  '/welcome',
  '/dashboard',
  '/account',
  '/account/password',
  '/account/billing',
  '/account/upgrade',
  '/account/users',
  '/tongshu',
  '/help',
  '/referraldashboard',
  '/the3vvlist',
  '/theqmhourchart',
  '/theqmdaychart',
  '/theqmmonthchart',
  '/theqmyearchart',
]);

const MISSION_CONTROL = /^\/missioncontrol\/[a-z]{1,32}$/;

export function routePattern(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (STATIC.has(path) || MISSION_CONTROL.test(path)) return path;
  if (/^\/tongshu\/[^/]+$/.test(path)) return '/tongshu/:date';
  return '/not-found';
}

/**
 * The app's fixed routes (routes.tsx) by who can open them, beside the patterns /tongshu/:date and
 * /missioncontrol/*. Page views are counted under them (analytics/routePattern.ts) and the
 * accessibility suite opens every one (tests/src/accessibility/pageViews.ts).
 */
export const PUBLIC_ROUTES = [
  '/',
  '/pricing',
  '/contact',
  '/privacy',
  '/terms',
  '/developers',
  '/signin',
  '/master',
  '/signup',
  '/signupspecial',
  '/signupt365',
  '/signup/user',
  '/magic',
  '/forgotpassword',
  '/resetpassword',
  '/confirm-email',
  '/notfound',
] as const;

export const SIGNED_IN_ROUTES = [
  '/welcome',
  '/dashboard',
  '/account',
  '/account/password',
  '/account/billing',
  '/account/upgrade',
  '/account/users',
  '/account/people',
  '/account/household',
  '/account/keys',
  '/select',
  '/flyingstars',
  '/tongshu',
  '/tongshu/month',
  '/help',
  '/tutorials',
  '/referraldashboard',
  '/the3vvlist',
  '/theqmhourchart',
  '/theqmdaychart',
  '/theqmmonthchart',
  '/theqmyearchart',
] as const;

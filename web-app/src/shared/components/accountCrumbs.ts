import type { Crumb } from '@tongshu/web-ui';

/** The way back from an account page (Dashboard > Account > this page); /account itself ends it. */
export function accountCrumbs(page?: string): Crumb[] {
  const home = { label: 'Dashboard', url: '/dashboard' };
  return page
    ? [home, { label: 'Account', url: '/account' }, { label: page }]
    : [home, { label: 'Account' }];
}

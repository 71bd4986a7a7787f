import { routePattern } from './routePattern';

describe('routePattern (what a page view is counted under)', () => {
  it.each([
    ['/', '/'],
    ['/pricing/', '/pricing'],
    ['/tongshu/20260217', '/tongshu/:date'],
    ['/missioncontrol/users', '/missioncontrol/users'],
    ['/resetpassword', '/resetpassword'],
    ['/select', '/select'],
    ['/account/people', '/account/people'],
    ['/account/people/4f1c2b', '/account/people/:id'],
    ['/account/people/4f1c2b/edit', '/account/people/:id/edit'],
    ['/no/such/page', '/not-found'],
    ['/tongshu/2026/02', '/not-found'],
  ])('%s counts as %s', (path, route) => {
    expect(routePattern(path)).toBe(route);
  });
});

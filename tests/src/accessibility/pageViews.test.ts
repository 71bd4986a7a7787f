/**
 * The accessibility suite opens every page: its lists (web-app/src/appRoutes.ts, shared with
 * the page-view counts) hold every fixed route web-app/src/app/routes.tsx declares, once.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PUBLIC_ROUTES, SIGNED_IN_ROUTES } from '@tongshu/web-app/routes';
import { OWNER, OWNER_ACCOUNT, OWNER_TOOLS, SIGNED_OUT } from './pageViews';

const ROUTES = path.resolve(__dirname, '..', '..', '..', 'web-app', 'src', 'app', 'routes.tsx');

it('lists every fixed route of routes.tsx once, and checks each', () => {
  const declared = [...fs.readFileSync(ROUTES, 'utf8').matchAll(/path="([^"]+)"/g)]
    .map((match) => `/${match[1]}`)
    .filter((route) => !route.includes('*') && !route.includes(':'));
  const listed = [...PUBLIC_ROUTES, ...SIGNED_IN_ROUTES];
  expect(new Set(listed).size).toBe(listed.length);
  // The index route (/) has no path attribute.
  expect([...listed].sort()).toEqual(['/', ...declared].sort());
  const checked = new Set([...SIGNED_OUT, ...OWNER].map((view) => view.route));
  expect(listed.filter((route) => !checked.has(route))).toEqual([]);
});

it("splits the owner's views between two files, each view in one", () => {
  expect(new Set([...OWNER_ACCOUNT, ...OWNER_TOOLS])).toEqual(new Set(OWNER));
  expect(OWNER_ACCOUNT.length + OWNER_TOOLS.length).toBe(OWNER.length);
  expect(OWNER_ACCOUNT.length).toBeGreaterThan(0);
  expect(OWNER_TOOLS.length).toBeGreaterThan(0);
});

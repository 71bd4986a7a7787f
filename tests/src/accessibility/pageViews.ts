/**
 * Every route of the web app (web-app/src/appRoutes.ts, which pageViews.test.ts holds to
 * routes.tsx) and of mission control (web-admin's App.tsx), by who can open it; some pages are
 * also checked in the state a user brings them to (a search run, a chart opened), since that is
 * where most of their content is.
 */
import type { Page } from 'playwright-core';
import { PUBLIC_ROUTES, SIGNED_IN_ROUTES } from '@tongshu/web-app/routes';
import { searchWeddingWith } from '../browser/browserSupport';

export interface PageView {
  readonly route: string;
  /** What a user does on the page before it is checked; the view is named after it. */
  readonly state?: { readonly name: string; act(page: Page): Promise<void> };
}

export const SIGNED_OUT: readonly PageView[] = [...PUBLIC_ROUTES, '/no-such-page'].map((route) => ({
  route,
}));

/** The owner's person on /account/people, added before the pages are checked. */
export const PERSON_NAME = 'Lin Bo';

/** What the owner does on a page before the page is checked again, by route. */
const STATES: readonly PageView[] = [
  {
    route: '/account/people',
    state: {
      name: "a person's chart open",
      async act(page) {
        await page.getByRole('button', { name: `Chart of ${PERSON_NAME}` }).click();
        await page.getByRole('table', { name: 'Bazi Chart' }).waitFor();
      },
    },
  },
  {
    route: '/account/keys',
    state: {
      name: 'a key created and shown once',
      async act(page) {
        await page.getByLabel(/^Name/).fill('Accessibility audit');
        await page.getByRole('button', { name: 'Create Key' }).click();
        await page.getByLabel('Your new API key').waitFor();
      },
    },
  },
  {
    route: '/select',
    state: {
      name: 'a wedding searched and a day opened',
      async act(page) {
        await searchWeddingWith(page, PERSON_NAME);
      },
    },
  },
  {
    route: '/flyingstars',
    state: {
      name: 'my home saved from the compass and a person’s form open',
      async act(page) {
        const mine = page.locator('section', {
          has: page.getByRole('heading', { name: 'My home' }),
        });
        // Run at both widths: the second finds the home the first saved.
        const add = mine.getByRole('button', { name: 'Add my home' });
        await add.or(mine.getByRole('button', { name: 'Change' })).waitFor();
        if (await add.isVisible()) {
          await add.click();
          await mine.getByLabel('S2 Wu (Horse) 午, 180°').check();
          await mine.getByRole('button', { name: 'Save home' }).click();
          await mine.getByRole('button', { name: 'Change' }).waitFor();
        }
        await page.getByRole('button', { name: 'Add their home' }).first().click();
      },
    },
  },
];

export const OWNER: readonly PageView[] = [
  ...[...SIGNED_IN_ROUTES, '/tongshu/20260217'].map((route) => ({ route })),
  ...STATES,
];

/** The owner's own pages (account, team, help), audited in one file... */
const isAccountPage = (view: PageView) =>
  /^\/(account|welcome|dashboard|help|referraldashboard)/.test(view.route);

/** ...and the tools (almanac, selection, charts) in another, so that two workers share them. */
export const OWNER_ACCOUNT = OWNER.filter(isAccountPage);
export const OWNER_TOOLS = OWNER.filter((view) => !isAccountPage(view));

export const OPERATOR: readonly PageView[] = [
  '/missioncontrol/dashboard',
  '/missioncontrol/feedback',
  '/missioncontrol/accounts',
  '/missioncontrol/users',
  '/missioncontrol/settings',
].map((route) => ({ route }));

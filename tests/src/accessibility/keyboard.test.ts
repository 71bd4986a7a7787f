/**
 * Issue 26: the day-to-day path by keyboard alone, in Debian chromium: sign in, the welcome
 * wizard's Finish, the dashboard
 * (through the skip link), a Tong Shu day and the next, the Qi Men hour chart, and the profile
 * through the user menu, which Escape closes with focus back on its button. Every control that
 * takes focus on the way shows a focus ring.
 */
/// <reference lib="dom" />
import type { Locator, Page } from 'playwright-core';
import { startProduct, type Product } from '../browser/browserSupport';
import { BIRTH, PASSWORD, grantTeamFlags, signIn, signUp } from '../support/people';

jest.setTimeout(60000);

/** Enough for the longest path here: the sidebar's links, the header, then the page's controls. */
const MOST_TABS = 60;

let product: Product;
let page: Page;

beforeAll(async () => {
  product = await startProduct();
  page = product.page;
  // Rings appear at once rather than fading in (theme.css honours reduced motion).
  await page.emulateMedia({ reducedMotion: 'reduce' });
}, 60000);

afterAll(async () => {
  await product?.stop();
});

const isFocused = (target: Locator) => target.evaluate((node) => node === document.activeElement);

/** The focused element's ring: an outline (or, on inputs, a shadow) that can be seen. */
async function focusRing(): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    // Past the last control focus leaves the page for the browser's own controls.
    if (element === document.body) return 'page left';
    const style = getComputedStyle(element);
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) return 'outline';
    return style.boxShadow !== 'none' ? 'shadow' : `none on ${element.outerHTML.slice(0, 80)}`;
  });
}

/** Presses Tab until `target` has focus, checking each stop's focus ring on the way. */
async function tabTo(target: Locator): Promise<void> {
  for (let presses = 0; presses < MOST_TABS; presses += 1) {
    await page.keyboard.press('Tab');
    expect(await focusRing()).toMatch(/^(outline|shadow|page left)$/);
    if (await isFocused(target)) return;
  }
  throw new Error(`${MOST_TABS} presses of Tab did not reach ${target}`);
}

it('signs in and walks dashboard, a Tong Shu day, the QM hour chart and the profile', async () => {
  const user = await signUp(product.api, 'walker');
  // Internal team, so the sidebar holds the Qi Men charts.
  const { email, password } = product.operator;
  const operator = await signIn(product.api, email, password);
  await grantTeamFlags(product.api, operator.token, { ...user, name: 'walker' }, 'walker');

  await page.goto('/signin');
  await tabTo(page.getByLabel('Email'));
  await page.keyboard.type(user.email);
  await tabTo(page.getByLabel(/^Password/));
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  // A first sign-in opens the welcome wizard; the profile is in, so Finish leads on.
  await page.waitForURL('**/welcome**');
  await tabTo(page.getByRole('button', { name: 'Finish' }));
  await page.keyboard.press('Enter');
  await page.waitForURL('**/dashboard');

  // The first Tab reaches the skip link, which takes focus past the sidebar to the page. The
  // dashboard's own heading, not any <main>: the welcome page stays up while its chunk loads.
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  expect(await isFocused(skip)).toBe(true);
  await page.keyboard.press('Enter');
  expect(await isFocused(page.locator('main'))).toBe(true);

  const nav = page.getByRole('complementary', { name: 'Main' });
  await tabTo(nav.getByRole('link', { name: 'Tong Shu' }));
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/tongshu$/);
  await tabTo(page.getByRole('button', { name: 'Tomorrow' }));
  const today = page.url();
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => /\/tongshu\/\d{8}$/.test(url.pathname) && url.href !== today);

  await tabTo(nav.getByRole('link', { name: 'QM Hour Chart' }));
  await page.keyboard.press('Enter');
  await page.waitForURL('**/theqmhourchart');
  await page.getByRole('group', { name: 'Palaces' }).waitFor();

  const menuButton = page.getByRole('button', { name: 'walker' });
  await tabTo(menuButton);
  await page.keyboard.press('Enter');
  const settings = page.getByRole('menuitem', { name: 'Account Settings' });
  expect(await isFocused(settings)).toBe(true);
  await page.keyboard.press('Escape');
  expect(await page.getByRole('menu').count()).toBe(0);
  expect(await isFocused(menuButton)).toBe(true);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/account');
  const birthDate = page.getByLabel('Date of Birth');
  await tabTo(birthDate);
  expect(await birthDate.inputValue()).toBe(BIRTH.birth_date);
});

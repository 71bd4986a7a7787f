/**
 * The product in Debian chromium: sign-up (offline billing, a paid plan), onboarding, sign-out and
 * sign-in, the magic link and the password reset from received mail, invite and invited sign-up,
 * and an offline upgrade. Each page is saved at desktop and phone width.
 */
import type { Page } from 'playwright-core';
import {
  fillSignUp,
  linkParam,
  onboardWithBirth,
  screenshots,
  signIn as signInAs,
  productForFile,
  type Product,
} from './browserSupport';

jest.setTimeout(60000);

const OWNER = { name: 'Ann Lee', email: 'ann@example.com', password: 'Almanac2024' };
const NEW_PASSWORD = 'Almanac2025';
const INVITED = { name: 'Bo Chan', email: 'bo@example.com', password: 'Almanac2026' };

let product: Product;
let page: Page;

productForFile((started) => {
  product = started;
  page = started.page;
});

const path = () => new URL(page.url()).pathname;
const signIn = (email: string, password: string) => signInAs(page, email, password);

async function signOut() {
  await page.getByRole('button', { name: new RegExp(OWNER.name) }).click();
  await page.getByRole('menuitem', { name: 'Signout' }).click();
  await page.waitForURL('**/signin');
}

it('serves the built app at /', async () => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign Up Now' }).waitFor();
  await screenshots(page, 'home');
});

it('shows the public pages, sends the contact form and explains a bad link or path', async () => {
  const pages: [string, string, string][] = [
    ['/pricing', 'pricing', 'Pricing'],
    ['/privacy', 'privacy', 'Privacy Policy'],
    ['/terms', 'terms', 'Terms of Service'],
    ['/signupt365', 'signup-t365', 'Create Your Account'],
    ['/signupspecial', 'signup-special', 'Create Your Account'],
    ['/forgotpassword', 'forgotpassword', 'Reset Your Password'],
    ['/master', 'master', 'Sign In'],
    ['/no-such-page', 'not-found', "Oops, the page you're looking for doesn't exist."],
    ['/magic', 'magic-invalid', 'Magic Link is invalid'],
  ];
  for (const [route, name, text] of pages) {
    await page.goto(route);
    await page.getByText(text).first().waitFor();
    await screenshots(page, name);
  }

  await page.goto('/contact');
  await page.getByLabel('Your Name').fill('Dee Wong');
  await page.getByLabel('Email').fill('dee@example.com');
  await page.getByLabel('Message').fill('Do the feeds work with Outlook?');
  await screenshots(page, 'contact');
  const since = product.smtp.mails.length;
  await page.getByRole('button', { name: 'Send Message' }).click();
  await page.getByRole('heading', { name: 'Message Sent' }).waitFor();
  const mail = await product.smtp.next('support@tongshu.local', since);
  expect(mail.raw).toContain('Do the feeds work with Outlook?');
  await screenshots(page, 'contact-sent');
});

it('signs up to a paid plan with offline billing (no card field)', async () => {
  await fillSignUp(page, OWNER);
  expect(await page.getByLabel('Plan').inputValue()).toBe('pro');
  expect(await page.locator('.tsu-card-input').count()).toBe(0);
  await screenshots(page, 'signup');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/welcome**');
});

it('onboards with birth data and lands on the dashboard', async () => {
  await page.getByRole('heading', { name: `Welcome, ${OWNER.name}!` }).waitFor();
  await screenshots(page, 'welcome');
  await onboardWithBirth(page);
  await page.getByText('Available Calendars').first().waitFor();
  await screenshots(page, 'dashboard');
});

it('signs out and signs in again', async () => {
  await signOut();
  await screenshots(page, 'signin');
  await signIn(OWNER.email, OWNER.password);
  await page.waitForURL('**/dashboard');
  expect(path()).toBe('/dashboard');
});

it('signs in with the magic link from the received mail', async () => {
  await signOut();
  await page.getByRole('button', { name: 'Email me a sign-in link instead' }).click();
  await page.getByLabel('Email').fill(OWNER.email);
  const since = product.smtp.mails.length;
  await page.getByRole('button', { name: 'Email Me a Link' }).click();
  await page.getByText('Check your email').waitFor();
  const mail = await product.smtp.next(OWNER.email, since);
  await page.goto(`/magic?token=${linkParam(mail, 'token')}`);
  await page.waitForURL('**/dashboard');
});

it('resets the password from the received mail', async () => {
  await signOut();
  await page.goto('/forgotpassword');
  await page.getByLabel('Email').fill(OWNER.email);
  const since = product.smtp.mails.length;
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  const mail = await product.smtp.next(OWNER.email, since);
  const token = linkParam(mail, 'token');
  await page.goto(`/resetpassword?token=${token}&email=${encodeURIComponent(OWNER.email)}`);
  await screenshots(page, 'resetpassword');
  const email = page.getByLabel('Email');
  if ((await email.inputValue()) === '') await email.fill(OWNER.email);
  await page.getByRole('textbox', { name: 'New Password' }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save Password' }).click();
  await page.waitForURL('**/signin');
  await signIn(OWNER.email, NEW_PASSWORD);
  await page.waitForURL('**/dashboard');
});

it('invites a user, who signs up from the received mail', async () => {
  await page.goto('/account/users');
  await page.getByRole('heading', { name: 'Manage Users' }).waitFor();
  await page.getByText(OWNER.email).first().waitFor();
  await screenshots(page, 'users');
  await page.getByRole('button', { name: 'Invite Users' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(`${INVITED.email}, cy@example.com`);
  const since = product.smtp.mails.length;
  await dialog.getByRole('button', { name: 'Send Invites' }).click();
  const mail = await product.smtp.next(INVITED.email, since);
  await product.smtp.next('cy@example.com', since);
  const id = linkParam(mail, 'id');
  await signOut();
  await page.goto(`/signup/user?id=${id}&email=${encodeURIComponent(INVITED.email)}`);
  await page.getByLabel('Full Name').fill(INVITED.name);
  const email = page.getByLabel('Email');
  if ((await email.inputValue()) === '') await email.fill(INVITED.email);
  await page.getByLabel(/^Password/).fill(INVITED.password);
  await page.getByLabel('Confirm Password').fill(INVITED.password);
  await screenshots(page, 'signup-user');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL(/\/(welcome|dashboard)/);
  await page
    .getByText(`Welcome, ${INVITED.name}!`)
    .or(page.getByText('Dashboard'))
    .first()
    .waitFor();
  // The onboarding layout has no user menu: sign out as Signout does (local storage cleared).
  await page.evaluate('window.localStorage.clear()');
  await signIn(OWNER.email, NEW_PASSWORD);
  await page.waitForURL('**/dashboard');
  await page.goto('/account/users');
  await page.getByText(INVITED.email).waitFor();
});

it('downgrades offline after a confirmation, then upgrades back to the dashboard', async () => {
  // Issue 42: on Pro, Upgrade lists no lower plan; a lower one is chosen on Billing and confirmed.
  await page.goto('/account/upgrade?plan=simple');
  await page.getByText('Billing is offline').first().waitFor();
  await page.getByText('You are on our highest plan: there is nothing to upgrade to.').waitFor();
  await page.goto('/account/billing');
  await page.getByText('Billing is offline').first().waitFor();
  const change = page.getByRole('form', { name: 'Change plan' });
  await change.getByLabel('Plan').selectOption('simple');
  await change.getByRole('button', { name: 'Downgrade' }).click();
  const ask = page.getByRole('dialog', { name: /Downgrade to Simple/ });
  await ask.getByText(/takes away/).waitFor();
  await ask.getByRole('button', { name: 'Downgrade' }).click();
  await page.locator('.billing-plan--active', { hasText: 'Simple' }).waitFor();
  await screenshots(page, 'billing');
  await page.goto('/account/upgrade?plan=pro');
  await page.getByText('Billing is offline').first().waitFor();
  expect(await page.getByLabel('Plan').inputValue()).toBe('pro');
  const options = await page.getByLabel('Plan').locator('option').allTextContents();
  expect(options.join(' ')).not.toMatch(/Free|Simple/);
  await screenshots(page, 'upgrade');
  await page.getByRole('button', { name: 'Upgrade' }).click();
  await page.getByText('Plan updated').waitFor();
  await page.waitForURL('**/dashboard');
  await page.goto('/account');
  await page.getByText('Close Your Account').first().waitFor();
  await screenshots(page, 'account');
  await page.goto('/account/password');
  await page.getByRole('heading', { name: 'Your Password' }).waitFor();
  await screenshots(page, 'account-password');
});

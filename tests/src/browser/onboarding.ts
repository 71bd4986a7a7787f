/** Signing up and the welcome wizard through the UI, as a newcomer does (browser tests, films). */
import type { Page } from 'playwright-core';

/** Opens `/signup#{plan}` and fills the form (name, email, password twice); the caller sends it. */
export async function fillSignUp(
  page: Page,
  person: { readonly name: string; readonly email: string; readonly password: string },
  plan = 'pro',
): Promise<void> {
  await page.goto(`/signup#${plan}`);
  await page.getByLabel('Full Name').fill(person.name);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel(/^Password/).fill(person.password);
  await page.getByLabel('Confirm Password').fill(person.password);
}

/**
 * Signs up through the UI on `plan`, then the welcome wizard with a birth (1990-05-15 14:30,
 * female); ends on /dashboard. The wizard sets the user's own zone from the browser's.
 */
export async function signUpWithBirth(
  page: Page,
  person: { readonly name: string; readonly email: string; readonly password: string },
  plan = 'pro',
): Promise<void> {
  await fillSignUp(page, person, plan);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/welcome**');
  await onboardWithBirth(page);
}

/** On /welcome: saves a birth (1990-05-15 14:30, female), then Finish; ends on /dashboard. */
export async function onboardWithBirth(page: Page, birth?: BirthFields): Promise<void> {
  await fillBirth(page, birth);
  await finishWelcome(page);
}

/** On /welcome with the birth filled: Save Profile, then Finish; ends on /dashboard. */
export async function finishWelcome(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await page.getByText('Your profile is saved.').waitFor();
  await page.getByRole('button', { name: 'Finish' }).click();
  await page.waitForURL('**/dashboard');
}

/** Fills the welcome wizard's birth fields, saving nothing (the intro films them filled). */
export async function fillBirth(
  page: Page,
  birth: BirthFields = { gender: 0, birth_date: '1990-05-15', birth_time: '14:30' },
): Promise<void> {
  await page.getByLabel('Gender').selectOption(String(birth.gender));
  await page.getByLabel('Date of Birth').fill(birth.birth_date);
  await page.getByLabel('Time of Birth').fill(birth.birth_time);
}

/** A birth as the profile and people forms send it. */
export interface BirthFields {
  readonly gender: number;
  readonly birth_date: string;
  readonly birth_time: string;
}

/**
 * The walks the tutorial recordings film: for each recording, one action per caption of
 * RECORDING_STEPS (data/src/videos.ts), in the same order. Each action ends on the product's own
 * signal (a heading, a row, a notice), so a caption starts when its step is on screen.
 */
import type { Locator, Page } from 'playwright-core';
import type { RecordingId } from '@tongshu/data';
import { fillSignUp, onboardWithBirth } from '../browser/browserSupport';

export type Step = (page: Page) => Promise<void>;

/** The newcomer the intro signs up; the other walks start signed in (the context's storage). */
interface Newcomer {
  readonly name: string;
  readonly email: string;
  readonly password: string;
}

/** Scrolls `target` to the top of the view and waits until it is shown. */
async function show(target: Locator): Promise<void> {
  await target.waitFor();
  await target.evaluate((element) => element.scrollIntoView({ block: 'start' }));
}

const card = (page: Page, title: string) =>
  page.locator('.tsu-card').filter({ has: page.getByRole('heading', { name: title }) });

const copyButton = (page: Page, calendar: string) =>
  page.getByRole('button', { name: `Copy iCal Link ${calendar}` });

async function dashboardCalendars(page: Page): Promise<void> {
  await page.goto('/dashboard');
  await show(card(page, 'Available Calendars'));
  await copyButton(page, 'Tong Shu (English)').waitFor();
}

async function focusRow(page: Page, calendar: string): Promise<void> {
  const row = page.getByRole('row').filter({ hasText: calendar });
  await row.waitFor();
  // The film marks the row being talked about, in the middle of the view, below the sticky bar;
  // the product itself has no such mark.
  await row.evaluate((element) => {
    element.scrollIntoView({ block: 'center' });
    element.querySelectorAll<HTMLElement>('td, th').forEach((cell) => {
      cell.style.background = '#fde7e4';
    });
  });
}

async function copyLink(page: Page, calendar: string): Promise<void> {
  await copyButton(page, calendar).click();
  await page.getByText(`iCal Link for ${calendar} Copied!`).waitFor();
}

async function openTongshu(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Tong Shu' }).first().click();
  await page.waitForURL('**/tongshu');
  await card(page, 'Pillars').locator('table').first().waitFor();
}

export function walks(intro: Newcomer): Record<RecordingId, readonly Step[]> {
  return {
    intro: [
      async (page) => {
        await page.goto('/');
        await page.getByRole('heading', { level: 1 }).waitFor();
      },
      async (page) => fillSignUp(page, intro, 'pro'),
      async (page) => {
        await page.getByRole('button', { name: 'Create Account' }).click();
        await page.waitForURL('**/welcome**');
        await onboardWithBirth(page);
      },
      async (page) => {
        await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
        await card(page, 'Available Calendars').waitFor();
      },
      async (page) => {
        await openTongshu(page);
        await show(card(page, 'Suit and Avoid'));
      },
      async (page) => {
        await dashboardCalendars(page);
        await copyLink(page, 'Tong Shu (English)');
      },
    ],
    tongshu: [
      async (page) => {
        await page.goto('/dashboard');
        await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
        await card(page, 'Available Calendars').waitFor();
      },
      openTongshu,
      async (page) => show(card(page, 'Pillars')),
      async (page) => show(card(page, 'Suit and Avoid')),
      async (page) => show(card(page, 'Hour Forecast')),
      async (page) => {
        await page.evaluate(() => window.scrollTo(0, 0));
        const answer = page.waitForResponse((response) =>
          response.url().includes('/api/tongshu/get/'),
        );
        await page.getByRole('button', { name: 'Tomorrow' }).click();
        await answer;
        await card(page, 'Pillars').locator('table').first().waitFor();
      },
    ],
    'simple-ical': [
      dashboardCalendars,
      async (page) => focusRow(page, 'Personal Simple (Just Follow)'),
      async (page) => copyLink(page, 'Personal Simple (Just Follow)'),
      async (page) => {
        await page.getByRole('button', { name: 'Google' }).click();
        await page.getByRole('dialog').waitFor();
      },
    ],
    'pro-ical': [
      dashboardCalendars,
      async (page) => focusRow(page, 'Personal Pro (day)'),
      async (page) => focusRow(page, 'Personal Pro (hours)'),
      async (page) => copyLink(page, 'Personal Pro (day)'),
    ],
  };
}

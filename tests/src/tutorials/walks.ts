/**
 * The walks the tutorial recordings film: for each recording, one action per caption of
 * RECORDING_STEPS (data/src/videos.ts), in the same order. Each action ends on the screen its
 * caption describes (a heading, a row, a notice); the recorder then lets the page settle before
 * it holds the caption there.
 */
import type { Locator, Page } from 'playwright-core';
import type { RecordingId } from '@tongshu/data';
import { fillBirth, fillSignUp, finishWelcome } from '../browser/onboarding';
import { settled } from '../browser/settled';

export type Step = (page: Page) => Promise<void>;

/** The newcomer the intro signs up; the other walks start signed in (the context's storage). */
interface Newcomer {
  readonly name: string;
  readonly email: string;
  readonly password: string;
}

/**
 * Waits until the page has settled (so nothing moves after) and `target` is shown, then scrolls
 * it to the top of the view, below the sticky bar.
 */
async function show(target: Locator): Promise<void> {
  await settled(target.page());
  await target.waitFor();
  await target.evaluate((element: HTMLElement) => {
    const bar = document.querySelector('.shell__header')?.getBoundingClientRect().height ?? 0;
    element.style.scrollMarginTop = `${bar + 8}px`;
    element.scrollIntoView({ block: 'start' });
  });
}

const card = (page: Page, title: string) =>
  page.locator('.tsu-card').filter({ has: page.getByRole('heading', { name: title }) });

/** The dashboard's Today, Day Pillar and Today Overview tiles. */
const todayTiles = (page: Page) => page.locator('.tile-row').first();

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
  // The page opens where the dashboard was scrolled to; the film starts at its heading.
  await settled(page);
  await page.evaluate(() => window.scrollTo(0, 0));
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
        // The caption talks about the birth: it is held over the filled form, before Save.
        await fillBirth(page);
      },
      async (page) => {
        await finishWelcome(page);
        await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
        await show(todayTiles(page));
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
        await show(todayTiles(page));
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

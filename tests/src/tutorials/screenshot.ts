/**
 * The calendar-app guides' first step, in Tongshu itself: the dashboard's Available Calendars at
 * phone width (375 px) right after Copy iCal Link, with the product's "Copied!" notice.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContextOptions } from 'playwright-core';

const COPY_LINK_CALENDAR = 'Tong Shu (English)';

export async function copyLinkScreenshot(
  browser: Browser,
  options: BrowserContextOptions,
  outDir: string,
): Promise<{ readonly file: string; readonly bytes: number }> {
  const context = await browser.newContext({ ...options, viewport: { width: 375, height: 560 } });
  const page = await context.newPage();
  await page.goto('/dashboard');
  const copy = page.getByRole('button', { name: `Copy iCal Link ${COPY_LINK_CALENDAR}` });
  const row = page.getByRole('row').filter({ hasText: COPY_LINK_CALENDAR });
  await row.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await copy.click();
  await page.getByText(`iCal Link for ${COPY_LINK_CALENDAR} Copied!`).waitFor();
  await copy.evaluate((element: HTMLElement) => {
    // The film's ring around the button pressed; the product itself has none.
    element.style.outline = '3px solid #c0392b';
  });
  const file = path.join(outDir, 'copy-ical-link.jpg');
  await page.screenshot({ path: file, type: 'jpeg', quality: 70, animations: 'disabled' });
  await context.close();
  return { file, bytes: fs.statSync(file).size };
}

/**
 * When a page is ready for a check: its <main> landmark is in, no loader is left, every request
 * it made has been answered (scripts, API calls, images) and the fonts it uses are in place.
 * Unlike playwright's `networkidle` (500 ms of silence after each step), this ends as soon as the
 * page's own requests are done, so a check waits only as long as the page needs.
 */
import type { Page, Request } from 'playwright-core';

const open = new WeakMap<Page, Set<Request>>();

/** Starts counting the page's requests; call it before the page's first `goto`. */
export function trackRequests(page: Page): void {
  if (open.has(page)) return;
  const pending = new Set<Request>();
  open.set(page, pending);
  page.on('request', (request) => {
    // A new document drops what the page before it had under way. Chromium does not always
    // report a fetch cut off by a goto as failed (three /api/user calls stayed open for good),
    // so the old page's are forgotten when the next document is asked for. A client-side route
    // change (history API) asks for no document and forgets nothing.
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) pending.clear();
    pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
}

/** Two animation frames: React has committed and its effects have sent their requests. */
const FRAMES =
  'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))';

/**
 * After an action the page may answer with nothing (no call, no message): once two frames are
 * drawn, whatever its handlers and effects were to send has been sent.
 */
export async function effectsDone(page: Page): Promise<void> {
  await page.evaluate(FRAMES);
}

/** Resolves when no request of the page has been open for `quietMs`; throws after `timeoutMs`. */
async function requestsDone(page: Page, quietMs = 60, timeoutMs = 15000): Promise<void> {
  const pending = open.get(page);
  if (!pending) throw new Error('settled(page) needs trackRequests(page) before the first goto');
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  for (;;) {
    await page.evaluate(FRAMES);
    if (pending.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    if (Date.now() > deadline) {
      const urls = [...pending].map((request) => request.url()).join(', ');
      throw new Error(`requests still open after ${timeoutMs} ms: ${urls}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 15));
  }
}

/** The page once its data has arrived: nothing loading, the fonts it uses in place. */
export async function settled(page: Page): Promise<void> {
  await page.locator('main').first().waitFor();
  await requestsDone(page);
  await page.locator('.tsu-loader').first().waitFor({ state: 'detached' });
  await requestsDone(page);
  await page.evaluate('document.fonts.ready.then(() => undefined)');
}

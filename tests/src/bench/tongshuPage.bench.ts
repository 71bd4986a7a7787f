/**
 * Issue 10's web figures in Debian chromium, printed and never asserted (timings vary by machine):
 * the time to first render of /tongshu/{date} with a warm server, and the host's initial
 * JavaScript gzipped. Run by `npm run bench` (tests/package.json), not by `npx jest`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { signIn, startProduct, type Product } from '../browser/browserSupport';
import { PASSWORD, signUp } from '../support/people';

jest.setTimeout(120000);

const DATE = '20260217';
const RUNS = 10;
const DIST = path.resolve(__dirname, '..', '..', '..', 'web-app', 'dist');

/**
 * Records when the first almanac tile shows the API's data (StatCard drops aria-busy), in ms
 * since navigation start (`performance.now()`'s origin). A string: no DOM types in node's tsc.
 */
const FIRST_CARD_PROBE = `
  new MutationObserver((_, observer) => {
    if (!document.querySelector('.tsu-stat:not([aria-busy])')) return;
    window.__firstCard = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true, attributes: true });
`;

let product: Product;
let page: Page;

beforeAll(async () => {
  product = await startProduct();
  page = product.page;
  // An owner with birth data (the personal almanac), onboarded so sign-in lands on /dashboard.
  const owner = await signUp(product.api, 'bench');
  await product.api.call('PATCH', '/api/user', { onboarded: true }, owner.token);
  await signIn(page, owner.email, PASSWORD);
  await page.waitForURL('**/dashboard');
  await product.context.addInitScript(FIRST_CARD_PROBE);
}, 60000);

afterAll(async () => {
  await product?.stop();
});

const print = (line: string) => process.stdout.write(`${line}\n`);

/** The value at quantile q of sorted numbers (nearest rank). */
const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;

/**
 * The probe's time on `on`, polled from node: waitForFunction evaluates strings with eval, which
 * the product's CSP forbids. The polling interval does not touch the figure, taken in the page.
 */
async function probed(on: Page): Promise<number> {
  for (let waited = 0; waited < 20000; waited += 20) {
    const at = await on.evaluate<number | undefined>('window.__firstCard');
    if (at !== undefined) return at;
    await on.waitForTimeout(20);
  }
  throw new Error('the first almanac card did not show its data in 20 s');
}

/** One load of the page: ms from navigation start to the first card with data. */
async function firstCard(): Promise<number> {
  await page.goto(`/tongshu/${DATE}`, { waitUntil: 'commit' });
  return probed(page);
}

async function loads(label: string): Promise<void> {
  await firstCard(); // warm: the server's caches and, unless disabled, the browser's
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) times.push(await firstCard());
  const sorted = [...times].sort((a, b) => a - b);
  const ms = (n: number) => `${Math.round(n)} ms`;
  print(
    `/tongshu/${DATE} first card, ${label}: median ${ms(quantile(sorted, 0.5))}, ` +
      `p90 ${ms(quantile(sorted, 0.9))} over ${RUNS} loads (target < 1000 ms)`,
  );
}

it('reports the time to first render of /tongshu/{date}', async () => {
  await loads('browser cache warm');
  // A first-time visitor: every script and call travels again (the server stays warm).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await loads('browser cache disabled');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
});

/** The dist file a script URL names (`/main.js?<hash>` is `main.js`). */
function distFile(url: string): string {
  return path.join(DIST, new URL(url).pathname.replace(/^\//, ''));
}

/** The scripts index.html loads itself, as URLs of the product. */
function indexScripts(): string[] {
  const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
  return [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map(
    (match) => new URL(match[1] ?? '', product.base).href,
  );
}

it("reports the host's initial JavaScript, gzipped", async () => {
  // A first visit: nothing cached, every .js response of the load is counted.
  const visitor = await product.context.newPage();
  const cdp = await product.context.newCDPSession(visitor);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Set(indexScripts());
  visitor.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) scripts.add(response.url());
  });
  await visitor.goto(`/tongshu/${DATE}`);
  await probed(visitor);
  await visitor.waitForLoadState('networkidle');
  await visitor.close();

  let total = 0;
  const sizes = [...scripts].map((url) => {
    const bytes = gzipSync(fs.readFileSync(distFile(url)), { level: 9 }).length;
    total += bytes;
    return { file: path.relative(DIST, distFile(url)), bytes };
  });
  for (const { file, bytes } of sizes.sort((a, b) => b.bytes - a.bytes))
    print(`  ${file}: ${(bytes / 1024).toFixed(1)} KB`);
  print(
    `Initial JavaScript of /tongshu/${DATE}: ${(total / 1024).toFixed(1)} KB gzipped ` +
      `(gzip -9, ${sizes.length} scripts; target < 200 KB)`,
  );
});

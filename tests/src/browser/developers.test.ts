/**
 * Issue 36 in Debian chromium, under the bff's own headers: /developers renders the API reference
 * from the served /api/v1/openapi.json (every operation of the document is in it) inside the
 * content security policy: no policy violation, no console error, nothing fetched from another
 * host; at phone width the page does not scroll sideways, and an operation opened from the
 * reference's contents shows its parameters with no serious or critical axe finding (the
 * accessibility suite checks the page as it opens; this, an operation's schema opened).
 * Issue 46: a first visit within its 1.5 MB budget, the reference our own renderer.
 */
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, screenshots, startProduct, type Product } from './browserSupport';
import { settled, trackRequests } from './settled';
import { audit, listFindings } from '../accessibility/axeAudit';

jest.setTimeout(60000);

let product: Product;
let page: Page;
/** What the page did that it must not: violations, console errors, other hosts. */
const trouble: string[] = [];

beforeAll(async () => {
  product = await startProduct();
  page = product.page;
  trackRequests(page);
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    ),
  );
  page.on('console', (message) => {
    if (message.type() === 'error') trouble.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => trouble.push(`page error: ${error.message}`));
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(product.base) && !/^(data|blob):/.test(url)) trouble.push(`fetched ${url}`);
  });
}, 60000);

afterAll(async () => {
  await product?.stop();
});

interface Operation {
  readonly summary: string;
}

/** The operations of the served document, which the reference must show. */
async function documentOperations(): Promise<Operation[]> {
  const answer = await product.api.call('GET', '/api/v1/openapi.json');
  expect(answer.status).toBe(200);
  expect(answer.json.openapi).toMatch(/^3\.1\./);
  const paths = answer.json.paths as Record<string, Record<string, Operation>>;
  return Object.values(paths).flatMap((methods) => Object.values(methods));
}

/** Bytes on the wire (headers and encoded bodies) of every request the page finishes from now. */
function transferred(): { total(): Promise<number> } {
  const sizes: Promise<number>[] = [];
  page.on('requestfinished', (request) =>
    sizes.push(request.sizes().then((size) => size.responseHeadersSize + size.responseBodySize)),
  );
  return { total: async () => (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0) };
}

it('renders every operation of the served document, inside the policy', async () => {
  const operations = await documentOperations();
  expect(operations.length).toBeGreaterThan(0);
  await page.setViewportSize(DESKTOP);
  const first = transferred();
  await page.goto('/developers');
  await settled(page);
  const reference = page.locator('.developers__reference');
  await reference.getByRole('navigation', { name: 'Operations' }).waitFor();
  await settled(page);
  // Issue 42: a first visit weighed 5.35 MB (5.13 MB here), Scalar's 4.3 MB script sent
  // uncompressed; with the builds' gzip copies 1.68 MB, 1.26 MB of it Scalar's. Issue 46: our
  // own renderer instead, and the page's budget.
  const bytes = await first.total();
  console.log(`/developers, first visit: ${(bytes / 1024 / 1024).toFixed(2)} MB transferred`);
  expect(bytes).toBeLessThan(1.5 * 1024 * 1024);
  const text = await reference.innerText();
  for (const { summary } of operations) expect(text).toContain(summary.split('\n')[0]);
  expect(await page.getByRole('main').count()).toBe(1);
  expect(trouble).toEqual([]);
});

it('opens an operation from the contents, and reads at 375 px without sideways scrolling', async () => {
  const [first] = await documentOperations();
  const reference = page.locator('.developers__reference');
  const link = reference
    .getByRole('navigation', { name: 'Operations' })
    .getByRole('link', { name: first!.summary.split('\n')[0]! });
  const anchor = await link.getAttribute('href');
  await link.click();
  await page.waitForURL(`**/developers${anchor}`);
  const operation = reference.locator('article', {
    has: page.getByRole('heading', { level: 4, name: first!.summary }),
  });
  await operation.getByRole('table', { name: /^Parameters of / }).waitFor();
  expect(await operation.getByRole('rowheader').count()).toBeGreaterThan(0);
  // Its answer's schema opened, fields and all.
  await operation.locator('summary').first().click();
  await operation.locator('.reference__fields').first().waitFor();
  const opened = await audit(page, '/developers, an operation open');
  expect(listFindings(opened.findings)).toBe('');
  await page.setViewportSize(PHONE);
  await page.goto('/developers');
  await settled(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
  await page.setViewportSize(DESKTOP);
  await screenshots(page, 'developers');
  expect(trouble).toEqual([]);
});

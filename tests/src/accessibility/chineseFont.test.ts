/**
 * Issue 26: Chinese glyphs on a machine without a Chinese font. Chromium runs here on a font
 * configuration that holds only Latin fonts (DejaVu, Liberation), whatever the host has, so every
 * Chinese glyph on the page must come from the fonts the product serves ('Tongshu Han', cut from
 * Noto Sans CJK SC to the product's characters, then Noto Sans SC), in unicode-range files.
 * Also measured: what they add to a first load. chineseFirstPaint.test.ts checks every Chinese
 * character of the main pages as first drawn.
 */
/// <reference lib="dom" />
import path from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { fillSignUp } from '../browser/browserSupport';
import {
  fontsOfNode,
  isServed,
  startLatinOnlyProduct,
  type LatinOnlyProduct,
  type PlatformFont,
} from './latinFonts';

jest.setTimeout(60000);

let product: LatinOnlyProduct;
let page: Page;
let cdp: CDPSession;

beforeAll(async () => {
  product = await startLatinOnlyProduct();
  ({ page, cdp } = product);
}, 60000);

afterAll(async () => {
  await product?.stop();
});

/** The fonts Chromium drew the first element matching `selector` with. */
async function fontsDrawing(selector: string): Promise<PlatformFont[]> {
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  return fontsOfNode(cdp, nodeId);
}

/** A served font, with `glyphs` glyphs when given. */
const served = (glyphs?: number) => (fonts: PlatformFont[]) =>
  fonts.some((font) => isServed(font) && (glyphs === undefined || font.glyphCount === glyphs));

/** Opens `route` with an empty cache; answers the bytes of the Chinese font it loaded. */
async function firstLoad(route: string): Promise<{ files: string[]; bytes: number }> {
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  const sizes: Promise<number>[] = [];
  const files: string[] = [];
  const onResponse = (response: { url(): string; body(): Promise<Buffer> }) => {
    if (/(noto-sans-sc|tongshu-han).*\.woff2?$/.test(response.url())) {
      files.push(path.basename(response.url()).replace(/\.[0-9a-f]{8}\./, '.'));
      sizes.push(response.body().then((body) => body.length));
    }
  };
  page.on('response', onResponse);
  await page.goto(route);
  await page.waitForLoadState('networkidle');
  await page.locator('.tsu-loader').first().waitFor({ state: 'detached' });
  await page.evaluate('document.fonts.ready.then(() => undefined)');
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  const all = await Promise.all(sizes);
  return { files, bytes: all.reduce((sum, size) => sum + size, 0) };
}

/** The pixels of the `index`th character of the first text node in `selector`. */
async function glyphImage(selector: string, index: number): Promise<Buffer> {
  const box = await page.evaluate(
    ([sel, at]) => {
      const element = document.querySelector(sel as string);
      const text = element?.firstChild;
      if (!text) throw new Error(`no text in ${sel}`);
      const range = document.createRange();
      range.setStart(text, at as number);
      range.setEnd(text, (at as number) + 1);
      const rect = range.getBoundingClientRect();
      return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
    },
    [selector, index],
  );
  return page.screenshot({ clip: box, animations: 'disabled' });
}

it('draws 通 and 書 on the home page as two different glyphs of the served font', async () => {
  await firstLoad('/');
  const eyebrow = '.hero__eyebrow';
  expect(await page.locator(eyebrow).textContent()).toMatch(/^通書/);
  const drawing = await fontsDrawing(eyebrow);
  // Both characters from Noto Sans SC as a web font: no system font could have drawn them.
  expect(served(2)(drawing)).toBe(true);
  // With no font for them, both would be the same empty box.
  const tong = await glyphImage(eyebrow, 0);
  const shu = await glyphImage(eyebrow, 1);
  expect(tong.equals(shu)).toBe(false);

  // The logo's seal too; the name beside it stays in a Latin system font.
  expect(served()(await fontsDrawing('.logo__seal'))).toBe(true);
  expect(served()(await fontsDrawing('.logo__name'))).toBe(false);
});

// Issue 42: code took the browser's "monospace", which has no Chinese here: 建 was a box.
it('draws the Chinese in code on /developers with the served font', async () => {
  await page.goto('/developers');
  const code = page.locator('code', { hasText: '"zh": "建"' }).first();
  await code.waitFor();
  await page.evaluate('document.fonts.ready.then(() => undefined)');
  await code.evaluate((element) => element.setAttribute('data-chinese-code', ''));
  expect(served()(await fontsDrawing('[data-chinese-code]'))).toBe(true);
});

it('adds only the subsets a page uses to its first load', async () => {
  const signIn = await firstLoad('/signin');
  await fillSignUp(page, { name: 'Kai Ho', email: 'kai@example.com', password: 'Almanac2024' });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/welcome**');
  const tongshu = await firstLoad('/tongshu/20260217');
  // Terms marked lang="zh" too.
  expect(served()(await fontsDrawing('.term__zh'))).toBe(true);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `Chinese font on a first load: /signin ${signIn.files.length} files, ${kb(signIn.bytes)}; ` +
      `/tongshu/20260217 ${tongshu.files.length} files, ${kb(tongshu.bytes)} (${tongshu.files.join(', ')})`,
  );
  // The seal and the common file on every page, loaded before the first paint (preloaded, so
  // fetched once each); the rare file only where a page shows one of its characters.
  const firstPaint = ['tongshu-han-common.woff2', 'tongshu-han-seal.woff2'];
  expect([...signIn.files].sort()).toEqual(firstPaint);
  expect(signIn.bytes).toBeLessThan(150 * 1024);
  expect(tongshu.files).toEqual(expect.arrayContaining(firstPaint));
  expect(new Set(tongshu.files).size).toBe(tongshu.files.length);
  expect(tongshu.bytes).toBeLessThan(150 * 1024);
});

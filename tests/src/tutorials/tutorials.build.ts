/**
 * `npm run tutorials`: films the intro and the three Tongshu tutorials on the running product
 * (the built bff on a fresh SQLite directory, Debian's Chromium) and takes the screenshot the
 * calendar-app guides start with, writing them into web-app/src/shared/videos/media, which the
 * app's build serves. A demo user signs up in the intro; the others sign in as a second one.
 * Run through jest, like the font's build, for its TypeScript. docs/web.md, "Tutorials".
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions } from 'playwright-core';
import { RECORDING_STEPS, type RecordingId } from '@tongshu/data';
import { CHROMIUM, startProduct, signUpWithBirth, type Product } from '../browser/browserSupport';
import { record, type Recording } from './recorder';
import { walks } from './walks';
import { copyLinkScreenshot } from './screenshot';
import { MEDIA_DIR } from './mediaDir';

jest.setTimeout(600000);

const DEMO = { name: 'Mei Lin', email: 'mei.lin@example.com', password: 'Almanac2026' };
const NEWCOMER = { name: 'Alex Chen', email: 'alex.chen@example.com', password: 'Almanac2027' };
const BERLIN = { timezoneId: 'Europe/Berlin', locale: 'en-GB' } as const;

let product: Product;
let browser: Browser;

beforeAll(async () => {
  product = await startProduct({}, BERLIN);
  await signUpWithBirth(product.page, DEMO, 'pro');
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
}, 120000);

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

it('films the intro and the Tongshu tutorials, and the copy-link screenshot', async () => {
  fs.mkdirSync(MEDIA_DIR, { recursive: true });
  const signedIn: BrowserContextOptions = {
    ...BERLIN,
    baseURL: product.base,
    storageState: await product.context.storageState(),
    permissions: ['clipboard-read', 'clipboard-write'],
  };
  const fresh: BrowserContextOptions = { ...signedIn, storageState: undefined };
  const filmed = walks(NEWCOMER);
  const recordings: Recording[] = [];
  for (const id of Object.keys(RECORDING_STEPS) as RecordingId[]) {
    const options = id === 'intro' ? fresh : signedIn;
    const film = { id, steps: filmed[id], captions: RECORDING_STEPS[id] };
    recordings.push(await record(browser, options, film, MEDIA_DIR));
  }
  const screenshot = await copyLinkScreenshot(browser, signedIn, MEDIA_DIR);
  for (const { id, bytes, seconds } of recordings) {
    console.log(`${id}.webm: ${(bytes / 1024).toFixed(1)} KB, ${seconds.toFixed(1)} s`);
  }
  console.log(`${path.basename(screenshot.file)}: ${(screenshot.bytes / 1024).toFixed(1)} KB`);
});

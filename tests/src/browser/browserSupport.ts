/**
 * Browser tests' support: Debian chromium (installed with apt-get when missing; a failure fails
 * the run, never a silent skip), the built bff on a fresh SQLite directory with a real SMTP sink,
 * and playwright-core driving chromium (architecture: "Browser tests").
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import {
  aptInstall,
  freePort,
  hasStarted,
  operatorSignIn,
  startSmtpSink,
  type OperatorSignIn,
  type SmtpSink,
} from '@tongshu/test-support';
import { clientFor, type Client } from '../support/http';
import { grantTeamFlags, signIn as signInByApi } from '../support/people';
import { fillSignUp, type BirthFields } from './onboarding';

export { linkParam } from '@tongshu/test-support';
export { fillSignUp, signUpWithBirth, onboardWithBirth } from './onboarding';
export type { BirthFields } from './onboarding';

const ROOT = path.resolve(__dirname, '..', '..', '..');
export const CHROMIUM = '/usr/bin/chromium';
export const SCREENSHOTS = path.join(ROOT, 'tests', 'artifacts', 'screenshots');
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 812 };

/**
 * Chromium from Debian; installs it when missing and throws if that does not work. No Chinese
 * system font is needed: the product serves its own (tests/src/accessibility/chineseFont.test.ts).
 */
export function ensureChromium(): string {
  if (fs.existsSync(CHROMIUM)) return CHROMIUM;
  try {
    aptInstall(['chromium']);
  } catch (error) {
    throw new Error(`Chromium is missing and "apt-get install -y chromium" failed: ${error}`);
  }
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(`apt-get install -y chromium did not provide ${CHROMIUM}`);
  }
  return CHROMIUM;
}

export interface Product {
  readonly base: string;
  /** The API over HTTP, for set-up and for checking what a page shows. */
  readonly api: Client;
  /** The operator's sign-in, printed by the bff on its first start (every start here is a first). */
  readonly operator: OperatorSignIn;
  readonly smtp: SmtpSink;
  readonly context: BrowserContext;
  readonly page: Page;
  stop(): Promise<void>;
}

/**
 * The built bff (fresh data dir, offline billing unless `env` sets Stripe's variables, mail to the
 * sink) and one chromium.
 */
export async function startProduct(
  extraEnv: NodeJS.ProcessEnv = {},
  browser: {
    readonly timezoneId?: string;
    /** The browser's language (navigator.language, Accept-Language), e.g. en-GB. */
    readonly locale?: string;
    /** Chromium's environment, added to the test's own (e.g. FONTCONFIG_FILE). */
    readonly env?: Readonly<Record<string, string>>;
  } = {},
): Promise<Product> {
  const executablePath = ensureChromium();
  const server = path.join(ROOT, 'bff', 'dist', 'server.js');
  if (!fs.existsSync(server)) throw new Error(`${server} is missing: run npm run build first`);
  if (!fs.existsSync(path.join(ROOT, 'web-app', 'dist', 'index.html'))) {
    throw new Error('web-app/dist is missing: run npm run build first');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tongshu-browser-'));
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tongshu-chromium-'));
  const smtp = await startSmtpSink();
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: base,
    TONGSHU_DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: smtp.url,
    STRIPE_SECRET_KEY: '',
    STRIPE_PUBLISHABLE_KEY: '',
    REDIS_URL: '',
    LOG_LEVEL: 'info',
    ...extraEnv,
  };
  const child: ChildProcess = spawn(process.execPath, [server], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    // Cleared once started: a pending timer would keep jest from exiting after a short file.
    const timer = setTimeout(
      () => reject(new Error(`bff did not start in 20 s: ${output}`)),
      20000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (!hasStarted(output)) return;
      clearTimeout(timer);
      resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`bff exited with ${code}: ${output}`)));
  });

  const operator = operatorSignIn(output);
  if (!operator) {
    child.kill();
    await smtp.close();
    throw new Error(`bff did not print the operator sign-in: ${output}`);
  }

  // A fresh --user-data-dir: playwright takes it as the persistent context's directory.
  let context: BrowserContext;
  try {
    context = await chromium.launchPersistentContext(profileDir, {
      executablePath,
      headless: true,
      timeout: 30000,
      viewport: DESKTOP,
      baseURL: base,
      ...(browser.timezoneId && { timezoneId: browser.timezoneId }),
      ...(browser.locale && { locale: browser.locale }),
      ...(browser.env && { env: { ...process.env, ...browser.env } }),
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  } catch (error) {
    child.kill();
    await smtp.close();
    throw error;
  }
  const page = context.pages()[0] ?? (await context.newPage());
  page.setDefaultTimeout(10000);
  fs.mkdirSync(SCREENSHOTS, { recursive: true });

  return {
    base,
    api: clientFor(port),
    operator,
    smtp,
    context,
    page,
    async stop() {
      await context.close().catch(() => undefined);
      child.kill();
      await smtp.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(profileDir, { recursive: true, force: true });
    },
  };
}

/**
 * One product for the enclosing file or describe block: started before its first test and given
 * to `ready`, stopped after its last. `options` are startProduct's.
 */
export function productForFile(
  ready: (product: Product) => void | Promise<void>,
  ...options: Parameters<typeof startProduct>
): void {
  let product: Product | undefined;
  beforeAll(async () => {
    product = await startProduct(...options);
    await ready(product);
  }, 60000);
  afterAll(async () => {
    await product?.stop();
  });
}

/**
 * A Pro owner signed up in the browser (left on /welcome) with `birth` in the profile, one
 * person, and the internal team's pages granted by the operator with `referralCode`: every page
 * of the sidebar, the four Qi Men charts included.
 */
export async function richOwner(
  product: Product,
  owner: { readonly name: string; readonly email: string; readonly password: string },
  birth: BirthFields,
  person: BirthFields & { readonly name: string },
  referralCode: string,
): Promise<void> {
  const { page, api } = product;
  await fillSignUp(page, owner, 'pro');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/welcome**');
  const { token, id, permission } = await storedUser(page);
  const profile = { name: owner.name, email: owner.email, ...birth };
  const saved = await api.call('PATCH', '/api/account', profile, token);
  if (saved.status !== 200) throw new Error(`profile: ${saved.status} ${saved.text}`);
  const added = await api.call('POST', '/api/people', person, token);
  if (added.status !== 201) throw new Error(`person: ${added.status} ${added.text}`);
  const { email, password } = product.operator;
  const operator = await signInByApi(api, email, password);
  const user = { id, name: owner.name, email: owner.email, permission };
  await grantTeamFlags(api, operator.token, user, referralCode);
}

/** On /select: a wedding over March and April 2027 for the user and `person`, one day opened. */
export async function searchWeddingWith(page: Page, person: string): Promise<void> {
  await page.getByLabel('Search activities').fill('wedding');
  await page.getByLabel('Activity').selectOption('嫁娶');
  await page.getByLabel('From', { exact: true }).fill('2027-03-01');
  await page.getByLabel('To', { exact: true }).fill('2027-04-30');
  await page.getByRole('checkbox', { name: person }).check();
  await page.getByRole('button', { name: 'Find days' }).click();
  const ranked = page.getByRole('table', { name: 'Kept days, best first' });
  await ranked.waitFor();
  await ranked
    .getByRole('button', { name: /^Reasons for / })
    .first()
    .click();
  await page.getByRole('region', { name: /^Reasons for / }).waitFor();
}

/** Fills and sends the sign-in form (`/signin`, or `/master`); the caller waits for where it lands. */
export async function signIn(
  page: Page,
  email: string,
  password: string,
  at: '/signin' | '/master' = '/signin',
): Promise<void> {
  await page.goto(at);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The signed-in user the app keeps in local storage (the API's user plus `token`). */
export async function storedUser(page: Page): Promise<Record<string, unknown> & { token: string }> {
  const raw = await page.evaluate<string | null>("window.localStorage.getItem('user')");
  if (!raw) throw new Error('nobody is signed in in the browser');
  return JSON.parse(raw) as Record<string, unknown> & { token: string };
}

/** Saves the page at desktop (1280x800) and phone (375x812) width, then goes back to desktop. */
export async function screenshots(page: Page, name: string): Promise<void> {
  // Finished transitions: the sidebar slides away as the viewport narrows.
  const options = { fullPage: true, animations: 'disabled' } as const;
  await page.screenshot({ ...options, path: path.join(SCREENSHOTS, `${name}-desktop.png`) });
  await page.setViewportSize(PHONE);
  await page.screenshot({ ...options, path: path.join(SCREENSHOTS, `${name}-phone.png`) });
  await page.setViewportSize(DESKTOP);
}

/**
 * Browser tests' support: Debian chromium (installed with apt-get when missing; a failure fails
 * the run, never a silent skip), the built bff on a fresh SQLite directory with a real SMTP sink,
 * and playwright-core driving chromium (architecture: "Browser tests").
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { startSmtpSink, type SmtpSink } from '../../../bff/src/testing/smtpSink';

export { linkParam } from '../../../bff/src/testing/smtpSink';

const ROOT = path.resolve(__dirname, '..', '..', '..');
export const CHROMIUM = '/usr/bin/chromium';
export const SCREENSHOTS = path.join(ROOT, 'tests', 'artifacts', 'screenshots');
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 812 };

/** Chromium from Debian; installs it when missing and throws if that does not work. */
export function ensureChromium(): string {
  if (fs.existsSync(CHROMIUM)) return CHROMIUM;
  try {
    execFileSync('apt-get', ['install', '-y', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch (error) {
    throw new Error(`Chromium is missing and "apt-get install -y chromium" failed: ${error}`);
  }
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(`apt-get install -y chromium did not provide ${CHROMIUM}`);
  }
  return CHROMIUM;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface Product {
  readonly base: string;
  readonly smtp: SmtpSink;
  readonly context: BrowserContext;
  readonly page: Page;
  stop(): Promise<void>;
}

/** The built bff (fresh data dir, offline billing, mail to the sink) and one chromium. */
export async function startProduct(): Promise<Product> {
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
  };
  const child: ChildProcess = spawn(process.execPath, [server], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Tongshu is running at \S+/.test(output)) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`bff exited with ${code}: ${output}`)));
    setTimeout(() => reject(new Error(`bff did not start in 20 s: ${output}`)), 20000);
  });

  // A fresh --user-data-dir: playwright takes it as the persistent context's directory.
  let context: BrowserContext;
  try {
    context = await chromium.launchPersistentContext(profileDir, {
      executablePath,
      headless: true,
      timeout: 30000,
      viewport: DESKTOP,
      baseURL: base,
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

/** Saves the page at desktop (1280x800) and phone (375x812) width, then goes back to desktop. */
export async function screenshots(page: Page, name: string): Promise<void> {
  // Finished transitions: the sidebar slides away as the viewport narrows.
  const options = { fullPage: true, animations: 'disabled' } as const;
  await page.screenshot({ ...options, path: path.join(SCREENSHOTS, `${name}-desktop.png`) });
  await page.setViewportSize(PHONE);
  await page.screenshot({ ...options, path: path.join(SCREENSHOTS, `${name}-phone.png`) });
  await page.setViewportSize(DESKTOP);
}

/**
 * End to end: the product as `npm start` runs it (the compiled bff, a fresh SQLite file) and the
 * `tongshu` command as a user runs it from the repository root.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '@tongshu/test-support';

const ROOT = path.resolve(__dirname, '..', '..');
const run = promisify(execFile);

function waitForLine(child: ChildProcess, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match) resolve(match[0]);
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

describe('npm start: the bff on SQLite', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tongshu-e2e-'));
  let server: ChildProcess;
  let base: string;

  beforeAll(async () => {
    const port = await freePort();
    server = spawn(process.execPath, [path.join(ROOT, 'bff', 'dist', 'server.js')], {
      env: {
        ...process.env,
        PORT: String(port),
        TONGSHU_DATA_DIR: dataDir,
        DATABASE_URL: '',
        REDIS_URL: '',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await waitForLine(server, /Tongshu is running at \S+/);
    base = `http://localhost:${port}`;
  }, 30000);

  afterAll(() => {
    server.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints its URL, creates the SQLite file and answers health and the home page', async () => {
    expect(fs.existsSync(path.join(dataDir, 'tongshu.sqlite'))).toBe(true);
    const health = await fetch(`${base}/api/health`);
    expect(await health.json()).toMatchObject({ data: { status: 'ok', database: 'sqlite' } });
    const page = await fetch(`${base}/`);
    expect(await page.text()).toContain('<title>Tongshu');
  });
});

describe('npx tongshu from the repository root', () => {
  it('prints the spec-shaped day as JSON with Chinese values', async () => {
    const { stdout } = await run(
      'npx',
      ['--no-install', 'tongshu', 'day', '2026-02-17', '--json'],
      {
        cwd: ROOT,
      },
    );
    const { ts } = JSON.parse(stdout) as { ts: Record<string, unknown> };
    expect(ts).toMatchObject({
      date: '2026-02-17',
      lmonth: 1,
      lday: 1,
      day_gan: '壬',
      day_zhi: '戌',
    });
    expect(ts.hour_zhi_time).toBe('23:00-00:59');
  });

  it('prints English tables by default and refuses a date that does not exist', async () => {
    const { stdout } = await run('npx', ['--no-install', 'tongshu', 'day', '2026-02-17'], {
      cwd: ROOT,
    });
    expect(stdout).toContain('Lunar: 1st day of the 1st month');
    expect(stdout).toContain('Marriage');
    await expect(
      run('npx', ['--no-install', 'tongshu', 'day', '2026-02-30'], { cwd: ROOT }),
    ).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('no such date') });
  });
});

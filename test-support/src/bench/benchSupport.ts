/** What the HTTP benchmarks share: wrk, servers in their own processes, a signed-in user. */
import { execFile, execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { aptInstall } from './aptInstall';
import { freePort } from './freePort';

export const CONNECTIONS = 10;
/** How long wrk loads each line, in seconds. */
export const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);

/** The built bff (`npx tsc -b` puts it in bff/dist). */
const BFF_SERVER = path.join(
  path.dirname(require.resolve('@tongshu/bff/package.json')),
  'dist',
  'server.js',
);

/** Measured is what a call costs, not the 429 a key or a user past its minute's limit gets. */
export const NO_LIMITS = {
  API_KEY_LIMIT: '1000000000',
  API_ACCOUNT_LIMIT: '1000000000',
  SELECT_LIMIT: '1000000000',
  CHART_LIMIT: '1000000000',
} as const;

export function ensureWrk(): void {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
  } catch (error) {
    // wrk --version exits 1 after printing; only a missing binary is an ENOENT.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return;
    console.log('installing wrk (Debian package) for the HTTP benchmark...');
    aptInstall(['wrk']);
  }
}

/** `execArgv`: node's own flags for the server (a bench's `--cpu-prof`). */
export async function startServer(
  script: string,
  env: NodeJS.ProcessEnv,
  ready: RegExp,
  execArgv: readonly string[] = [],
) {
  const port = await freePort();
  const child = spawn(process.execPath, [...execArgv, script], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) resolve();
    });
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}: ${output}`)));
  });
  child.stdout?.resume();
  // What it printed up to `ready` (the operator's first sign-in, for one).
  return { child, base: `http://127.0.0.1:${port}`, output };
}

/**
 * The built bff in its own process on its own SQLite file in `dataDir`: no PostgreSQL, Redis or
 * Stripe unless `env` names them, and no per-minute limits.
 */
export function startBff(dataDir: string, env: NodeJS.ProcessEnv = {}) {
  return startBffProcess(dataDir, { ...NO_LIMITS, ...env });
}

function wrkArgs(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  connections = CONNECTIONS,
): string[] {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  return [...args, url];
}

export function wrk(url: string, headers: Record<string, string>, seconds: number): string {
  return execFileSync('wrk', wrkArgs(url, headers, seconds), { encoding: 'utf8' });
}

/** wrk without blocking, so that several can load several servers at once. */
export async function wrkAsync(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  connections = CONNECTIONS,
): Promise<string> {
  return (await promisify(execFile)('wrk', wrkArgs(url, headers, seconds, connections))).stdout;
}

export async function json<Data = { token: string; ical_id: string }>(
  url: string,
  method: string,
  body: unknown,
  token?: string,
) {
  const response = await fetch(url, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { data: Data };
}

/** A Pro user with birth data, as the almanac page is used most. */
export async function signedInUser(base: string) {
  const email = `bench.${Date.now()}@example.com`;
  const { data } = await json(`${base}/api/account`, 'POST', {
    name: 'Bench',
    email,
    password: 'Secret123',
    plan: 'pro',
  });
  const profile = {
    name: 'Bench',
    email,
    gender: 1,
    birth_date: '1990-05-15',
    birth_time: '14:30',
  };
  await json(`${base}/api/account`, 'PATCH', profile, data.token);
  return data;
}

/** A new API key of the user's account, for the public API (shown in this answer only). */
export async function apiKeyOf(base: string, token: string): Promise<string> {
  const { data } = await json<{ key: string }>(
    `${base}/api/account/keys`,
    'POST',
    { name: 'Bench' },
    token,
  );
  return data.key;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

/**
 * The built bff in its own process on its own SQLite file, offline (no Redis, no Stripe), once
 * its output matches `ready`; `env` adds to or overrides that.
 */
export function startBffProcess(
  dataDir: string,
  env: NodeJS.ProcessEnv = {},
  ready = /Tongshu is running/,
  execArgv: readonly string[] = [],
) {
  const offline = {
    TONGSHU_DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    STRIPE_SECRET_KEY: '',
  };
  return startServer(BFF_SERVER, { ...offline, ...env }, ready, execArgv);
}

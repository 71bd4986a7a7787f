/**
 * `npm run bench` (bff): the bff under load from autocannon next to a bare Koa hello-world run on
 * the same machine in the same run, so the ratio, not the raw figure, is what we compare. Each
 * server runs in its own process; autocannon runs here. Targets (issue 8): the signed-in almanac
 * call at least 40% of bare Koa's requests/s with p99 under 50 ms; a cached feed at least 70%.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;

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

async function startServer(script: string, env: NodeJS.ProcessEnv, ready: RegExp) {
  const port = await freePort();
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) resolve();
    });
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}: ${output}`)));
  });
  child.stdout?.resume();
  return { child, base: `http://127.0.0.1:${port}` };
}

interface Measure {
  readonly requestsPerSecond: number;
  readonly p99Ms: number;
  readonly non2xx: number;
}

async function load(url: string, headers: Record<string, string> = {}): Promise<Measure> {
  // A short warm-up lets the JIT and the caches settle before the measured run.
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 1 });
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx + result.errors,
  };
}

async function json(url: string, method: string, body: unknown, token?: string) {
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
  return (await response.json()) as { data: { token: string; ical_id: string } };
}

/** A Pro user with birth data, as the almanac page is used most. */
async function signedInUser(base: string) {
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

function line(
  label: string,
  measure: Measure,
  baseline: Measure,
  target: number,
  p99Target?: number,
) {
  const ratio = measure.requestsPerSecond / baseline.requestsPerSecond;
  const p99 = p99Target === undefined ? '' : ` (target < ${p99Target} ms)`;
  const verdict = ratio >= target && (p99Target === undefined || measure.p99Ms < p99Target);
  console.log(
    `  ${label.padEnd(34)} ${measure.requestsPerSecond.toFixed(0).padStart(7)} req/s  p99 ${String(measure.p99Ms).padStart(3)} ms${p99}  ` +
      `${(ratio * 100).toFixed(0)}% of bare Koa (target >= ${target * 100}%) ${verdict ? 'ok' : 'MISSED'}` +
      (measure.non2xx > 0 ? `  ${measure.non2xx} non-2xx!` : ''),
  );
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tongshu-bench-'));
  const servers: ChildProcess[] = [];
  try {
    const hello = await startServer(path.join(__dirname, 'helloKoa.js'), {}, /listening/);
    servers.push(hello.child);
    const bff = await startServer(
      path.join(__dirname, '..', 'server.js'),
      { TONGSHU_DATA_DIR: dataDir, DATABASE_URL: '', STRIPE_SECRET_KEY: '' },
      /Tongshu is running/,
    );
    servers.push(bff.child);
    const user = await signedInUser(bff.base);

    const baseline = await load(hello.base);
    const almanac = await load(`${bff.base}/api/tongshu/get/20261122`, {
      authorization: `Bearer ${user.token}`,
    });
    const feed = await load(`${bff.base}/download/ical/tongshueng/${user.ical_id}`);

    console.log(
      `bff under autocannon (${CONNECTIONS} connections, ${DURATION_S} s each, SQLite, ${os.cpus().length} cores):`,
    );
    console.log(
      `  ${'bare Koa hello-world'.padEnd(34)} ${baseline.requestsPerSecond.toFixed(0).padStart(7)} req/s  p99 ${String(baseline.p99Ms).padStart(3)} ms`,
    );
    line('GET /api/tongshu/get/{date}', almanac, baseline, 0.4, 50);
    line('GET /download/ical (cached feed)', feed, baseline, 0.7);
  } finally {
    for (const child of servers) child.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

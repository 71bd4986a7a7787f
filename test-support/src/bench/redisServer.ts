/**
 * A redis-server of a test's (or the bench's) own, on a free port: the multi-process suite's
 * fault tests stop it, and must never stop the machine's. On a fresh machine without
 * redis-server, it is installed from Debian's packages first, as Chromium is.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './freePort';
import { aptInstall } from './aptInstall';

const REDIS_SERVER = '/usr/bin/redis-server';

/** The redis-server binary; installs the Debian package when it is missing. */
export function ensureRedisServer(): string {
  if (fs.existsSync(REDIS_SERVER)) return REDIS_SERVER;
  try {
    aptInstall(['redis-server']);
  } catch (error) {
    throw new Error(
      `redis-server is missing and "apt-get install -y redis-server" failed: ${error}`,
    );
  }
  if (!fs.existsSync(REDIS_SERVER)) {
    throw new Error(`apt-get install -y redis-server did not provide ${REDIS_SERVER}`);
  }
  return REDIS_SERVER;
}

export interface OwnRedis {
  readonly url: string;
  readonly port: number;
  /** Kills the server (the port stays this one's: `start` brings it back on it). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it for good and removes its folder. */
  close(): Promise<void>;
}

/** A redis-server of the test's own, keeping nothing on disk, on a free port. */
export async function startOwnRedis(): Promise<OwnRedis> {
  const binary = ensureRedisServer();
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tongshu-redis-'));
  let child: ChildProcess | undefined;
  const start = async () => {
    const server = spawn(
      binary,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child = server;
    await new Promise<void>((resolve, reject) => {
      let out = '';
      server.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('Ready to accept connections')) resolve();
      });
      server.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${out}`)));
    });
  };
  await start();
  const stop = async () => {
    const server = child;
    if (!server || server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGKILL');
    await exited;
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    start,
    stop,
    async close() {
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

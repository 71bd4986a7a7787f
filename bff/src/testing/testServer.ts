/**
 * A bff on a fresh SQLite file, or on PostgreSQL when DATABASE_URL is set (the second pass of
 * .ci/run), listening on a free port, for the route tests.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo, Server } from 'node:net';
import { createApp } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db';
import { migrate } from '../migrate';

/** A response as the tests read it; `any` because each route answers its own shape. */
export interface JsonResponse {
  readonly status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly body: any;
}

export interface TestServer {
  readonly base: string;
  readonly config: Config;
  readonly db: Database;
  /** JSON request helper: returns the status and parsed body. */
  call(method: string, url: string, body?: unknown, token?: string): Promise<JsonResponse>;
  close(): Promise<void>;
}

export async function startTestServer(env: NodeJS.ProcessEnv = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tongshu-bff-'));
  const config = loadConfig({
    TONGSHU_DATA_DIR: dataDir,
    PORT: '0',
    DATABASE_URL: process.env.DATABASE_URL,
    ...env,
  });
  const db = openDatabase(config);
  await migrate(db);
  const server: Server = createApp(config, db).listen(0);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    config,
    db,
    async call(method, url, body, token) {
      const response = await fetch(`${base}${url}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        ...(body === undefined
          ? {}
          : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined };
    },
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await db.knex.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** An email no other test run uses (the PostgreSQL database is shared between runs). */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

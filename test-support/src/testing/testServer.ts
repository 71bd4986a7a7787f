/**
 * A bff on a fresh SQLite file, or on PostgreSQL when DATABASE_URL is set (the second pass of
 * .ci/run), listening on a free port, driven by supertest in the route tests.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import knex from 'knex';
import supertest from 'supertest';
import {
  createApp,
  loadConfig,
  type Config,
  openDatabase,
  type Database,
  migrate,
} from '@tongshu/bff';
import { startSmtpSink, type SmtpSink } from './smtpSink';

/** A response as the tests read it; `any` because each route answers its own shape. */
export interface JsonResponse {
  readonly status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly body: any;
}

export interface TestServer {
  /** supertest on the running app, for requests that need their own headers. */
  readonly request: ReturnType<typeof supertest>;
  readonly config: Config;
  readonly db: Database;
  /**
   * JSON request helper: returns the status and parsed body. `from`: the client address (sent
   * as X-Forwarded-For, which the server trusts), for requests limited per address, such as
   * sign-ups (testing/freshAddress.ts); else 127.0.0.1.
   */
  call(
    method: string,
    url: string,
    body?: unknown,
    token?: string,
    from?: string,
  ): Promise<JsonResponse>;
  close(): Promise<void>;
}

/**
 * On PostgreSQL each server gets its own schema, so a test may break its tables (fault tests)
 * without touching the others running at the same time.
 */
async function ownSchema(databaseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = knex({ client: 'pg', connection: databaseUrl });
  await admin.raw('CREATE SCHEMA ??', [schema]);
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    async drop() {
      await admin.raw('DROP SCHEMA ?? CASCADE', [schema]);
      await admin.destroy();
    },
  };
}

export async function startTestServer(env: NodeJS.ProcessEnv = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tongshu-bff-'));
  const postgres = process.env.DATABASE_URL ? await ownSchema(process.env.DATABASE_URL) : null;
  const config = loadConfig({
    TONGSHU_DATA_DIR: dataDir,
    PORT: '0',
    // Tests edit the database by hand between requests; sessionCache.test.ts covers the cache.
    SESSION_CACHE_MS: '0',
    // As behind a load balancer, so that a request may say which client it comes from (`from`).
    TRUST_PROXY: '1',
    DATABASE_URL: postgres?.url,
    ...env,
  });
  const db = openDatabase(config);
  await migrate(db);
  const server: Server = createApp(config, db).listen(0);
  const request = supertest(server);
  return {
    request,
    config,
    db,
    async call(method, url, body, token, from) {
      let test = request[method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete'](url);
      if (token) test = test.set('authorization', `Bearer ${token}`);
      if (from) test = test.set('x-forwarded-for', from);
      if (body !== undefined) {
        test = test.set('content-type', 'application/json');
        test = test.send(typeof body === 'string' ? body : JSON.stringify(body));
      }
      const response = await test;
      return {
        status: response.status,
        body: response.text ? JSON.parse(response.text) : undefined,
      };
    },
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await db.knex.destroy();
      await postgres?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** An email no other test uses. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** A test server whose mail goes through a real local SMTP server. */
export async function startMailTestServer(): Promise<{
  server: TestServer;
  smtp: SmtpSink;
  close(): Promise<void>;
}> {
  const smtp = await startSmtpSink();
  const server = await startTestServer({ SMTP_URL: smtp.url });
  return {
    server,
    smtp,
    async close() {
      await server.close();
      await smtp.close();
    },
  };
}

/**
 * A mail test server (with its SMTP sink) for the enclosing `describe`: started before all its
 * tests, closed after them. Read `server` and `smtp` inside the tests.
 */
export function mailTestSuite(): { readonly server: TestServer; readonly smtp: SmtpSink } {
  let started: { server: TestServer; smtp: SmtpSink; close: () => Promise<void> } | undefined;
  beforeAll(async () => {
    started = await startMailTestServer();
  });
  afterAll(() => started?.close());
  const get = () => {
    if (!started) throw new Error('the mail test server starts in beforeAll');
    return started;
  };
  return {
    get server() {
      return get().server;
    },
    get smtp() {
      return get().smtp;
    },
  };
}

/**
 * The bff as `npm start` runs it (the compiled bff/dist/server.js), in its own process, on the
 * database of this test pass: a fresh SQLite file, or its own PostgreSQL schema when DATABASE_URL
 * is set (CI's second pass). Tests attack it over HTTP and read its database through `db`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, openDatabase, type Database } from '@tongshu/bff/settings';
import { clientFor, type Client } from './http';
import { freePort, hasStarted, operatorSignIn, type OperatorSignIn } from '@tongshu/test-support';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const SERVER = path.join(ROOT, 'bff', 'dist', 'server.js');
/** Output kept per process: enough for every assertion, bounded under a log flood. */
const MAX_OUTPUT = 4 * 1024 * 1024;

export const onPostgres = Boolean(process.env.DATABASE_URL);
export const backend = onPostgres ? 'PostgreSQL' : 'SQLite';

/** Where a test's bff keeps its data: a temporary folder, and a schema on PostgreSQL. */
export interface Store {
  readonly dataDir: string;
  /** DATABASE_URL for the server ('' for SQLite); `via` points it through a proxy port. */
  databaseUrl(via?: number): string;
  /** The test's own connection to the same database (opened lazily, after the first start). */
  db(): Database;
  close(): Promise<void>;
}

export async function createStore(): Promise<Store> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tongshu-hardening-'));
  const base = process.env.DATABASE_URL;
  const schema = `h_${randomBytes(6).toString('hex')}`;
  let admin: Database | undefined;
  if (base) {
    admin = openDatabase(loadConfig({ DATABASE_URL: base, TONGSHU_DATA_DIR: dataDir }));
    await admin.knex.raw('CREATE SCHEMA ??', [schema]);
  }
  const urlOf = (via?: number) => {
    if (!base) return '';
    const url = new URL(base);
    if (via !== undefined) {
      url.hostname = '127.0.0.1';
      url.port = String(via);
    }
    url.searchParams.set('options', `-c search_path=${schema}`);
    return url.toString();
  };
  let own: Database | undefined;
  return {
    dataDir,
    databaseUrl: urlOf,
    db() {
      own ??= openDatabase(
        loadConfig({ DATABASE_URL: urlOf() || undefined, TONGSHU_DATA_DIR: dataDir }),
      );
      return own;
    },
    async close() {
      await own?.knex.destroy();
      if (admin) {
        await admin.knex.raw('DROP SCHEMA ?? CASCADE', [schema]);
        await admin.knex.destroy();
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Bff extends Client {
  readonly port: number;
  readonly base: string;
  readonly jwtSecret: string;
  /** The operator's sign-in, printed once on the first start of a fresh database. */
  readonly operator: OperatorSignIn | undefined;
  readonly child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** Stops the process (SIGTERM by default) and waits until it is gone. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export interface StartOptions {
  readonly store: Store;
  readonly env?: Readonly<Record<string, string>>;
  /** Route the database through this local port (the fault proxy). */
  readonly databaseVia?: number;
  readonly port?: number;
  readonly jwtSecret?: string;
}

export async function startBff(options: StartOptions): Promise<Bff> {
  const port = options.port ?? (await freePort());
  const jwtSecret = options.jwtSecret ?? randomBytes(32).toString('hex');
  const child = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      PORT: String(port),
      TONGSHU_DATA_DIR: options.store.dataDir,
      DATABASE_URL: options.store.databaseUrl(options.databaseVia),
      JWT_SECRET: jwtSecret,
      // The defaults of a fresh install, whatever the developer's shell exports.
      PUBLIC_URL: '',
      SMTP_URL: '',
      STRIPE_SECRET_KEY: '',
      CORS_ORIGINS: '',
      SESSION_CACHE_MS: '',
      MAIL_RETRY_MS: '',
      SQLITE_BUSY_TIMEOUT_MS: '',
      TONGSHU_PRO_ACCOUNT_ID: '',
      REDIS_URL: '',
      TRUST_PROXY: '',
      API_KEY_LIMIT: '',
      API_ACCOUNT_LIMIT: '',
      SELECT_LIMIT: '',
      CHART_LIMIT: '',
      MCP_BATCH_LIMIT: '',
      // JSON lines (the output is a pipe), at the level the assertions read.
      LOG_LEVEL: 'info',
      LOG_FORMAT: '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  const keep = (text: string, chunk: Buffer) => (text + chunk.toString()).slice(-MAX_OUTPUT);
  child.stdout?.on('data', (chunk: Buffer) => (out = keep(out, chunk)));
  child.stderr?.on('data', (chunk: Buffer) => (err = keep(err, chunk)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (hasStarted(out)) {
        clearInterval(timer);
        resolve();
      }
    }, 20);
    child.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`bff exited with ${code} before it listened:\n${out}\n${err}`));
    });
  });
  const operator = operatorSignIn(out);
  return {
    ...clientFor(port),
    port,
    base: `http://127.0.0.1:${port}`,
    jwtSecret,
    operator,
    child,
    stdout: () => out,
    stderr: () => err,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** The store and the bff a test file (or describe block) shares; `bff` may be replaced (restart). */
export interface SharedBff {
  store: Store;
  bff: Bff;
}

/**
 * One store and one bff for the enclosing file or describe block: started before its first test
 * (then `ready` adds what the tests share, e.g. people), stopped after its last, whichever bff
 * `shared.bff` is then, the store closed and `tally` reported.
 */
export function bffForFile(
  tally: { report(): void },
  ready?: (shared: SharedBff) => void | Promise<void>,
  options: {
    readonly env?: () => Readonly<Record<string, string>>;
    readonly timeout?: number;
  } = {},
): SharedBff {
  const shared = {} as SharedBff;
  beforeAll(async () => {
    shared.store = await createStore();
    shared.bff = await startBff({ store: shared.store, env: options.env?.() });
    await ready?.(shared);
  }, options.timeout ?? 60000);
  afterAll(async () => {
    await shared.bff?.stop();
    await shared.store?.close();
    tally.report();
  });
  return shared;
}

/**
 * Configuration from environment variables, with the embedded defaults that make
 * `npm ci && npm start` work on a fresh machine.
 */
import path from 'node:path';

/** The Stripe account the billing capability talks to. */
export interface StripeSettings {
  readonly secretKey: string;
  readonly webhookSecret: string | undefined;
  readonly publishableKey: string | undefined;
  /** Another API base (the tests' local Stripe), as `http://host:port`. */
  readonly apiUrl: string | undefined;
}

export interface Config {
  readonly port: number;
  /** PostgreSQL URL; absent means an SQLite file under `dataDir`. */
  readonly databaseUrl: string | undefined;
  /** Where the embedded database, generated secrets and the mail outbox live. */
  readonly dataDir: string;
  readonly publicUrl: string;
  /** Folder of the built web app served at `/`. */
  readonly webRoot: string;
  /** Folder of the built mission control remote served at `/mc/`. */
  readonly adminRoot: string;
  /** HS256 signing secret; absent means one generated under `dataDir`. */
  readonly jwtSecret: string | undefined;
  /** SMTP server URL (smtp://user:pass@host:port); absent means mail goes to `dataDir/outbox`. */
  readonly smtpUrl: string | undefined;
  /** Where help and contact messages go. */
  readonly supportEmail: string;
  /** How long a signed-in user's lookup is reused (ms); 0 turns the session cache off. */
  readonly sessionCacheMs: number;
  /** An account treated as Pro Plan with no active plan (spec section 6). */
  readonly proAccountId: string | undefined;
  /** Card billing through Stripe; absent (no STRIPE_SECRET_KEY) means offline billing. */
  readonly stripe: StripeSettings | undefined;
  /** Origins whose pages may call the API (CORS_ORIGINS, comma-separated; PUBLIC_URL's by default). */
  readonly corsOrigins: readonly string[];
  /** How often mails that could not be sent are retried from the outbox (ms; doubles per attempt). */
  readonly mailRetryMs: number;
  /** How long an SQLite query waits for another process's lock before it fails (503). */
  readonly sqliteBusyMs: number;
  /** Redis shared by every process, for rate limits and cache invalidation; absent: in-process. */
  readonly redisUrl: string | undefined;
  /** What every Redis key and channel of this deployment starts with (REDIS_PREFIX). */
  readonly redisPrefix: string;
  /** Behind a load balancer: the client's address is the last one in X-Forwarded-For. */
  readonly trustProxy: boolean;
  /** Public API requests a minute per key and per account (API_KEY_LIMIT, API_ACCOUNT_LIMIT). */
  readonly apiLimits: { readonly perKey: number; readonly perAccount: number };
  /**
   * What one user or one request may have computed (docs/security.md, "Work a request may
   * ask"): private selections a minute per user (SELECT_LIMIT), almanac, chart and school
   * answers a minute per user (CHART_LIMIT), and calls in one MCP batch (MCP_BATCH_LIMIT).
   */
  readonly computeLimits: {
    readonly select: number;
    readonly charts: number;
    readonly mcpBatch: number;
  };
}

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

function portFrom(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer 0..65535, got "${value}"`);
  }
  return port;
}

function millisFrom(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0) throw new Error(`expected milliseconds, got "${value}"`);
  return ms;
}

function countFrom(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`expected a count of 1 or more, got "${value}"`);
  return count;
}

function listFrom(value: string | undefined, fallback: string): string[] {
  const items = (value || fallback).split(',').map((item) => item.trim());
  return items.filter((item) => item !== '');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = portFrom(env.PORT);
  const publicUrl = env.PUBLIC_URL || `http://localhost:${port}`;
  return {
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.TONGSHU_DATA_DIR || path.join(REPO_ROOT, '.local')),
    publicUrl: env.PUBLIC_URL || `http://localhost:${port}`,
    webRoot: path.join(REPO_ROOT, 'web-app', 'dist'),
    adminRoot: path.join(REPO_ROOT, 'web-admin', 'dist'),
    jwtSecret: env.JWT_SECRET || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    supportEmail: env.SUPPORT_EMAIL || 'support@tongshu.local',
    proAccountId: env.TONGSHU_PRO_ACCOUNT_ID || undefined,
    sessionCacheMs: millisFrom(env.SESSION_CACHE_MS, 1000),
    stripe: env.STRIPE_SECRET_KEY
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
          publishableKey: env.STRIPE_PUBLISHABLE_KEY || undefined,
          apiUrl: env.STRIPE_API_URL || undefined,
        }
      : undefined,
    corsOrigins: listFrom(env.CORS_ORIGINS, publicUrl),
    mailRetryMs: millisFrom(env.MAIL_RETRY_MS, 60 * 1000),
    sqliteBusyMs: millisFrom(env.SQLITE_BUSY_TIMEOUT_MS, 5000),
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || 'tongshu:',
    trustProxy: ['1', 'true', 'yes'].includes((env.TRUST_PROXY ?? '').toLowerCase()),
    apiLimits: {
      perKey: countFrom(env.API_KEY_LIMIT, 60),
      perAccount: countFrom(env.API_ACCOUNT_LIMIT, 300),
    },
    computeLimits: {
      select: countFrom(env.SELECT_LIMIT, 30),
      charts: countFrom(env.CHART_LIMIT, 1200),
      mcpBatch: countFrom(env.MCP_BATCH_LIMIT, 10),
    },
  };
}

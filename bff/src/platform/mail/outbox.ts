/**
 * The mail outbox: a mail that could not be sent (SMTP down) is kept in the database, encrypted,
 * and retried by a loop in the server process with doubling waits until it goes out, its links
 * expire or it has failed MAX_ATTEMPTS times. The request that wanted it has already answered:
 * sign-up, magic link, reset and invite never fail because of mail. docs/security.md has the why.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../db';
import type { Mailer, MailMessage } from './mailer';
import { log } from '../log/logger';

export const MAX_ATTEMPTS = 12;
/** Waits double from the retry interval up to this. */
const MAX_WAIT_MS = 60 * 60 * 1000;
/** A mail without a link that expires (the welcome mail) is worth sending for a week. */
export const DEFAULT_KEEP_MS = 7 * 24 * 60 * 60 * 1000;
const BATCH = 20;

interface OutboxRow {
  id: string;
  payload: string;
  attempts: number;
  expires_at: string | Date;
}

/** AES-256-GCM under a key derived from the JWT secret: a copy of the database alone reveals no link. */
function keyOf(secret: Uint8Array): Buffer {
  return createHash('sha256').update('tongshu mail outbox\0').update(secret).digest();
}

function seal(key: Buffer, message: MailMessage): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(message), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

function open(key: Buffer, payload: string): MailMessage {
  const bytes = Buffer.from(payload, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  const text = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]);
  return JSON.parse(text.toString('utf8')) as MailMessage;
}

function waitAfter(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_WAIT_MS);
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The mailer with `retryLater`, which keeps a message for the retry loop. */
export function withOutbox(
  mailer: Mailer,
  db: Database,
  secret: Uint8Array,
  retryMs: number,
): Mailer {
  const key = keyOf(secret);
  return {
    send: (message) => mailer.send(message),
    async retryLater(message, until) {
      const now = Date.now();
      await db.knex('mail_outbox').insert({
        id: randomUUID(),
        payload: seal(key, message),
        attempts: 0,
        next_attempt_at: iso(now + waitAfter(1, retryMs)),
        expires_at: iso(until?.getTime() ?? now + DEFAULT_KEEP_MS),
        date_created: iso(now),
      });
    },
  };
}

export interface RetryReport {
  sent: number;
  failed: number;
  dropped: number;
}

/** Drops a row that can no longer help anyone, saying so in the log. */
async function drop(db: Database, row: OutboxRow, why: string): Promise<void> {
  await db.knex('mail_outbox').where({ id: row.id }).delete();
  log.error(`mail outbox: gave up on mail ${row.id} after ${row.attempts} attempts: ${why}`);
}

/**
 * One pass over the due mails. Several server processes may run it at once: each row is claimed
 * by bumping its attempt count from the value read, so only one process sends it.
 */
export async function retryOutbox(
  db: Database,
  mailer: Mailer,
  secret: Uint8Array,
  retryMs: number,
  now = Date.now(),
): Promise<RetryReport> {
  const key = keyOf(secret);
  const report: RetryReport = { sent: 0, failed: 0, dropped: 0 };
  const due: OutboxRow[] = await db
    .knex('mail_outbox')
    .where('next_attempt_at', '<=', iso(now))
    .orderBy('next_attempt_at')
    .limit(BATCH);
  for (const row of due) {
    if (new Date(row.expires_at).getTime() <= now || row.attempts >= MAX_ATTEMPTS) {
      await drop(db, row, row.attempts >= MAX_ATTEMPTS ? 'too many failures' : 'its links expired');
      report.dropped += 1;
      continue;
    }
    const attempts = row.attempts + 1;
    const claimed = await db
      .knex('mail_outbox')
      .where({ id: row.id, attempts: row.attempts })
      .update({ attempts, next_attempt_at: iso(now + waitAfter(attempts + 1, retryMs)) });
    if (claimed !== 1) continue;
    let message: MailMessage;
    try {
      message = open(key, row.payload);
    } catch {
      // Sealed under another JWT secret (it was rotated): nobody can read it any more.
      await drop(db, { ...row, attempts }, 'it cannot be decrypted');
      report.dropped += 1;
      continue;
    }
    try {
      await mailer.send(message);
      await db.knex('mail_outbox').where({ id: row.id }).delete();
      log.info(`mail outbox: "${message.subject}" to ${message.to} sent on attempt ${attempts}`);
      report.sent += 1;
    } catch (error) {
      const reason = String(error).slice(0, 500);
      await db.knex('mail_outbox').where({ id: row.id }).update({ last_error: reason });
      log.warn(`mail outbox: "${message.subject}" to ${message.to} failed again: ${reason}`);
      report.failed += 1;
    }
  }
  return report;
}

/** Runs `retryOutbox` every `retryMs` (never two passes at once); returns the stop function. */
export function startOutboxRetry(
  db: Database,
  mailer: Mailer,
  secret: Uint8Array,
  retryMs: number,
): () => void {
  if (retryMs <= 0) return () => undefined;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    retryOutbox(db, mailer, secret, retryMs)
      .catch((error: unknown) => log.error({ err: error }, 'mail outbox: retry pass failed'))
      .finally(() => {
        running = false;
      });
  }, retryMs);
  // The loop must not keep a process alive that is otherwise done (tests, a failed start).
  timer.unref();
  return () => clearInterval(timer);
}

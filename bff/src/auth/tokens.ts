/**
 * Single-use tokens for magic links, password resets, invites and email-change confirmations: 32
 * random bytes sent to the user, only their SHA-256 stored, each with an expiry, consumed at most
 * once (an atomic update).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../platform/db';

export type TokenKind = 'magic' | 'reset' | 'invite' | 'email_change';

export const TOKEN_LIFETIME_MS: Readonly<Record<TokenKind, number>> = {
  magic: 15 * 60 * 1000,
  reset: 60 * 60 * 1000,
  invite: 7 * 24 * 60 * 60 * 1000,
  // A teammate may read mail weekly; the link goes to the address that already signs in.
  email_change: 7 * 24 * 60 * 60 * 1000,
};

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface TokenTarget {
  readonly userId?: string;
  readonly accountId?: string;
  readonly email?: string;
}

export async function createToken(
  db: Database,
  kind: TokenKind,
  target: TokenTarget,
  now = Date.now(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.knex('tokens').insert({
    id: randomUUID(),
    kind,
    token_hash: hashOf(token),
    user_id: target.userId ?? null,
    account_id: target.accountId ?? null,
    email: target.email ?? null,
    expires_at: new Date(now + TOKEN_LIFETIME_MS[kind]).toISOString(),
  });
  return token;
}

export interface ConsumedToken {
  readonly user_id: string | null;
  readonly account_id: string | null;
  readonly email: string | null;
}

/** Marks the token used and returns what it was for; undefined when unknown, used or expired. */
export async function consumeToken(
  db: Database,
  kind: TokenKind,
  token: string,
  now = Date.now(),
): Promise<ConsumedToken | undefined> {
  if (typeof token !== 'string' || token.length < 20 || token.length > 100) return undefined;
  const tokenHash = hashOf(token);
  const used = await db
    .knex('tokens')
    .where({ kind, token_hash: tokenHash })
    .whereNull('used_at')
    .where('expires_at', '>', new Date(now).toISOString())
    .update({ used_at: new Date(now).toISOString() });
  if (used !== 1) return undefined;
  return db
    .knex('tokens')
    .select('user_id', 'account_id', 'email')
    .where({ token_hash: tokenHash })
    .first();
}

/** Marks every unused token of `kind` for the user used: a newer request replaces them. */
export async function retireTokens(db: Database, kind: TokenKind, userId: string): Promise<void> {
  await db
    .knex('tokens')
    .where({ kind, user_id: userId })
    .whereNull('used_at')
    .update({ used_at: new Date().toISOString() });
}

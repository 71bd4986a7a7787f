/**
 * API keys (issue 36): an owner or admin makes, lists and revokes the account's keys; Pro only.
 * A key is `tsk_` and 32 random bytes (base64url); only its SHA-256 is kept, so it is shown once,
 * in the answer that made it.
 */
import { hash, randomBytes, randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { ApiKeyRecord, NewApiKey } from '../api';
import { lockRow, type Database } from '../platform/db';
import { audit } from '../platform/auditLog';
import { badInput, notFound, unauthorized } from '../platform/errors';
import { idOf, requiredText } from '../platform/validation';
import type { TierGate } from '../billing';
import type { User } from '../models/User';
import type { ApiKey } from '../models/ApiKey';
import { requireRole } from '../auth';
import {
  activeKey,
  activeKeys,
  countActiveKeys,
  keyByHash,
  keyRecord,
  keysMadeBy,
} from './keyStore';

export const KEY_PREFIX = 'tsk_';
/** `tsk_` and 32 bytes in base64url (43 characters, no padding). */
const KEY_SHAPE = /^tsk_[A-Za-z0-9_-]{43}$/;
/** `tsk_` and eight characters: enough to tell an account's keys apart, far too few to guess. */
const SHOWN_CHARS = 12;
/** An account's keys at once: one per tool and site, with room; revoke one to make another. */
export const MAX_KEYS = 20;

export const NEEDS_PRO = 'API keys are part of the Pro Plan';
/** The routes' and the public API's plan gate (`requireSubscription`): Pro and above. */
export const KEYS_GATE: TierGate = { tier: 3, plan: 'pro', message: NEEDS_PRO };
export const KEY_NOT_FOUND = 'API key not found';
export const TOO_MANY_KEYS = `You can keep up to ${MAX_KEYS} API keys; revoke one to make another`;
export const NO_KEY = 'Send an API key: Authorization: Bearer tsk_...';
export const BAD_KEY = 'This API key is not valid or has been revoked';

/** One-shot `hash`: every public API call hashes its key, and a Hash object costs it 0.5 µs more. */
export const hashOf = (key: string): string => hash('sha256', key, 'hex');

/** GET /api/account/keys: the account's keys, for an owner or admin. */
export async function listKeys(db: Database, user: User): Promise<ApiKeyRecord[]> {
  requireRole(user.permission, 'admin');
  return activeKeys(db, user.account_id);
}

/** POST /api/account/keys `{name}`: a new key, shown this once. */
export async function createKey(
  db: Database,
  user: User,
  body: Record<string, unknown>,
): Promise<NewApiKey> {
  requireRole(user.permission, 'admin');
  const name = requiredText(
    body,
    'name',
    'Please enter a name for the key (up to 100 characters)',
    100,
  );
  const key = KEY_PREFIX + randomBytes(32).toString('base64url');
  const row = {
    id: randomUUID(),
    account_id: user.account_id,
    user_id: user.id,
    name,
    prefix: key.slice(0, SHOWN_CHARS),
    hash: hashOf(key),
    created_at: new Date().toISOString(),
    last_used_at: null,
    use_count: 0,
    revoked_at: null,
  };
  await db.knex.transaction(async (trx) => {
    // Concurrent creates (on several processes too) count one after another: the cap holds.
    await lockRow(trx, 'accounts', user.account_id);
    if ((await countActiveKeys(trx, user.account_id)) >= MAX_KEYS) {
      throw badInput(TOO_MANY_KEYS, 'name');
    }
    await trx('api_keys').insert(row);
    await audit(trx, {
      actorId: user.id,
      action: 'api_key.create',
      targetId: row.id,
      detail: { name, prefix: row.prefix },
    });
  });
  return { ...keyRecord({ ...row, creator: user.name }), key };
}

/** DELETE /api/account/keys/:id: revoked at once; another account's key (or none) is 404. */
export async function revokeKey(db: Database, user: User, id: unknown): Promise<void> {
  requireRole(user.permission, 'admin');
  const known = idOf(id);
  await db.knex.transaction(async (trx) => {
    const key = known ? await activeKey(trx, user.account_id, known) : undefined;
    if (!key) throw notFound(KEY_NOT_FOUND);
    await trx('api_keys').where({ id: key.id }).update({ revoked_at: new Date().toISOString() });
    await audit(trx, {
      actorId: user.id,
      action: 'api_key.revoke',
      targetId: key.id,
      detail: { name: key.name, prefix: key.prefix },
    });
  });
}

/**
 * Revokes every working key `user` made, in `trx` (a sign-out everywhere or a password change
 * that asked for it, `reason` naming which), each audited; answers how many. Keys teammates made
 * stay: they are theirs to end.
 */
export async function revokeKeysOf(trx: Knex, user: User, reason: string): Promise<number> {
  const keys = await keysMadeBy(trx, user.id);
  if (keys.length === 0) return 0;
  await trx('api_keys')
    .whereIn(
      'id',
      keys.map((key) => key.id),
    )
    .update({ revoked_at: new Date().toISOString() });
  for (const key of keys) {
    await audit(trx, {
      actorId: user.id,
      action: 'api_key.revoke',
      targetId: key.id,
      detail: { name: key.name, prefix: key.prefix, reason },
    });
  }
  return keys.length;
}

/**
 * The hash of the key an `Authorization` header carries: 401 without a bearer key, and for
 * anything not shaped as one (a session token too), before any lookup.
 */
export function hashOfHeader(authorization: string): string {
  const bearer = /^Bearer (\S+)$/.exec(authorization)?.[1];
  if (!bearer) throw unauthorized(NO_KEY);
  // Checked before the query: only a key's shape is worth a lookup.
  if (!KEY_SHAPE.test(bearer)) throw unauthorized(bearer.startsWith(KEY_PREFIX) ? BAD_KEY : NO_KEY);
  return hashOf(bearer);
}

/** The key with this hash when it works: 401 for an unknown key or a revoked one. */
export async function workingKey(db: Database, hash: string): Promise<ApiKey> {
  const key = await keyByHash(db, hash);
  if (!key || key.revoked_at) throw unauthorized(BAD_KEY);
  return key;
}

/**
 * A key's row and its creator with their billing, looked up once and kept as a session's user is
 * (auth/sessionCache.ts): for SESSION_CACHE_MS, emptied by every write here and, through Redis, on
 * every process, so a revoked key or a creator's new role is refused at the next call anywhere.
 * Kept by the key's hash, never the key.
 */
import { findUserWithBilling, type SessionCache, type UserWithBilling } from '../auth';
import type { Database } from '../platform/db';
import type { ApiKey } from '../models/ApiKey';
import { hashOfHeader, workingKey } from './keysService';

declare module 'koa' {
  interface DefaultContext {
    /** The app's cache of key lookups (createApp puts it on `app.context`). */
    keyLookups?: SessionCache<KeyLookup>;
  }
}

export interface KeyLookup {
  readonly key: ApiKey;
  /** Undefined when the creator is gone. */
  readonly found: UserWithBilling | undefined;
}

export async function lookUpKey(
  db: Database,
  authorization: string,
  cache: SessionCache<KeyLookup> | undefined,
): Promise<KeyLookup> {
  const hash = hashOfHeader(authorization);
  const version = await cache?.sharedVersion();
  const cached = cache?.get(hash, Date.now(), version);
  if (cached) return cached;
  const generation = cache?.current ?? 0;
  const key = await workingKey(db, hash);
  const lookup = { key, found: await findUserWithBilling(db, { id: key.user_id }) };
  cache?.set(hash, lookup, Number.POSITIVE_INFINITY, generation, Date.now(), version);
  return lookup;
}

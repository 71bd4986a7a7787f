/**
 * A key's row and its creator with their billing, looked up once and kept as a session's user is
 * (auth/sessionCache.ts): for SESSION_CACHE_MS, emptied by every write here and, through Redis, on
 * every process as the write's message arrives (a lost one made good within `VERSION_READ_MS`),
 * so a revoked key or a creator's new role is refused at the next call here, and elsewhere once
 * the message has arrived.
 * Kept by the key's hash, never the key.
 */
import { findUserWithBilling, type SessionCache, type UserWithBilling } from '../auth';
import type { Database } from '../platform/db';
import type { ApiKey } from '../models/ApiKey';
import { unauthorized } from '../platform/errors';
import { BAD_KEY, hashOfHeader, workingKey } from './keysService';

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
  const find = async () => {
    const key = await workingKey(db, hash);
    const found = await findUserWithBilling(db, { id: key.user_id });
    return { found: { key, found }, expiresAt: Number.POSITIVE_INFINITY };
  };
  const lookup = cache ? await cache.lookUp(hash, find) : (await find()).found;
  // `find` throws for a key that does not work rather than find nothing: this is for the type.
  if (!lookup) throw unauthorized(BAD_KEY);
  return lookup;
}

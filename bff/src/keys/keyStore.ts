/**
 * The api_keys table: the only file that reads or writes it. A key is found by its hash; the
 * account's list never carries the hash.
 */
import type { Knex } from 'knex';
import type { ApiKeyRecord } from '../api';
import type { Database } from '../platform/db';
import { ApiKey } from '../models/ApiKey';

/** The account's keys not revoked, newest first, with their creators' names. */
export async function activeKeys(db: Database, accountId: string): Promise<ApiKeyRecord[]> {
  const rows = (await db
    .knex('api_keys')
    .join('users', 'users.id', 'api_keys.user_id')
    .where({ 'api_keys.account_id': accountId })
    .whereNull('api_keys.revoked_at')
    .orderBy([
      { column: 'api_keys.created_at', order: 'desc' },
      { column: 'api_keys.id', order: 'asc' },
    ])
    .select(
      'api_keys.id',
      'api_keys.name',
      'api_keys.prefix',
      'api_keys.created_at',
      'api_keys.last_used_at',
      'api_keys.use_count',
      'users.name as creator',
    )) as Record<string, unknown>[];
  return rows.map(keyRecord);
}

export function keyRecord(row: Record<string, unknown>): ApiKeyRecord {
  return {
    id: String(row.id),
    name: String(row.name),
    prefix: String(row.prefix),
    created_at: String(row.created_at),
    last_used_at: typeof row.last_used_at === 'string' ? row.last_used_at : null,
    use_count: Number(row.use_count),
    creator: String(row.creator ?? ''),
  };
}

export async function countActiveKeys(knex: Knex, accountId: string): Promise<number> {
  const [{ count }] = (await knex('api_keys')
    .where({ account_id: accountId })
    .whereNull('revoked_at')
    .count({ count: '*' })) as [{ count: number | string }];
  return Number(count);
}

/** The working keys a user made, in any account. */
export async function keysMadeBy(knex: Knex, userId: string): Promise<ApiKey[]> {
  return ApiKey.query(knex).where({ user_id: userId }).whereNull('revoked_at');
}

/** The account's key by id, when it is not revoked. */
export async function activeKey(
  knex: Knex,
  accountId: string,
  id: string,
): Promise<ApiKey | undefined> {
  return ApiKey.query(knex).findOne({ id, account_id: accountId }).whereNull('revoked_at');
}

/** The key with this hash, revoked or not (the caller tells the two apart). */
export async function keyByHash(db: Database, hash: string): Promise<ApiKey | undefined> {
  return ApiKey.query(db.knex).findOne({ hash });
}

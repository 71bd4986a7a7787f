import { Model } from 'objection';

/** An account's key to the public API (issue 36): its hash, never the key itself. */
export class ApiKey extends Model {
  static override tableName = 'api_keys';

  id!: string;
  account_id!: string;
  /** The user who made it: the key reads their people. */
  user_id!: string;
  name!: string;
  /** The key's first characters (`tsk_` and eight more), to tell keys apart in a list. */
  prefix!: string;
  /** SHA-256 of the whole key, hex. */
  hash!: string;
  created_at!: string;
  last_used_at!: string | null;
  use_count!: number;
  revoked_at!: string | null;
}

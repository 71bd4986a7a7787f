/** GET /api/account/keys: one of the account's API keys, never the key itself (issue 36). */
export interface ApiKeyRecord {
  readonly id: string;
  readonly name: string;
  /** The key's first characters (`tsk_` and eight more), to tell keys apart. */
  readonly prefix: string;
  /** ISO 8601, UTC. */
  readonly created_at: string;
  /** ISO 8601, UTC; null until the key is first used. */
  readonly last_used_at: string | null;
  readonly use_count: number;
  /** The name of the user who made it (the key reads their people). */
  readonly creator: string;
}

/** POST /api/account/keys: the new key's record and, this once only, the key. */
export interface NewApiKey extends ApiKeyRecord {
  readonly key: string;
}

import { Model } from 'objection';

/** One operator action: impersonation, account or user edit or delete (docs/operator.md). */
export class AuditEntry extends Model {
  static override tableName = 'audit_log';

  id!: string;
  actor_id!: string;
  /** `account.update`, `account.delete`, `user.update`, `user.delete`, `user.impersonate`. */
  action!: string;
  target_id!: string | null;
  /** JSON text: what changed, or what was removed, or the impersonation's expiry. */
  detail!: string;
  date_created!: string;
}

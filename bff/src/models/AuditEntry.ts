import { Model } from 'objection';

/**
 * One audited action: an operator's impersonation or account/user edit or delete, a sign-in
 * (or failed attempt), a password reset or change, an admin's role change, a plan change, a card
 * update, or a status change the payment provider's webhook applied (docs/security.md).
 */
export class AuditEntry extends Model {
  static override tableName = 'audit_log';

  id!: string;
  /** A user id, or `anonymous` (unknown email) or `stripe` (the webhook). */
  actor_id!: string;
  /**
   * `account.update`, `account.delete`, `user.update`, `user.delete`, `user.impersonate`,
   * `auth.signin`, `auth.signin_failed`, `auth.password_reset`, `auth.password_change`,
   * `billing.plan_change`, `billing.card_update`, `billing.status_change`, `api_key.create`,
   * `api_key.revoke`, `api_key.use` (every request a key makes, with its method, path and address),
   * `impersonation.request` (a write on an impersonation session; docs/security.md).
   */
  action!: string;
  target_id!: string | null;
  /** JSON text: what changed, or what was removed, or the impersonation's expiry. */
  detail!: string;
  date_created!: string;
}

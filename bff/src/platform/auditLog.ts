/**
 * Writes the audit trail (table audit_log): operator actions, sign-ins, role changes and billing
 * events. docs/operator.md and docs/security.md list the actions.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { AuditEntry } from '../models/AuditEntry';
import type { User } from '../models/User';

/** The actor of an entry no signed-in user caused: a sign-in attempt for an unknown email. */
export const ANONYMOUS = 'anonymous';
/** The actor of an entry the payment provider's webhook caused. */
export const PROVIDER = 'stripe';

export interface AuditEvent {
  readonly actorId: string;
  readonly action: string;
  readonly targetId: string | null;
  readonly detail: Readonly<Record<string, unknown>>;
}

/** An operator acting through an impersonation session, as the user `userId`. */
export interface Impersonation {
  readonly operatorId: string;
  readonly userId: string;
}

const impersonations = new AsyncLocalStorage<Impersonation>();

/**
 * Runs `work` (a request served on an impersonation session) so that every entry it writes,
 * whichever service writes it, names the operator as the actor and the user as `impersonating`:
 * a service need not know who is behind the session to audit it truthfully.
 */
export function asImpersonation<T>(impersonation: Impersonation, work: () => T): T {
  return impersonations.run(impersonation, work);
}

/** Pass the transaction that makes the change, so the entry and the change commit together. */
export async function audit(knex: Knex, event: AuditEvent): Promise<void> {
  const impersonation = impersonations.getStore();
  const detail = impersonation
    ? { ...event.detail, impersonating: impersonation.userId }
    : event.detail;
  await AuditEntry.query(knex).insert({
    id: randomUUID(),
    actor_id: impersonation?.operatorId ?? event.actorId,
    action: event.action,
    target_id: event.targetId,
    detail: JSON.stringify(detail),
    date_created: new Date().toISOString(),
  });
}

/** A sign-in (`auth.signin`) by `method` (password, magic_link) from the client address `ip`. */
export function auditSignIn(knex: Knex, user: User, method: string, ip: string): Promise<void> {
  return audit(knex, {
    actorId: user.id,
    action: 'auth.signin',
    targetId: user.id,
    detail: { method, ip },
  });
}

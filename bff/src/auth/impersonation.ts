/**
 * What an impersonation session (the operator signed in as a user, one hour, `imp` claim) may do,
 * and how it is audited (docs/security.md, "Impersonation").
 */
import type { Context, Middleware, Next } from 'koa';
import type { Database } from '../platform/db';
import { asImpersonation, audit, type Impersonation } from '../platform/auditLog';
import { forbidden, HttpError } from '../platform/errors';

export const NOT_WHILE_IMPERSONATING =
  'Support cannot make API keys, passwords or invites while signed in as a user: only the user can';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Serves a request of an impersonation session: every entry a service writes names the operator
 * as the actor (and the user as `impersonating`), and each request that may change something is
 * audited itself (`impersonation.request`, with its method, path and status), refused ones too,
 * since most changes (a person, a selection) write no entry of their own.
 */
export async function asOperator(
  db: Database,
  ctx: Context,
  impersonation: Impersonation,
  next: Next,
): Promise<void> {
  const served = asImpersonation(impersonation, next);
  if (READS.has(ctx.method)) return served;
  let status = 500;
  try {
    await served;
    status = ctx.status;
  } catch (error) {
    if (error instanceof HttpError) status = error.status;
    throw error;
  } finally {
    await asImpersonation(impersonation, () =>
      audit(db.knex, {
        actorId: impersonation.operatorId,
        action: 'impersonation.request',
        targetId: impersonation.userId,
        detail: { method: ctx.method, path: ctx.path, status },
      }),
    );
  }
}

/**
 * After `authenticate`: 403 on an impersonation session. For the routes that make a lasting
 * credential (an API key, a password, an invite): it would outlive the one-hour session and the
 * user's "sign out everywhere".
 */
export const notImpersonating: Middleware<{ impersonator?: string }> = async (ctx, next) => {
  if (ctx.state.impersonator) throw forbidden(NOT_WHILE_IMPERSONATING);
  await next();
};

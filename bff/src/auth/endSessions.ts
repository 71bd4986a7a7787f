/** Ending a user's sessions: every token issued before carries an older generation. */
import type { Knex } from 'knex';
import { raw, type RawBuilder } from 'objection';
import type { Database } from '../platform/db';
import { User } from '../models/User';
import { audit } from '../platform/auditLog';
import { booleanField } from '../platform/validation';

/** The update that ends every session of a user issued before it; merge it into a patch. */
export function nextSessionGeneration(): { session_generation: RawBuilder } {
  return { session_generation: raw('session_generation + 1') };
}

export const SIGNED_OUT_EVERYWHERE = 'You have been signed out on every device';

/**
 * Revokes the working API keys `user` made, in the transaction `trx` ends the sessions in, and
 * says how many. The keys capability supplies it (app.ts): it sits above auth, which cannot
 * import it.
 */
export type KeyRevoker = (trx: Knex, user: User, reason: string) => Promise<number>;

/**
 * `revoke_keys` of a password change or a sign-out everywhere: whether the user's API keys end
 * too. Keys are not sessions (an integration keeps its key), so only when asked; no field is no.
 */
export function keysToo(body: Record<string, unknown>): boolean {
  return body.revoke_keys === undefined ? false : booleanField(body, 'revoke_keys');
}

/** The answer's message when `revoked` keys ended with the sessions. */
export function keysRevokedToo(message: string, revoked: number): string {
  return `${message}, and ${revoked} API ${revoked === 1 ? 'key was' : 'keys were'} revoked`;
}

/**
 * POST /api/user/signout: ends every session of the user, this one included, and their API keys
 * with `revokeKeys`; answers how many keys it revoked.
 */
export async function signOutEverywhere(
  db: Database,
  user: User,
  revokeKeys?: KeyRevoker,
): Promise<number> {
  return db.knex.transaction(async (trx) => {
    await User.query(trx).patch(nextSessionGeneration()).where({ id: user.id });
    await audit(trx, {
      actorId: user.id,
      action: 'auth.sign_out_all',
      targetId: user.id,
      detail: { revoke_keys: Boolean(revokeKeys) },
    });
    return revokeKeys ? revokeKeys(trx, user, 'auth.sign_out_all') : 0;
  });
}

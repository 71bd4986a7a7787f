/** Ending a user's sessions: every token issued before carries an older generation. */
import { raw, type RawBuilder } from 'objection';
import type { Database } from '../platform/db';
import { User } from '../models/User';
import { audit } from '../platform/auditLog';

/** The update that ends every session of a user issued before it; merge it into a patch. */
export function nextSessionGeneration(): { session_generation: RawBuilder } {
  return { session_generation: raw('session_generation + 1') };
}

export const SIGNED_OUT_EVERYWHERE = 'You have been signed out on every device';

/** POST /api/user/signout: ends every session of the user, this one included. */
export async function signOutEverywhere(db: Database, user: User): Promise<void> {
  await db.knex.transaction(async (trx) => {
    await User.query(trx).patch(nextSessionGeneration()).where({ id: user.id });
    await audit(trx, {
      actorId: user.id,
      action: 'auth.sign_out_all',
      targetId: user.id,
      detail: {},
    });
  });
}

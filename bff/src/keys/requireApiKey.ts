/**
 * The public API's authentication (issue 36): `Authorization: Bearer tsk_...` and nothing else.
 * The key's creator is the request's user (their people, their account's plan); each use is
 * limited per key and per account, counted on the key and written to the audit log.
 */
import type { Middleware } from 'koa';
import type { Config } from '../platform/config';
import type { Database } from '../platform/db';
import { forbidden, unauthorized } from '../platform/errors';
import { LIMITS } from '../platform/limits/actionLimits';
import { spender } from '../platform/limits/rateLimit';
import { requireSubscription, type AccessState } from '../billing';
import { canActAs } from '../auth';
import type { UseLedger } from './useLedger';
import { BAD_KEY, KEYS_GATE } from './keysService';
import { lookUpKey } from './keyLookup';

export const CREATOR_NOT_ADMIN =
  "This API key's creator no longer manages keys: an owner or admin can make a new one";

export interface ApiKeyState extends AccessState {
  /** The key the request carried (its id, never the key) and its account. */
  apiKey: { readonly id: string; readonly accountId: string };
  /**
   * Counts one more call of this request (the door counts the first): an MCP batch's calls each
   * count against the key's and the account's limits and are each a use. Past a limit it throws
   * the 429 the door would, and nothing is counted.
   */
  countCall: () => Promise<void>;
}

export function requireApiKey(
  db: Database,
  config: Config,
  uses: UseLedger,
): Middleware<ApiKeyState> {
  const gate = requireSubscription(config.proAccountId, KEYS_GATE);
  const spend = spender();
  // The shapes' names and windows are the table's; a deployment sets how many (config.apiLimits).
  const perKey = { ...LIMITS.apiKey, points: config.apiLimits.perKey };
  const perAccount = { ...LIMITS.apiAccount, points: config.apiLimits.perAccount };
  return async (ctx, next) => {
    const { key, found } = await lookUpKey(db, ctx.get('authorization'), ctx.keyLookups);
    // A creator moved to another account by the operator takes none of the old one's keys.
    if (!found || found.user.account_id !== key.account_id) throw unauthorized(BAD_KEY);
    // A key works with its creator's rights: made by an admin who is now a user, it stops.
    if (!canActAs(found.user.permission, 'admin')) throw forbidden(CREATOR_NOT_ADMIN);
    ctx.state.user = found.user;
    ctx.state.billing = found.billing;
    // No session token: a key is not one, and nothing downstream may take it for one.
    ctx.state.token = '';
    ctx.state.apiKey = { id: key.id, accountId: key.account_id };
    ctx.state.countCall = async () => {
      await spend(ctx, [
        { shape: perKey, key: key.id },
        { shape: perAccount, key: key.account_id },
      ]);
      uses.record({
        keyId: key.id,
        userId: key.user_id,
        method: ctx.method,
        path: ctx.path,
        ip: ctx.ip,
      });
    };
    await gate(ctx, async () => {
      await ctx.state.countCall();
      await next();
    });
  };
}

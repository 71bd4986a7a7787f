/**
 * The public API's authentication (issue 36): `Authorization: Bearer tsk_...` and nothing else.
 * The key's creator is the request's user (their people, their account's plan); each use is
 * limited per key and per account, counted on the key and written to the audit log.
 */
import type { IncomingMessage } from 'node:http';
import type { Middleware } from 'koa';
import type { Config } from '../platform/config';
import type { Database } from '../platform/db';
import { forbidden, unauthorized } from '../platform/errors';
import { LIMITS } from '../platform/limits/actionLimits';
import { drawer, tooMany } from '../platform/limits/rateLimit';
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
  /**
   * Counts a replay of this request's answer (platform/http/answerReplay.ts) as one more call:
   * false, and nothing counted, past a limit.
   */
  countReplay: (req: IncomingMessage) => Promise<boolean>;
}

export function requireApiKey(
  db: Database,
  config: Config,
  uses: UseLedger,
): Middleware<ApiKeyState> {
  const gate = requireSubscription(config.proAccountId, KEYS_GATE);
  const draw = drawer();
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
    const charges = [
      { shape: perKey, key: key.id },
      { shape: perAccount, key: key.account_id },
    ];
    // A replay is for the same caller and URL (answerReplay's key), so the same path and address.
    const use = { keyId: key.id, userId: key.user_id, path: ctx.path, ip: ctx.ip };
    const { limits } = ctx;
    ctx.state.countCall = async () => {
      const refused = await draw(limits, charges);
      if (refused) throw tooMany(ctx, refused.msBeforeNext);
      uses.record({ ...use, method: ctx.method });
    };
    ctx.state.countReplay = async (req) => {
      if (await draw(limits, charges)) return false;
      uses.record({ ...use, method: req.method ?? 'GET' });
      return true;
    };
    await gate(ctx, async () => {
      await ctx.state.countCall();
      await next();
    });
  };
}

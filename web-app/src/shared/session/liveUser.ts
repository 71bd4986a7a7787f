/**
 * The signed-in user as the server knows them now (spec section 7: GET /api/user and
 * GET /api/user/permissions). Roles and flags change under a session (the operator grants
 * internal_team or a reference_code, an admin changes a permission): reading both on every app
 * start and when the tab regains focus shows such a change on the next reload, and takes a
 * revoked role out of the page too.
 */
import { api } from '../api/client';
import type { Permission, SessionUser } from './user';

export type Permissions = Readonly<Record<Permission, boolean>>;

export interface LiveUser {
  /** Carries the token the request was made with; `update` keeps the session's own anyway. */
  readonly user: SessionUser;
  readonly permissions: Permissions;
}

export async function readLiveUser(): Promise<LiveUser> {
  const [me, permissions] = await Promise.all([
    api.get<SessionUser>('/api/user'),
    api.get<Permissions>('/api/user/permissions'),
  ]);
  if (!me.data || !permissions.data) throw new Error('The user answer carried no data');
  return { user: me.data, permissions: permissions.data };
}

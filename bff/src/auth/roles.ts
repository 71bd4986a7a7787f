/**
 * The role hierarchy of spec section 6, in one place: master may act as master, owner, admin or
 * user; owner as owner, admin or user; admin as admin or user; user only as user.
 */
import { forbidden } from '../platform/errors';
import { PERMISSIONS, type Permission } from '../models/User';

export function canActAs(permission: Permission, required: Permission): boolean {
  return PERMISSIONS.indexOf(permission) >= PERMISSIONS.indexOf(required);
}

/** @throws 403 when `permission` may not act as `required`. */
export function requireRole(permission: Permission, required: Permission): void {
  if (!canActAs(permission, required)) throw forbidden();
}

/** The permissions response: every permission name with whether this user may act as it. */
export function permissionsOf(permission: Permission): Record<Permission, boolean> {
  return Object.fromEntries(PERMISSIONS.map((p) => [p, canActAs(permission, p)])) as Record<
    Permission,
    boolean
  >;
}

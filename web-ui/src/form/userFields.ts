import type { FieldDefs, FieldOption } from './types';

/** The parts of a user record both users tables edit (the account's and mission control's). */
export interface UserIdentity {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly permission: string;
}

/**
 * The edit form's id, name, email and permission fields for `row`, the permission chosen from
 * `permissions` (an account admin offers fewer than the operator).
 */
export function userIdentityFields(
  row: UserIdentity,
  permissions: readonly FieldOption[],
): FieldDefs {
  return {
    id: { type: 'hidden', value: row.id },
    name: { type: 'text', label: 'Name', required: true, value: row.name },
    email: { type: 'email', label: 'Email', required: true, value: row.email },
    permission: {
      type: 'select',
      label: 'Permission',
      required: true,
      options: permissions,
      value: row.permission,
    },
  };
}

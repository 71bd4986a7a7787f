import type { FieldDef } from '@tongshu/web-ui';

/** Spec section 7 sends confirm_password with both sign-ups; the bff refuses a mismatch. */
export const CONFIRM_PASSWORD: FieldDef = {
  type: 'password',
  label: 'Confirm Password',
  required: true,
  autoComplete: 'new-password',
};

/** A new password (reset, change): spec section 5's rule, said before the server refuses one. */
export const NEW_PASSWORD: FieldDef = {
  type: 'password',
  label: 'New Password',
  required: true,
  complexPassword: true,
  autoComplete: 'new-password',
  hint: 'At least 8 characters, with an upper and a lower case letter.',
};

/** The email a link (a reset, an invitation) carries, filled in. */
export function linkedEmail(params: URLSearchParams): FieldDef {
  return { type: 'email', label: 'Email', required: true, value: params.get('email') ?? '' };
}

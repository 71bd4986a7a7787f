import type { FieldDef } from '@tongshu/web-ui';

/** Spec section 7 sends confirm_password with both sign-ups; the bff refuses a mismatch. */
export const CONFIRM_PASSWORD: FieldDef = {
  type: 'password',
  label: 'Confirm Password',
  required: true,
  autoComplete: 'new-password',
};

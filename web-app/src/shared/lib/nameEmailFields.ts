import type { FieldDefs } from '@tongshu/web-ui';

/** A person's name and email side by side, both required (the contact and profile forms). */
export function nameEmailFields(
  nameLabel: string,
  values?: { readonly name: string; readonly email: string },
): FieldDefs {
  return {
    name: {
      type: 'text',
      label: nameLabel,
      required: true,
      errorMessage: 'Please enter your name',
      ...(values && { value: values.name }),
      span: 1,
    },
    email: {
      type: 'email',
      label: 'Email',
      required: true,
      errorMessage: 'Please enter your email address',
      ...(values && { value: values.email }),
      span: 1,
    },
  };
}

/** What every field renderer gets from the Form. */
import type { FieldDef, FieldValue } from './types';

export interface FieldProps {
  readonly id: string;
  readonly name: string;
  readonly field: FieldDef;
  readonly value: FieldValue;
  readonly error?: string;
  readonly disabled: boolean;
  readonly onChange: (value: FieldValue) => void;
  readonly onBlur: () => void;
}

/** The ids of the field's error and hint, for `aria-describedby`. */
export function describedBy(id: string, field: FieldDef, error?: string): string | undefined {
  const ids = [error ? `${id}-error` : '', field.hint ? `${id}-hint` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** The form engine's props and its pure parts: first values, the columns and the request body. */
import type { ReactNode } from 'react';
import type { HttpMethod, UiResponse } from '../context';
import type { PaymentAdapter } from './payment';
import type { FieldDefs, FieldValue } from './types';
import { effectiveValue, emptyValue } from './validation';

/** A payment the bank must authorise, with no card provider in this app to ask it. */
export const CANNOT_CONFIRM =
  'Your bank asks you to authorise this payment, but card payments cannot be confirmed here. Nothing has been charged: please try again later or contact support.';

export type FormStatus = 'idle' | 'loading' | 'success' | 'error';

export type FormValues = Record<string, FieldValue>;

export interface FormProps {
  readonly fields: FieldDefs;
  readonly method?: HttpMethod;
  readonly url?: string;
  /** Sends the body instead of the app's request function (for forms that call no API). */
  readonly onSubmit?: (body: Record<string, unknown>) => Promise<UiResponse | void> | void;
  readonly onSuccess?: (response: UiResponse, body: Record<string, unknown>) => void;
  /** Errors that name no field of this form; defaults to the app's handler, else shown inline. */
  readonly onError?: (error: unknown) => void;
  /** Where to go after success. */
  readonly redirect?: string;
  readonly onChange?: (name: string, value: FieldValue, values: FormValues) => void;
  readonly buttonText?: string;
  readonly cancel?: { readonly text?: string; readonly onCancel: () => void };
  /** Grid columns, 1 to 6 (spec section 9); fields span them with `span`. */
  readonly columns?: number;
  /** The plan field's values that charge nothing: no card then. */
  readonly freePlans?: readonly string[];
  /** The field whose value is the chosen plan. */
  readonly planField?: string;
  /** Overrides the app's payment adapter (null: never a card field). */
  readonly payment?: PaymentAdapter | null;
  /** Shown under the button. */
  readonly footer?: ReactNode;
  readonly className?: string;
  readonly 'aria-label'?: string;
  readonly fullWidthButton?: boolean;
}

export function initialValues(fields: FieldDefs): FormValues {
  const values: FormValues = {};
  for (const [name, field] of Object.entries(fields)) {
    values[name] = field.value ?? field.default ?? emptyValue(field);
  }
  return values;
}

export const clampColumns = (n: number | undefined) => Math.min(6, Math.max(1, Math.round(n ?? 1)));

/** The request body of `values` (no headers, links or card), and whether it carries files. */
export function formBody(
  fields: FieldDefs,
  values: FormValues,
): { body: Record<string, unknown>; multipart: boolean } {
  const body: Record<string, unknown> = {};
  let multipart = false;
  for (const [name, field] of Object.entries(fields)) {
    if (['header', 'link', 'creditcard'].includes(field.type)) continue;
    const value = effectiveValue(field, values[name]);
    if (field.type === 'select' && value === 'unselected') continue;
    if (field.type === 'file') multipart ||= (value as readonly unknown[]).length > 0;
    body[name] =
      field.type === 'number' && typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : value;
  }
  return { body, multipart };
}

/**
 * The form engine (spec sections 3, 4, 5 and 7): fields from a definition, the section 5 rules on
 * submit, then the request from the form's method and url. States: idle, loading, success, error.
 * A server `inputError` marks the named field with the server's message and no general error.
 * A card field shows when the form has a creditcard field, a payment adapter is plugged in and the
 * chosen plan is not free; a `requires_payment_action` answer is confirmed with the provider and
 * the same request is sent again with the `payment_intent`.
 */
import {
  useCallback,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type FormEvent,
  type ReactNode,
} from 'react';
import { Button } from '../components/Button';
import { Message } from '../components/Message';
import { RequestError, useUi, type HttpMethod, type UiResponse } from '../context';
import { FieldFrame } from './fields';
import type { CardFieldHandle, PaymentAdapter } from './payment';
import { FIELD_TYPES, type FieldDefs, type FieldValue } from './types';
import { effectiveValue, emptyValue, MESSAGES, validateField, validateFields } from './validation';
import './form.css';

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

function initialValues(fields: FieldDefs): FormValues {
  const values: FormValues = {};
  for (const [name, field] of Object.entries(fields)) {
    values[name] = field.value ?? field.default ?? emptyValue(field);
  }
  return values;
}

const clampColumns = (n: number | undefined) => Math.min(6, Math.max(1, Math.round(n ?? 1)));

export function Form({
  fields,
  method = 'POST',
  url,
  onSubmit,
  onSuccess,
  onError,
  redirect,
  onChange,
  buttonText = 'Submit',
  cancel,
  columns,
  freePlans = ['free'],
  planField = 'plan',
  payment,
  footer,
  className = '',
  fullWidthButton = false,
  ...rest
}: FormProps) {
  const ui = useUi();
  const formId = useId();
  const [values, setValues] = useState<FormValues>(() => initialValues(fields));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [status, setStatus] = useState<FormStatus>('idle');
  const card = useRef<CardFieldHandle | null>(null);
  const onCardReady = useCallback((handle: CardFieldHandle | null) => {
    card.current = handle;
  }, []);
  const adapter = payment === undefined ? ui.payment : (payment ?? undefined);

  const cardName = Object.keys(fields).find((name) => fields[name]?.type === 'creditcard');
  const plan = values[planField];
  const cardVisible =
    cardName !== undefined &&
    adapter !== undefined &&
    !(typeof plan === 'string' && freePlans.includes(plan));
  const columnCount = clampColumns(columns);

  const skip = useCallback(
    (name: string) => fields[name]?.type === 'creditcard' && !cardVisible,
    [fields, cardVisible],
  );

  const change = (name: string, value: FieldValue) => {
    const next = { ...values, [name]: value };
    setValues(next);
    const field = fields[name];
    if (field && errors[name] !== undefined) {
      const message = validateField(field, value);
      setErrors((current) => {
        const copy = { ...current };
        if (message === null) delete copy[name];
        else copy[name] = message;
        return copy;
      });
    }
    onChange?.(name, value, next);
  };

  const blur = (name: string) => {
    const field = fields[name];
    if (!field || field.type === 'creditcard') return;
    const value = values[name];
    // Check a field once the user has typed something in it; empty required fields wait for submit.
    if (errors[name] === undefined && (value === '' || value === undefined)) return;
    const message = validateField(field, value);
    setErrors((current) => {
      const copy = { ...current };
      if (message === null) delete copy[name];
      else copy[name] = message;
      return copy;
    });
  };

  const bodyOf = (): { body: Record<string, unknown>; multipart: boolean } => {
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
  };

  const send = async (body: Record<string, unknown>, multipart: boolean): Promise<UiResponse> => {
    if (onSubmit) return (await onSubmit(body)) ?? {};
    if (!url) return {};
    if (!ui.request) throw new Error('Form: no request function (wrap the app in UiProvider)');
    return ui.request({ method, url, body, multipart });
  };

  const fail = (error: unknown) => {
    setStatus('error');
    if (
      error instanceof RequestError &&
      error.inputError !== undefined &&
      fields[error.inputError] !== undefined &&
      fields[error.inputError]?.type !== 'hidden' &&
      !skip(error.inputError)
    ) {
      setErrors((current) => ({ ...current, [error.inputError as string]: error.message }));
      return;
    }
    const handler = onError ?? ui.onError;
    if (handler) handler(error);
    else setGeneral(error instanceof Error ? error.message : String(error));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'loading') return;
    setGeneral(null);
    const found = validateFields(fields, values, skip);
    setErrors(found);
    const firstInvalid = Object.keys(fields).find((name) => found[name] !== undefined);
    if (firstInvalid !== undefined) {
      const form = event.currentTarget;
      form
        .querySelector<HTMLElement>(
          `[data-field="${firstInvalid}"] [aria-invalid="true"], [data-field="${firstInvalid}"] input`,
        )
        ?.focus();
      return;
    }
    setStatus('loading');
    const { body, multipart } = bodyOf();
    if (cardVisible && cardName !== undefined) {
      try {
        if (!card.current) throw new Error(MESSAGES.creditcard);
        body[cardName] = await card.current.createToken();
      } catch (error) {
        setStatus('error');
        const message =
          error instanceof Error && error.message ? error.message : MESSAGES.creditcard;
        setErrors((current) => ({ ...current, [cardName]: message }));
        return;
      }
    }
    let response: UiResponse;
    try {
      response = await send(body, multipart);
      if (response.requires_payment_action && typeof response.client_secret === 'string') {
        if (!adapter) {
          // Nothing here can ask the bank: say so rather than fail without a word.
          setStatus('error');
          setGeneral(CANNOT_CONFIRM);
          return;
        }
        let intent: string;
        try {
          intent = await adapter.confirmPayment(response.client_secret);
        } catch (error) {
          // The provider's own message (spec section 8), under the card when there is one.
          const message =
            error instanceof Error && error.message ? error.message : MESSAGES.creditcard;
          setStatus('error');
          if (cardVisible && cardName !== undefined) {
            setErrors((current) => ({ ...current, [cardName]: message }));
          } else {
            setGeneral(message);
          }
          return;
        }
        response = await send({ ...body, payment_intent: intent }, multipart);
      }
    } catch (error) {
      fail(error);
      return;
    }
    setStatus('success');
    onSuccess?.(response, body);
    if (redirect) {
      if (ui.navigate) ui.navigate(redirect);
      else window.location.assign(redirect);
    }
  };

  const loading = status === 'loading';
  return (
    <form
      className={`tsu-form ${className}`.trim()}
      noValidate
      onSubmit={submit}
      data-state={status}
      aria-busy={loading || undefined}
      aria-label={rest['aria-label']}
    >
      {general !== null && <Message tone="error">{general}</Message>}
      <div
        className="tsu-form__grid"
        style={{ '--tsu-form-columns': columnCount } as CSSProperties}
      >
        {Object.entries(fields).map(([name, field]) => {
          if (!FIELD_TYPES.includes(field.type)) return null;
          if (field.type === 'hidden') return null;
          if (field.type === 'creditcard' && !cardVisible) return null;
          const id = `${formId}-${name}`;
          const span = Math.min(columnCount, Math.max(1, field.span ?? columnCount));
          const full = ['header', 'link'].includes(field.type);
          const CardField = adapter?.CardField;
          return (
            <div
              key={name}
              className="tsu-form__cell"
              style={{ gridColumn: `span ${full ? columnCount : span}` }}
            >
              <FieldFrame
                id={id}
                name={name}
                field={field}
                value={values[name] ?? emptyValue(field)}
                error={errors[name]}
                disabled={loading}
                onChange={(value) => change(name, value)}
                onBlur={() => blur(name)}
                control={
                  field.type === 'creditcard' && CardField ? (
                    <CardField
                      id={id}
                      invalid={errors[name] !== undefined}
                      describedBy={errors[name] ? `${id}-error` : undefined}
                      disabled={loading}
                      onReady={onCardReady}
                    />
                  ) : undefined
                }
              />
            </div>
          );
        })}
      </div>
      <div className="tsu-form__actions">
        <Button type="submit" loading={loading} fullWidth={fullWidthButton}>
          {buttonText}
        </Button>
        {cancel && (
          <Button variant="ghost" onClick={cancel.onCancel} disabled={loading}>
            {cancel.text ?? 'Cancel'}
          </Button>
        )}
      </div>
      {footer}
    </form>
  );
}

/**
 * The form engine (spec sections 3, 4, 5 and 7): fields from a definition, the section 5 rules on
 * submit, then the request from the form's method and url. States: idle, loading, success, error.
 * A server `inputError` marks the named field with the server's message and no general error.
 * A card field shows when the form has a creditcard field, a payment adapter is plugged in and the
 * chosen plan is not free; a `requires_payment_action` answer is confirmed with the provider and
 * the same request is sent again with the `payment_intent`.
 */
import { useCallback, useId, useRef, useState, type CSSProperties, type FormEvent } from 'react';
import { Button } from '../components/Button';
import { Message } from '../components/Message';
import { RequestError, useUi, type UiResponse } from '../context';
import { FieldFrame } from './fields';
import type { CardFieldHandle } from './payment';
import {
  CANNOT_CONFIRM,
  clampColumns,
  formBody,
  initialValues,
  type FormProps,
  type FormStatus,
  type FormValues,
} from './formModel';
import { FIELD_TYPES, type FieldValue } from './types';
import { emptyValue, MESSAGES, validateField, validateFields } from './validation';
import './form.css';

export { CANNOT_CONFIRM, type FormProps, type FormStatus, type FormValues } from './formModel';

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

  /** Shows `message` under the field, or clears it (null). */
  const setFieldError = (name: string, message: string | null) =>
    setErrors((current) => {
      const copy = { ...current };
      if (message === null) delete copy[name];
      else copy[name] = message;
      return copy;
    });

  const change = (name: string, value: FieldValue) => {
    const next = { ...values, [name]: value };
    setValues(next);
    const field = fields[name];
    if (field && errors[name] !== undefined) setFieldError(name, validateField(field, value));
    onChange?.(name, value, next);
  };

  const blur = (name: string) => {
    const field = fields[name];
    if (!field || field.type === 'creditcard') return;
    const value = values[name];
    // Check a field once the user has typed something in it; empty required fields wait for submit.
    if (errors[name] === undefined && (value === '' || value === undefined)) return;
    setFieldError(name, validateField(field, value));
  };

  const bodyOf = () => formBody(fields, values);

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
                disabled={loading || field.disabled === true}
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

/** One renderer per field type; the Form owns values, errors and submission. */
import type { ReactNode } from 'react';
import { UiLink } from '../components/UiLink';
import { describedBy, type FieldProps } from './fieldProps';
import { FileInput } from './FileInput';
import { optionOf, UNSELECTED, type FieldDef } from './types';

export type { FieldProps } from './fieldProps';

const INPUT_TYPES: Partial<Record<FieldDef['type'], string>> = {
  text: 'text',
  email: 'email',
  number: 'text',
  url: 'url',
  date: 'date',
  // A native time input shows 12:00 AM in an en-US browser; spec section 9 wants HH:MM, 24 hour.
  time: 'text',
  phone: 'tel',
  password: 'password',
};

const AUTOCOMPLETE: Partial<Record<FieldDef['type'], string>> = {
  email: 'email',
  phone: 'tel',
  url: 'url',
};

/** The control of one field (its label and error are drawn by `FieldFrame`). */
export function FieldControl(props: FieldProps): ReactNode {
  const { id, name, field, value, error, disabled, onChange, onBlur } = props;
  const aria = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, field, error),
    'aria-required': field.required || undefined,
  } as const;
  const text = typeof value === 'string' ? value : '';
  const options = (field.options ?? []).map(optionOf);
  switch (field.type) {
    case 'textarea':
      return (
        <textarea
          id={id}
          name={name}
          className="tsu-input tsu-input--textarea"
          value={text}
          placeholder={field.placeholder}
          disabled={disabled}
          readOnly={field.readOnly}
          rows={5}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          {...aria}
        />
      );
    case 'select':
      if (field.searchable)
        return (
          <>
            <input
              id={id}
              name={name}
              className="tsu-input"
              type="text"
              list={`${id}-options`}
              value={text === UNSELECTED ? '' : text}
              placeholder={field.placeholder ?? 'Type to search'}
              autoComplete="off"
              disabled={disabled}
              onChange={(event) => onChange(event.target.value)}
              onBlur={onBlur}
              {...aria}
            />
            <datalist id={`${id}-options`}>
              {options.map((option) => (
                <option key={option.value} value={option.value} label={option.label} />
              ))}
            </datalist>
          </>
        );
      return (
        <select
          id={id}
          name={name}
          className="tsu-input tsu-input--select"
          value={text === '' ? UNSELECTED : text}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          {...aria}
        >
          <option value={UNSELECTED}>{field.placeholder ?? 'Please Select'}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
    case 'radio':
      return (
        <div className="tsu-choices" role="radiogroup" aria-labelledby={`${id}-label`} {...aria}>
          {options.map((option) => (
            <label key={option.value} className="tsu-choice">
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={text === option.value}
                disabled={disabled}
                onChange={() => onChange(option.value)}
                onBlur={onBlur}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
      );
    case 'checkbox': {
      const chosen = Array.isArray(value) ? (value as readonly string[]) : [];
      return (
        <div className="tsu-choices" role="group" aria-labelledby={`${id}-label`} {...aria}>
          {options.map((option) => (
            <label key={option.value} className="tsu-choice">
              <input
                type="checkbox"
                name={name}
                value={option.value}
                checked={chosen.includes(option.value)}
                disabled={disabled}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...chosen, option.value]
                      : chosen.filter((v) => v !== option.value),
                  )
                }
                onBlur={onBlur}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
      );
    }
    case 'selector':
      return (
        <div className="tsu-selector" role="radiogroup" aria-labelledby={`${id}-label`} {...aria}>
          {options.map((option) => (
            <button
              key={option.value}
              type="button"
              role="radio"
              aria-checked={text === option.value}
              className="tsu-selector__option"
              disabled={disabled}
              onClick={() => onChange(option.value)}
              onBlur={onBlur}
            >
              <span className="tsu-selector__label">{option.label}</span>
              {option.description && (
                <span className="tsu-selector__description">{option.description}</span>
              )}
            </button>
          ))}
        </div>
      );
    case 'switch':
      return (
        <button
          id={id}
          type="button"
          role="switch"
          aria-checked={value === true}
          aria-labelledby={`${id}-label`}
          className="tsu-switch"
          disabled={disabled}
          onClick={() => onChange(value !== true)}
          onBlur={onBlur}
        >
          <span className="tsu-switch__thumb" />
        </button>
      );
    case 'file':
      return <FileInput {...props} />;
    default:
      return (
        <input
          id={id}
          name={name}
          type={INPUT_TYPES[field.type] ?? 'text'}
          inputMode={
            field.type === 'number' ? 'decimal' : field.type === 'time' ? 'numeric' : undefined
          }
          className="tsu-input"
          value={text}
          placeholder={field.placeholder ?? (field.type === 'time' ? 'HH:MM (24 hour)' : undefined)}
          maxLength={field.type === 'time' ? 5 : undefined}
          disabled={disabled}
          readOnly={field.readOnly}
          autoComplete={field.autoComplete ?? AUTOCOMPLETE[field.type]}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          {...aria}
        />
      );
  }
}

/** Label, control, hint and error of one field; headers and links are drawn as they are. */
export function FieldFrame(props: FieldProps & { readonly control?: ReactNode }) {
  const { id, field, error } = props;
  if (field.type === 'header') {
    return <h3 className="tsu-form__header">{field.label}</h3>;
  }
  if (field.type === 'link') {
    return (
      <p className="tsu-form__link">
        <UiLink to={field.url ?? '#'}>{field.label}</UiLink>
      </p>
    );
  }
  const grouped = ['radio', 'checkbox', 'selector', 'switch'].includes(field.type);
  const label = field.label && (
    <span className="tsu-field__label-text">
      {field.label}
      {field.required && (
        <span className="tsu-field__required" aria-hidden="true">
          {' *'}
        </span>
      )}
    </span>
  );
  return (
    <div
      className={`tsu-field tsu-field--${field.type}${error ? ' tsu-field--invalid' : ''}`}
      data-field={props.name}
    >
      {label &&
        (grouped ? (
          <span id={`${id}-label`} className="tsu-field__label">
            {label}
          </span>
        ) : (
          <label htmlFor={id} className="tsu-field__label">
            {label}
          </label>
        ))}
      {props.control ?? <FieldControl {...props} />}
      {field.hint && (
        <p id={`${id}-hint`} className="tsu-field__hint">
          {field.hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="tsu-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** One renderer per field type; the Form owns values, errors and submission. */
import { useState, type ChangeEvent, type ReactNode } from 'react';
import { Icon } from '../components/Icon';
import { UiLink } from '../components/UiLink';
import { fileType } from './validation';
import { optionOf, UNSELECTED, type FieldDef, type FieldValue, type UploadedFile } from './types';

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

function describedBy(id: string, field: FieldDef, error?: string): string | undefined {
  const ids = [error ? `${id}-error` : '', field.hint ? `${id}-hint` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function readFile(file: File): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve({ name: file.name, data: String(reader.result), size: file.size, type: file.type });
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

function FileInput({ id, name, field, value, error, disabled, onChange, onBlur }: FieldProps) {
  const files = Array.isArray(value) ? (value as readonly UploadedFile[]) : [];
  const [reading, setReading] = useState(false);
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (picked.length === 0) return;
    setReading(true);
    try {
      onChange([...files, ...(await Promise.all(picked.map(readFile)))]);
    } finally {
      setReading(false);
      onBlur();
    }
  };
  const accept = field.accept?.map((type) => `.${type.replace(/^\./, '')}`).join(',');
  return (
    <div className="tsu-file">
      <label className="tsu-file__drop" htmlFor={id}>
        <Icon name="upload" size={20} />
        <span>{reading ? 'Reading…' : (field.placeholder ?? 'Choose a file')}</span>
      </label>
      <input
        id={id}
        name={name}
        type="file"
        className="tsu-visually-hidden"
        multiple={field.max === undefined || field.max > 1}
        accept={accept}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, field, error)}
        onChange={pick}
      />
      {files.length > 0 && (
        <ul className="tsu-file__list">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <span className="tsu-badge tsu-badge--neutral">{fileType(file) || 'file'}</span>
              <span className="tsu-file__name">{file.name}</span>
              <button
                type="button"
                className="tsu-icon-button"
                aria-label={`Remove ${file.name}`}
                onClick={() => onChange(files.filter((_, i) => i !== index))}
              >
                <Icon name="x" size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

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

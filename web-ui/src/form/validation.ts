/**
 * The validation rules and messages of spec section 5, as pure functions: `validateField` answers
 * the message to show, or null when the value is valid.
 */
import { optionOf, UNSELECTED, type FieldDef, type FieldValue, type UploadedFile } from './types';

export const PASSWORD_MIN = 8;
export const MEGABYTE = 1024 * 1024;

export const MESSAGES = {
  email: 'Please enter a valid email address',
  text: 'Please enter a value',
  number: 'Please enter a number',
  numberInvalid: 'Please enter a valid number',
  numberBetween: (min: number, max: number) => `Please enter a number between ${min} and ${max}`,
  numberAbove: (min: number) => `Please enter a number above ${min}`,
  numberBelow: (max: number) => `Please enter a number below ${max}`,
  password: 'Please enter a password',
  passwordLength: 'Password must be a minimum of 8 characters',
  passwordUpper: 'Password must have at least one upper case letter',
  passwordLower: 'Password must have at least one lower case letter',
  phone: 'Please provide a phone number',
  phoneInvalid: 'Please enter a valid phone number',
  url: 'Please enter a valid URL',
  creditcard: 'Please provide valid credit card details',
  checkboxMin: (n: number) => `Please select at least ${n} option(s)`,
  checkboxMax: (n: number) => `Please select a maximum of ${n} option(s)`,
  checkboxBetween: (min: number, max: number) => `Please choose between ${min} and ${max} options`,
  option: 'Please select an option',
  file: 'Please select a file',
  fileCount: (max: number) => `Maximum of ${max} file`,
  fileType: (type: string) => `.${type} files are not allowed`,
  fileSize: (mb: number) => `Max filesize: ${mb}mb`,
  date: 'Please enter a date',
  time: 'Please enter a time',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const URL_PATTERN = /^(https?:\/\/)?(localhost|([\w-]+\.)+[a-z]{2,})(:\d+)?([/?#]\S*)?$/i;
const PHONE_CHARS = /^[\d\s+\-()]+$/;
const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{1,2}):(\d{2})$/;

/** Whether a value counts as empty: '', unselected, an empty list, or nothing. */
export function isEmpty(value: FieldValue | undefined): boolean {
  if (value === undefined || value === '' || value === UNSELECTED) return true;
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** A field with no value takes its default (spec section 5). */
export function effectiveValue(field: FieldDef, value: FieldValue | undefined): FieldValue {
  if (isEmpty(value) && field.default !== undefined) return field.default;
  return value ?? emptyValue(field);
}

export function emptyValue(field: FieldDef): FieldValue {
  switch (field.type) {
    case 'checkbox':
    case 'file':
      return [];
    case 'switch':
      return false;
    case 'select':
      return UNSELECTED;
    default:
      return '';
  }
}

const asText = (value: FieldValue | undefined): string =>
  typeof value === 'string' ? value.trim() : '';

/** The file's type as its extension (`report.PDF` -> `pdf`), else the MIME subtype. */
export function fileType(file: Pick<UploadedFile, 'name' | 'type'>): string {
  const dot = file.name.lastIndexOf('.');
  if (dot > 0 && dot < file.name.length - 1) return file.name.slice(dot + 1).toLowerCase();
  return (file.type.split('/')[1] ?? '').toLowerCase();
}

function validatePassword(field: FieldDef, value: string): string | null {
  if (value === '') return field.required ? (field.errorMessage ?? MESSAGES.password) : null;
  if (field.complexPassword) {
    if (value.length < PASSWORD_MIN) return MESSAGES.passwordLength;
    if (!/[A-Z]/.test(value)) return MESSAGES.passwordUpper;
    if (!/[a-z]/.test(value)) return MESSAGES.passwordLower;
  }
  return null;
}

function validateNumber(field: FieldDef, text: string): string | null {
  if (text === '') return field.required ? (field.errorMessage ?? MESSAGES.number) : null;
  if (!NUMBER.test(text)) return MESSAGES.numberInvalid;
  const n = Number(text);
  const { min, max } = field;
  if (min !== undefined && max !== undefined) {
    return n < min || n > max ? MESSAGES.numberBetween(min, max) : null;
  }
  if (min !== undefined && !(n > min)) return MESSAGES.numberAbove(min);
  if (max !== undefined && !(n < max)) return MESSAGES.numberBelow(max);
  return null;
}

function validateCheckboxes(field: FieldDef, chosen: readonly string[]): string | null {
  const n = chosen.length;
  const { min, max } = field;
  if (n > 0 || field.required) {
    if (min !== undefined && max !== undefined) {
      if (n < min || n > max) return MESSAGES.checkboxBetween(min, max);
    } else if (min !== undefined && n < min) {
      return MESSAGES.checkboxMin(min);
    } else if (max !== undefined && n > max) {
      return MESSAGES.checkboxMax(max);
    }
  }
  if (field.required && n === 0) return field.errorMessage ?? MESSAGES.option;
  return null;
}

function validateFiles(field: FieldDef, files: readonly UploadedFile[]): string | null {
  if (files.length === 0) return field.required ? (field.errorMessage ?? MESSAGES.file) : null;
  if (field.max !== undefined && files.length > field.max) return MESSAGES.fileCount(field.max);
  if (field.accept && field.accept.length > 0) {
    const accepted = field.accept.map((type) => type.replace(/^\./, '').toLowerCase());
    const refused = files.map(fileType).find((type) => !accepted.includes(type));
    if (refused !== undefined) return MESSAGES.fileType(refused);
  }
  if (field.maxFileSize !== undefined) {
    const limit = field.maxFileSize * MEGABYTE;
    if (files.some((file) => file.size > limit)) return MESSAGES.fileSize(field.maxFileSize);
  }
  return null;
}

function validDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!year || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function validTime(text: string): boolean {
  const match = TIME.exec(text);
  return match !== null && Number(match[1]) <= 23 && Number(match[2]) <= 59;
}

/** The message for a field's value, or null when it is valid (spec section 5). */
export function validateField(field: FieldDef, raw: FieldValue | undefined): string | null {
  const value = effectiveValue(field, raw);
  const text = asText(value);
  const required = field.required === true;
  const missing = (fallback: string) => (required ? (field.errorMessage ?? fallback) : null);
  switch (field.type) {
    case 'email':
      if (text === '') return missing(MESSAGES.email);
      return EMAIL.test(text) ? null : MESSAGES.email;
    case 'text':
    case 'textarea':
      return text === '' ? missing(MESSAGES.text) : null;
    case 'number':
      return validateNumber(field, text);
    case 'password':
      return validatePassword(field, typeof value === 'string' ? value : '');
    case 'phone':
      if (text === '') return missing(MESSAGES.phone);
      return PHONE_CHARS.test(text) && /\d/.test(text) ? null : MESSAGES.phoneInvalid;
    case 'url':
      if (text === '') return missing(MESSAGES.url);
      return URL_PATTERN.test(text) ? null : MESSAGES.url;
    case 'date':
      if (text === '') return missing(MESSAGES.date);
      return validDate(text) ? null : (field.errorMessage ?? MESSAGES.date);
    case 'time':
      if (text === '') return missing(MESSAGES.time);
      return validTime(text) ? null : (field.errorMessage ?? MESSAGES.time);
    case 'select':
      if (isEmpty(value)) return missing(MESSAGES.option);
      // A searchable select's box takes any text: only one of its options is a value.
      return field.searchable && !(field.options ?? []).some((o) => optionOf(o).value === value)
        ? (field.errorMessage ?? MESSAGES.option)
        : null;
    case 'radio':
    case 'selector':
      return isEmpty(value) ? missing(MESSAGES.option) : null;
    case 'checkbox':
      return validateCheckboxes(field, Array.isArray(value) ? (value as readonly string[]) : []);
    case 'file':
      return validateFiles(field, Array.isArray(value) ? (value as readonly UploadedFile[]) : []);
    case 'creditcard':
      // The card is checked by the payment provider when its token is made (see Form).
      return null;
    case 'switch':
      return required && value !== true ? (field.errorMessage ?? MESSAGES.option) : null;
    case 'hidden':
    case 'header':
    case 'link':
      return null;
  }
}

/** Every invalid field's message, keyed by field name. */
export function validateFields(
  fields: Readonly<Record<string, FieldDef>>,
  values: Readonly<Record<string, FieldValue | undefined>>,
  skip: (name: string) => boolean = () => false,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, field] of Object.entries(fields)) {
    if (skip(name)) continue;
    const message = validateField(field, values[name]);
    if (message !== null) errors[name] = message;
  }
  return errors;
}

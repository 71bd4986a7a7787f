/** The form field definition of spec section 3 ("Form field definition"). */
export type FieldType =
  | 'text'
  | 'textarea'
  | 'email'
  | 'number'
  | 'url'
  | 'date'
  | 'time'
  | 'hidden'
  | 'phone'
  | 'password'
  | 'creditcard'
  | 'radio'
  | 'select'
  | 'checkbox'
  | 'selector'
  | 'switch'
  | 'header'
  | 'link'
  | 'file';

/** Every field type, in the spec's order. */
export const FIELD_TYPES: readonly FieldType[] = [
  'text',
  'textarea',
  'email',
  'number',
  'url',
  'date',
  'time',
  'hidden',
  'phone',
  'password',
  'creditcard',
  'radio',
  'select',
  'checkbox',
  'selector',
  'switch',
  'header',
  'link',
  'file',
];

/** A file picked in a file field (spec section 3, "Uploaded file item"). */
export interface UploadedFile {
  readonly name: string;
  /** The contents as a data URL. */
  readonly data: string;
  readonly url?: string;
  readonly size: number;
  readonly type: string;
}

/** text-like fields hold strings, checkbox groups string lists, switches booleans, files files. */
export type FieldValue = string | boolean | readonly string[] | readonly UploadedFile[];

export interface FieldOption {
  readonly value: string;
  readonly label: string;
  /** A second line under the label (selector cards). */
  readonly description?: string;
}

export interface FieldDef {
  readonly type: FieldType;
  readonly label?: string;
  readonly value?: FieldValue;
  readonly required?: boolean;
  /** Numbers: bounds. Checkbox groups: how many options. Files: `max` is how many files. */
  readonly min?: number;
  readonly max?: number;
  readonly options?: readonly (string | FieldOption)[];
  /**
   * Selects: a text box suggesting the options as the user types (a long list such as the time
   * zones); the value must still be one of them.
   */
  readonly searchable?: boolean;
  /** The value a field with no value takes. */
  readonly default?: FieldValue;
  readonly placeholder?: string;
  /** Files: accepted types, with or without the dot ('png' or '.png'). */
  readonly accept?: readonly string[];
  /** Files: the size limit in MB (1 MB multiplied by this). */
  readonly maxFileSize?: number;
  /** Passwords: 8 characters, an upper-case and a lower-case letter. */
  readonly complexPassword?: boolean;
  /** Replaces the field's default message (the one for a missing value). */
  readonly errorMessage?: string;
  /** Links: where the link goes. */
  readonly url?: string;
  /** How many of the form's grid columns the field spans (1-6). */
  readonly span?: number;
  readonly autoComplete?: string;
  readonly readOnly?: boolean;
  /** Drawn but not editable, e.g. a birth time the person said they do not know. */
  readonly disabled?: boolean;
  /** A hint under the field. */
  readonly hint?: string;
}

export type FieldDefs = Readonly<Record<string, FieldDef>>;

/** The value of a select's "Please Select" placeholder option. */
export const UNSELECTED = 'unselected';

export function optionOf(option: string | FieldOption): FieldOption {
  return typeof option === 'string' ? { value: option, label: option } : option;
}

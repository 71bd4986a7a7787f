/**
 * The five school options as form fields (the "Your school" card and a person's form): each a
 * group of choices with its Chinese name and English, what it means and who uses it, and its
 * source, all in the engine's words (`SCHOOL_OPTIONS`, through `GET /api/schools/options`).
 */
import type { FieldDefs } from '@tongshu/web-ui';
import type { SchoolChoice, SchoolOptions } from '@tongshu/bff/api';
import {
  choiceInForce,
  recordValue,
  RECORD_FIELDS,
  SCHOOL_FIELD_ORDER,
  type SchoolRecord,
} from './records';

export function schoolFields(options: SchoolOptions, record: SchoolRecord): FieldDefs {
  const fields: Record<string, FieldDefs[string]> = {};
  for (const field of SCHOOL_FIELD_ORDER) {
    const option = options[field];
    fields[RECORD_FIELDS[field]] = {
      type: 'selector',
      label: `${option.label} (${option.zh})`,
      required: true,
      options: (option.choices as readonly SchoolChoice[]).map((choice) => ({
        value: recordValue(field, choice.value),
        label: `${choice.label} (${choice.zh})`,
        description: `${choice.meaning} Source: ${choice.source}.`,
      })),
      value: recordValue(field, choiceInForce(options, field, record).value),
      span: 2,
    };
  }
  return fields;
}

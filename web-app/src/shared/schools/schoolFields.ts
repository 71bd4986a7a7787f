/**
 * The school options as form fields (the "Your school" card and a person's form): each a group of
 * choices with its Chinese name and English, what it means and who uses it, and its source, all
 * in the engine's words (`SCHOOL_OPTIONS`, through `GET /api/schools/options`). The flying-star
 * options (issue 43) follow under their own heading: they matter to the almanac's star grids and
 * to house charts, not to a birth chart; then the Bazi reading's (issue 45), which move its symbolic
 * stars and interactions, not the chart's pillars.
 */
import type { FieldDefs } from '@tongshu/web-ui';
import type { SchoolChoice, SchoolField, SchoolOptions } from '@tongshu/bff/api';
import {
  choiceInForce,
  recordValue,
  RECORD_FIELDS,
  SCHOOL_FIELD_ORDER,
  type SchoolRecord,
} from './records';

/**
 * The headings (a form sends no header field), each by the first option it opens: the flying-star
 * options, then the Bazi reading's (issue 45).
 */
const HEADINGS: Partial<Record<SchoolField, [string, { type: 'header'; label: string }]>> = {
  dayStarRule: [
    'flying_stars_heading',
    {
      type: 'header',
      label: 'Flying stars (紫白飞星, 玄空飞星): the almanac’s star grids and house charts',
    },
  ],
  nobleRhyme: [
    'reading_heading',
    {
      type: 'header',
      label: 'Bazi reading: its symbolic stars (神煞) and interactions (刑冲合会)',
    },
  ],
};

export function schoolFields(options: SchoolOptions, record: SchoolRecord): FieldDefs {
  const fields: Record<string, FieldDefs[string]> = {};
  for (const field of SCHOOL_FIELD_ORDER) {
    const heading = HEADINGS[field];
    if (heading) fields[heading[0]] = heading[1];
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

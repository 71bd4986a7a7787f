/** The schools (流派) as options, and where they differ: GET /api/v1/schools/... */
import { z } from 'zod';
import { SCHOOL_FIELDS } from '@tongshu/engine';
import { TermSchema } from '../shared/term';

const SchoolSchema = z
  .object(Object.fromEntries(SCHOOL_FIELDS.map((field) => [field, z.string()])))
  .meta({ id: 'School', description: 'A value for every school option (GET /api/v1/schools)' });

export const SchoolOptionsSchema = z
  .object({
    defaults: SchoolSchema,
    options: z.array(
      z.object({
        field: z.string().meta({ description: 'The request field that sets it, e.g. dayChange' }),
        name: TermSchema,
        choices: z.array(
          z.object({
            value: z.string(),
            name: TermSchema,
            meaning: z.string().meta({ description: 'What it means and who uses it' }),
            source: z
              .string()
              .meta({ description: 'Where the rule is written down or implemented' }),
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'SchoolOptions' });

export const SchoolDifferencesSchema = z
  .object({
    school: SchoolSchema,
    compared: z
      .array(z.string())
      .meta({ description: 'The options compared: those that can change this answer' }),
    differences: z
      .array(
        z.object({
          option: z.string(),
          field: z.string().meta({ description: 'What changes, e.g. day pillar, luck start, ju' }),
          values: z.array(
            z.object({
              school: z.string().meta({ description: 'The option’s value' }),
              label: z.string().meta({ description: 'Its words, with the Chinese name' }),
              value: z
                .string()
                .meta({ description: 'The reading under it, Chinese with its English' }),
            }),
          ),
          why: z.string(),
          source: z.string(),
        }),
      )
      .meta({ description: 'Empty when every school agrees; the school in force first in each' }),
  })
  .meta({ id: 'SchoolDifferences' });

export type SchoolDifferencesAnswer = z.output<typeof SchoolDifferencesSchema>;

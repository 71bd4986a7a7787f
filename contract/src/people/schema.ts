/** GET /api/v1/people and /api/v1/people/{id}: the key owner's people, read only. */
import { z } from 'zod';
import { SCHOOL_FIELDS } from '@tongshu/engine';
import { personField } from '../shared/inputs';

export const PersonSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    birth: z.object({
      date: z.string().meta({ format: 'date' }),
      time: z
        .string()
        .nullable()
        .meta({ description: 'HH:mm on the birth clock; null when not known' }),
      zone: z
        .string()
        .meta({ description: 'IANA zone of the birth clock', example: 'Europe/Berlin' }),
      gender: z.enum(['male', 'female']),
    }),
    school: z
      .object(Object.fromEntries(SCHOOL_FIELDS.map((field) => [field, z.string()])))
      .meta({ description: 'The person’s school: every option (GET /api/v1/schools)' }),
  })
  .meta({ id: 'Person' });

export const PeopleSchema = z.object({ people: z.array(PersonSchema) }).meta({ id: 'People' });

export const PeopleRequest = z.object({});
export const PersonRequest = z.object({ id: personField() });

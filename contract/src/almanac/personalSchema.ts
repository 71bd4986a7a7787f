/** The personal part of a day (spec section 3, the personalised fields) as v1 answers it. */
import { z } from 'zod';
import { TermSchema } from '../shared/term';

const TenGodsSchema = z.object({ stem: TermSchema, branch: TermSchema });

const ItemSchema = z
  .object({ title: z.string(), description: z.string().optional() })
  .meta({ id: 'PersonalItem', description: 'A personal note for the day or an hour, in English' });

const boxes = <T extends z.ZodType>(value: T) =>
  z.object({ chief: value, life: value, rest: value, harmony: value });

export const PersonalDaySchema = z
  .object({
    person: z.string().meta({ description: 'The id of the person the day is read for' }),
    tenGods: z
      .object({ day: TenGodsSchema, month: TenGodsSchema, year: TenGodsSchema })
      .meta({ description: 'Ten gods (十神) of the day’s pillars to the person’s day master' }),
    stemGod: TermSchema,
    branchGod: TermSchema,
    boxes: z
      .object({
        current: boxes(TermSchema),
        destiny: boxes(TermSchema.nullable()).meta({
          description: 'Null when the birth hour is not known',
        }),
        reverse: z.boolean().meta({ description: 'Fan yin (反吟) today' }),
        hidden: z.boolean().meta({ description: 'Fu yin (伏吟) today' }),
      })
      .meta({ description: 'Directions of the Qi Men boxes: chief, life, rest and harmony' }),
    items: z.array(ItemSchema),
    hours: z.array(
      z.object({
        start: z.string().meta({ format: 'date-time', example: '2026-11-27T09:00:00+01:00' }),
        end: z.string().meta({ format: 'date-time', example: '2026-11-27T09:00:00+01:00' }),
        items: z.array(ItemSchema),
      }),
    ),
    notes: z
      .array(z.string())
      .meta({ description: 'What an unknown birth hour leaves out, in English' }),
  })
  .meta({ id: 'PersonalDay' });

export type PersonalDayAnswer = z.output<typeof PersonalDaySchema>;

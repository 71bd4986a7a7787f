/** GET /api/v1/almanac/month/{month}: the request and a month of days at a glance (docs/api.md). */
import { z } from 'zod';
import { MAX_YEAR, MIN_YEAR } from '@tongshu/engine';
import { TermSchema } from '../shared/term';
import { personField, schoolFields } from '../shared/inputs';
import { StarSchema } from '../stars';
import { AlmanacDaySchema } from './schema';

const MONTH_MESSAGE = `Please give a month as YYYY-MM, from ${MIN_YEAR}-01 to ${MAX_YEAR}-12`;
const ACTIVITY_MESSAGE = 'Please choose an activity';

/** How many of the day's suitable and avoided activities a month shows (the almanac's first). */
export const TOP_ACTIVITIES = 4;

/** A month within the engine's years: `YYYY-MM`, or `YYYYMM` as the pages write it. */
const validMonth = (text: string) => {
  const [year, month] = [Number(text.slice(0, 4)), Number(text.slice(-2))];
  return year >= MIN_YEAR && year <= MAX_YEAR && month >= 1 && month <= 12;
};

const { yearStart, dayStarRule } = schoolFields();

export const AlmanacMonthRequest = z.object({
  month: z
    .string({ error: MONTH_MESSAGE })
    .regex(/^\d{4}-?\d{2}$/, { error: MONTH_MESSAGE })
    .refine(validMonth, { error: MONTH_MESSAGE })
    .overwrite((text) => `${text.slice(0, 4)}-${text.slice(-2)}`)
    .meta({ description: 'The month, YYYY-MM', example: '2026-12' }),
  activity: z
    .string({ error: ACTIVITY_MESSAGE })
    .min(1, { error: ACTIVITY_MESSAGE })
    .max(100, { error: ACTIVITY_MESSAGE })
    .optional()
    .meta({
      description:
        'An activity in Chinese (嫁娶), English (Marriage) or everyday words (wedding), read as /select reads it: each day then says whether it is good, neutral or to avoid for it',
      example: 'Marriage',
    }),
  person: personField().optional().meta({
    description:
      'The id of one of your people (GET /api/v1/people), or `me`: the days whose branch clashes their year branch are marked, and their school’s year start and day-star rule apply',
  }),
  yearStart,
  dayStarRule,
});

const FitSchema = z.enum(['good', 'neutral', 'avoid']).meta({
  id: 'MonthFit',
  description:
    'For the activity asked: `good` when /select keeps the day (listed suitable, no exclusion, a score of zero or more); `avoid` when the almanac lists it to avoid or a classical exclusion refuses it; `neutral` otherwise (docs/decisions.md)',
});

export const MonthDaySchema = AlmanacDaySchema.pick({
  date: true,
  weekday: true,
  lunar: true,
  officer: true,
  belt: true,
})
  .extend({
    star: StarSchema.meta({
      description: 'The day’s flying star (日家紫白), by the school’s day-star rule',
    }),
    suitable: z
      .array(TermSchema)
      .max(TOP_ACTIVITIES)
      .meta({
        description: `The first ${TOP_ACTIVITIES} activities the day suits (宜), as the almanac orders them`,
      }),
    avoid: z
      .array(TermSchema)
      .max(TOP_ACTIVITIES)
      .meta({
        description: `The first ${TOP_ACTIVITIES} activities to avoid (忌)`,
      }),
    fit: FitSchema.nullable().meta({ description: 'Null without an activity' }),
    reasons: z.array(TermSchema).meta({
      description:
        'Why the day is to avoid for the activity: the reasons /select refuses it for, a classical exclusion (岁破 Year Breaker, 四离 Four Separations …) or the almanac listing it to avoid (忌). Empty when the fit is not `avoid` and without an activity',
    }),
    clash: z
      .object({
        with: z.string().meta({ description: 'The person’s name' }),
        branch: TermSchema.meta({
          description: 'Their year branch, which the day’s branch clashes',
        }),
      })
      .nullable()
      .meta({ description: 'The day clashes the person’s year branch (冲); null otherwise' }),
  })
  .meta({ id: 'AlmanacMonthDay' });

export const AlmanacMonthSchema = z
  .object({
    month: z.string().meta({ description: 'The month, YYYY-MM', example: '2026-12' }),
    yearStart: AlmanacDaySchema.shape.yearStart,
    dayStarRule: z.string().meta({ description: 'The day-star rule the stars are counted by' }),
    activity: TermSchema.nullable().meta({ description: 'The activity asked, or null' }),
    person: z
      .object({ id: z.string(), name: z.string(), yearBranch: TermSchema })
      .nullable()
      .meta({ description: 'The person whose year branch the clashes are with, or null' }),
    days: z.array(MonthDaySchema).min(28).max(31),
  })
  .meta({ id: 'AlmanacMonth' });

export type AlmanacMonthRequest = z.output<typeof AlmanacMonthRequest>;
export type AlmanacMonthAnswer = z.output<typeof AlmanacMonthSchema>;
export type MonthFit = z.output<typeof FitSchema>;

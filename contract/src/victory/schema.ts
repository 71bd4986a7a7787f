/** GET /api/v1/3vv: the request and the three victory days as v1 answers them (docs/api.md). */
import { z } from 'zod';
import { TermSchema } from '../shared/term';
import { yearField } from '../shared/inputs';
import { birthFields } from '../shared/subject';

export const VictoryRequest = z.object({
  ...birthFields(),
  year: yearField('The Gregorian year to list, 1900 to 2100'),
});

const VictoryDaySchema = z
  .object({
    date: z.string().meta({ format: 'date', description: 'The day, YYYY-MM-DD' }),
    symbol: TermSchema.meta({
      description:
        'The symbol at home: the Chief (值符), Nine Heaven (九天) or the Life door (生门)',
    }),
    direction: TermSchema.meta({ description: 'The direction of its palace, to face or go' }),
  })
  .meta({ id: 'VictoryDay' });

export const ThreeVictoryDaysSchema = z
  .object({
    year: z.number().int(),
    days: z.array(VictoryDaySchema).meta({
      description:
        'Every victory day of the year in date order; on a day with several, the Chief first, then Nine Heaven, then the Life door',
    }),
  })
  .meta({ id: 'ThreeVictoryDays' });

export type VictoryRequest = z.output<typeof VictoryRequest>;
export type ThreeVictoryDaysAnswer = z.output<typeof ThreeVictoryDaysSchema>;

/** GET /api/v1/stars/{date}: the request and the four flying-star grids (docs/api.md). */
import { z } from 'zod';
import { TermSchema } from '../shared/term';
import { clockTime, isoDate, schoolFields, zoneField } from '../shared/inputs';

/** The school options the grids depend on (docs/engine/schools.md), as every endpoint takes them. */
const { dayChange, yearStart, dayStarRule, starFlight } = schoolFields();

export const StarsRequest = z.object({
  date: isoDate('The date, YYYY-MM-DD, on the clock of `zone`'),
  time: clockTime(
    'The time, HH:mm (default 12:00), on the clock of `zone`: it sets the hour grid, and from 23:00 the next day’s under the default day change',
  ).optional(),
  zone: zoneField(
    'IANA time zone whose clock `date` and `time` are read on (default: the key owner’s zone, or Asia/Shanghai)',
  ).optional(),
  dayChange,
  yearStart,
  dayStarRule,
  starFlight,
});

const PALACE_KEYS = ['c', 'nw', 'w', 'ne', 's', 'n', 'sw', 'e', 'se'] as const;

export const StarSchema = z
  .object({
    number: z.number().int().min(1).max(9),
    zh: z.string().meta({ description: 'The star in Chinese, e.g. 一白' }),
    en: z
      .string()
      .meta({ description: 'Its English: number, colour and element, e.g. 1 White (Water)' }),
  })
  .meta({ id: 'FlyingStar' });

const GridSchema = z
  .object({
    center: StarSchema,
    flight: TermSchema.meta({ description: '顺飞 (forward) or 逆飞 (backward)' }),
    palaces: z
      .array(
        z.object({
          palace: z.enum(PALACE_KEYS).meta({ description: 'c, or the compass direction' }),
          direction: TermSchema,
          star: StarSchema,
        }),
      )
      .meta({
        description: 'The nine palaces in the flight order: centre, NW, W, NE, S, N, SW, E, SE',
      }),
  })
  .meta({ id: 'StarGrid' });

export const StarsSchema = z
  .object({
    date: z.string(),
    time: z.string(),
    zone: z.string(),
    year: GridSchema,
    month: GridSchema,
    day: GridSchema,
    hour: GridSchema,
    conventions: z.record(z.string(), z.string()).meta({
      description:
        'The school the grids were drawn in: day-star count, flight, day change and year start',
    }),
  })
  .meta({ id: 'FlyingStars' });

export type StarsAnswer = z.output<typeof StarsSchema>;

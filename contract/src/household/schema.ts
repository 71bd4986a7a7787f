/** GET /api/v1/household: the household's events over a window (docs/api.md, issue 44). */
import { z } from 'zod';
import { isoDate } from '../shared/inputs';

/** The longest window asked at once: three years of twenty people is about 500 events. */
export const MAX_HOUSEHOLD_DAYS = 1096;

export const HouseholdRequest = z.object({
  from: isoDate('The first date, YYYY-MM-DD, on the key owner’s clock'),
  to: isoDate(
    `The last date, YYYY-MM-DD, on the key owner’s clock: at most ${MAX_HOUSEHOLD_DAYS} days after \`from\``,
  ),
});

const EventSchema = z.object({
  uid: z.string().meta({ description: 'Stable per person, kind and year, as in the feed' }),
  date: z.string().meta({ description: 'YYYY-MM-DD: all day, or the day it starts on the clock' }),
  time: z
    .string()
    .nullable()
    .meta({ description: 'HH:mm on the key owner’s clock for a timed event; null all day' }),
  summary: z.string(),
  description: z.string(),
});

export const HouseholdEventsSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    zone: z.string(),
    events: z.array(EventSchema).meta({
      description:
        'Lunar birthdays, festivals, solar terms, luck-pillar changes and Tai Sui years, by date',
    }),
  })
  .meta({ id: 'HouseholdEvents' });

export type HouseholdEvents = z.output<typeof HouseholdEventsSchema>;

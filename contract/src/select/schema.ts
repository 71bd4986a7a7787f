/** GET /api/v1/select: date selection (择日) for an activity, a range and the people it must suit. */
import { z } from 'zod';
import {
  HOURS_MESSAGE,
  MAX_SELECTION_DAYS,
  parseHourWindow,
  parseWeekdays,
  WEEKDAYS_MESSAGE,
} from '@tongshu/engine';
import { TermSchema } from '../shared/term';
import { isoDate, validDate, validZone, withZoneSuggestion, zoneField } from '../shared/inputs';

/** A birth for the selection: only its year and day branches count, so no gender is asked. */
const BIRTH = /^(\d{4}-\d{2}-\d{2})(?:T([01]\d|2[0-3]):([0-5]\d))?(?:@([A-Za-z0-9_+\-/:]{1,64}))?$/;
export const MAX_BIRTHS = 10;
const BIRTHS_MESSAGE = `Please give up to ${MAX_BIRTHS} births, comma-separated, each YYYY-MM-DD or YYYY-MM-DDTHH:mm, optionally @ and an IANA zone`;
const PEOPLE_MESSAGE = 'Please give up to 51 ids of your people (or me), comma-separated';
const WEAK_MESSAGE = 'Please give weak as true or false';
const BUJIANG_MESSAGE = 'Please give bujiang as true or false';

/** A birth of the list: its form, a real date, a known zone. */
function validBirth(item: string): boolean {
  const match = BIRTH.exec(item);
  return Boolean(
    match && validDate(match[1] ?? '') && (match[4] === undefined || validZone(match[4])),
  );
}

const list = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** The births message, with a "Did you mean" for the first birth's zone nobody knows. */
function birthsMessage(text: string): string {
  const unknown = list(text)
    .map((item) => BIRTH.exec(item)?.[4])
    .find((zone) => zone !== undefined && !validZone(zone));
  return unknown === undefined ? BIRTHS_MESSAGE : withZoneSuggestion(BIRTHS_MESSAGE, unknown);
}

/** Whether the engine's reader of a filter takes `text` (it throws what it cannot read). */
const reads = (parse: (text: string) => unknown) => (text: string) => {
  try {
    parse(text);
    return true;
  } catch {
    return false;
  }
};

/**
 * The filters (issue 45), as text the engine reads the same at every door: checked here by the
 * engine's own readers, so a bad word is refused before any day is judged.
 */
const FILTERS = {
  weekdays: z
    .string({ error: WEEKDAYS_MESSAGE })
    .max(100, { error: WEEKDAYS_MESSAGE })
    .refine(reads(parseWeekdays), { error: WEEKDAYS_MESSAGE })
    .optional()
    .meta({
      description:
        'Weekdays a kept day may fall on, comma-separated (mon … sun); the others are refused with the reason `weekday`',
      example: 'sat,sun',
    }),
  hours: z
    .string({ error: HOURS_MESSAGE })
    .max(20, { error: HOURS_MESSAGE })
    .refine(reads(parseHourWindow), { error: HOURS_MESSAGE })
    .optional()
    .meta({
      description:
        'A window of `zone`’s clock, HH:mm-HH:mm: the best hours are those wholly inside it, and a day left with none is refused with the reason `hours`',
      example: '09:00-18:00',
    }),
  bujiang: z.enum(['true', 'false'], { error: BUJIANG_MESSAGE }).optional().meta({
    description:
      '`true` keeps only 不将 days (Free of Generals, 《协纪辨方书》), for the Marriage (嫁娶) activity only',
  }),
};

export const SelectRequest = z.object({
  activity: z
    .string({ error: 'Please choose an activity' })
    .min(1, { error: 'Please choose an activity' })
    .max(100, { error: 'Please choose an activity' })
    .meta({
      description:
        'The activity in Chinese (嫁娶) or English (Marriage): one of the almanac’s suitable and avoided activities (an unknown one is answered with the closest names)',
      example: 'Marriage',
    }),
  from: isoDate('First day of the range'),
  to: isoDate(`Last day of the range (at most ${MAX_SELECTION_DAYS} days)`),
  zone: zoneField(
    'IANA zone of the clock the best hours are on (default: the key owner’s zone)',
  ).optional(),
  people: z
    .string({ error: PEOPLE_MESSAGE })
    .max(2000, { error: PEOPLE_MESSAGE })
    .refine((text) => list(text).length <= 51, { error: PEOPLE_MESSAGE })
    .optional()
    .meta({ description: 'Comma-separated ids of your people, and `me` for yourself' }),
  births: z
    .string({ error: BIRTHS_MESSAGE })
    .max(1000, { error: BIRTHS_MESSAGE })
    .refine(
      (text) => list(text).length <= MAX_BIRTHS && list(text).every((item) => validBirth(item)),
      { error: (issue) => birthsMessage(String(issue.input)) },
    )
    .optional()
    .meta({
      description:
        'Births the days must suit, given directly: `1990-05-01T08:30@Europe/Berlin,1988-02-11`',
      example: '1990-05-01T08:30@Europe/Berlin',
    }),
  weak: z.enum(['true', 'false'], { error: WEAK_MESSAGE }).optional().meta({
    description:
      '`true` keeps the weak days too (those scoring below zero, which a practitioner would not offer), each marked `weak`; by default they are refused with the reason `weak`',
  }),
  ...FILTERS,
});

export type SelectRequest = z.output<typeof SelectRequest>;

const ReasonSchema = z
  .object({
    code: z.string().meta({
      description: 'Stable identifier: officer, belt, star, harmony, not-suitable, clash ...',
    }),
    zh: z.string(),
    en: z.string(),
    points: z.number().optional().meta({
      description:
        'Points a kept day or hour gets for it; absent for a refusal (a day refused as weak lists its scoring reasons with their points)',
    }),
    source: z.string().optional().meta({
      description: 'Where the rule is printed, for a rule asked for by name (`bujiang`)',
    }),
  })
  .meta({
    id: 'SelectionReason',
    description: 'Why a day or hour was kept or refused, in Chinese and English',
  });

const HourSchema = z.object({
  branch: TermSchema,
  start: z.string().meta({ format: 'date-time', example: '2026-11-27T09:00:00+01:00' }),
  end: z.string().meta({ format: 'date-time', example: '2026-11-27T09:00:00+01:00' }),
  score: z.number(),
  reasons: z.array(ReasonSchema),
});

export const SelectionSchema = z
  .object({
    activity: TermSchema,
    tradition: z.string().meta({ description: 'Whose suit/avoid lists the verdicts rest on' }),
    zone: z
      .string()
      .meta({ description: 'The IANA zone of the best hours', example: 'Europe/Berlin' }),
    days: z
      .array(
        z.object({
          date: z.string().meta({ format: 'date' }),
          score: z.number(),
          weak: z.boolean().meta({
            description: 'Scored below zero: kept only when `weak=true` is asked',
          }),
          reasons: z.array(ReasonSchema),
          hours: z.array(HourSchema).meta({
            description:
              'The day’s best hours in time order on the zone’s clock (子 from the evening before first)',
          }),
        }),
      )
      .meta({ description: 'Kept days, best first' }),
    refused: z.array(
      z.object({ date: z.string().meta({ format: 'date' }), reasons: z.array(ReasonSchema) }),
    ),
  })
  .meta({ id: 'Selection' });

export type SelectionAnswer = z.output<typeof SelectionSchema>;

/** The births of `births`, parsed: the request's schema has checked each item's form. */
export function birthsOf(text: string | undefined) {
  return list(text ?? '').map((item) => {
    const [, date = '', hour, minute, zone] = BIRTH.exec(item) ?? [];
    return { date, time: hour === undefined ? undefined : `${hour}:${minute}`, zone };
  });
}

export const peopleIdsOf = (text: string | undefined) => [...new Set(list(text ?? ''))];

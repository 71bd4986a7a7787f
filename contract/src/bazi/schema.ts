/** GET /api/v1/bazi: the request and the Bazi chart as v1 answers it (docs/api.md). */
import { z } from 'zod';
import { TermSchema } from '../shared/term';
import { PillarSchema } from '../shared/pillar';
import { birthFields } from '../shared/subject';
import { isoDate, schoolFields } from '../shared/inputs';
import { BaziReadingSchema } from './readingSchema';

export const BaziRequest = z.object({
  ...birthFields(),
  on: isoDate(
    'The date the chart is read on (the pillars now, their interactions and stars), at 12:00 on the clock of your account’s zone (China’s without an account); default today there',
  ).optional(),
});

const instant = (description: string) =>
  z.string().meta({
    description: `${description}: ISO 8601 with the birth zone’s offset`,
    format: 'date-time',
    example: '2026-11-27T09:00:00+01:00',
  });

const HiddenStemSchema = z
  .object({ stem: TermSchema, tenGod: TermSchema })
  .meta({ id: 'HiddenStem', description: 'A hidden stem (藏干) and its ten god (十神)' });

export const BaziPillarSchema = z
  .object({
    stem: TermSchema,
    branch: TermSchema,
    tenGod: TermSchema.meta({
      description: 'Ten god (十神) of the stem to the day master; 日主 for the day stem itself',
    }),
    hiddenStems: z
      .array(HiddenStemSchema)
      .meta({ description: 'The branch’s hidden stems, main qi first' }),
    nayin: TermSchema.meta({ description: 'The pillar’s NaYin (纳音)' }),
    void: z.boolean().meta({ description: 'The branch is void (空亡) from the day pillar' }),
  })
  .meta({ id: 'BaziPillar', description: 'One of the four pillars (四柱)' });

const LuckPillarSchema = z
  .object({
    index: z.number().int().min(1).max(9),
    age: z.number().int().meta({ description: 'Age at its start, Chinese reckoning (虚岁)' }),
    year: z.number().int().meta({ description: 'Gregorian year it starts in' }),
    pillar: PillarSchema,
    tenGod: TermSchema.meta({ description: 'Ten god of its stem to the day master' }),
    nayin: TermSchema,
  })
  .meta({ id: 'LuckPillar', description: 'A ten-year luck pillar (大运)' });

/** Each school option's values, as the request fields take them (SCHOOL_OPTIONS). */
const school = schoolFields();
const SCHOOL_VALUES = {
  dayChange: school.dayChange.unwrap(),
  luckStart: school.luckStart.unwrap(),
  qimenMethod: school.qimenMethod.unwrap(),
  qimenPlate: school.qimenPlate.unwrap(),
  yearStart: school.yearStart.unwrap(),
  dayStarRule: school.dayStarRule.unwrap(),
  starFlight: school.starFlight.unwrap(),
  replacementDegrees: school.replacementDegrees.unwrap(),
  replacementFive: school.replacementFive.unwrap(),
  nobleRhyme: school.nobleRhyme.unwrap(),
  stemClash: school.stemClash.unwrap(),
  yinBlade: school.yinBlade.unwrap(),
};

/** The chart alone, as the report and the answer below share it. */
const BaziNatalSchema = z.object({
  birth: z.object({
    date: z.string().meta({ format: 'date', description: 'Date of birth on the birth clock' }),
    time: z
      .string()
      .nullable()
      .meta({ description: 'HH:mm on the birth clock, or null when the hour is not known' }),
    zone: z.string().meta({
      description: 'IANA zone (or offset) of the birth clock',
      example: 'Europe/Berlin',
    }),
    instant: instant('The instant the chart is read at (12:00 when the hour is not known)'),
  }),
  gender: z.enum(['male', 'female']),
  school: z
    .object(SCHOOL_VALUES)
    .meta({ description: 'Every school option the chart is read in, defaults included' }),
  conventions: z.string().meta({
    description: 'The conventions in one line: day change, clock, zone (as the engine stamps)',
  }),
  pillars: z.object({
    year: BaziPillarSchema,
    month: BaziPillarSchema,
    day: BaziPillarSchema,
    hour: BaziPillarSchema.nullable().meta({ description: 'Null when the hour is not known' }),
  }),
  dayMaster: TermSchema.meta({ description: 'The day master (日主): the day stem' }),
  void: z.object({
    branches: z.array(TermSchema).meta({ description: 'The day pillar’s void branches' }),
    pillars: z
      .array(z.enum(['year', 'month', 'day', 'hour']))
      .meta({ description: 'The pillars whose branch is void' }),
  }),
  luck: z.object({
    forward: z.boolean().meta({ description: 'The luck pillars run forward (顺) or back (逆)' }),
    rule: SCHOOL_VALUES.luckStart.meta({
      description: 'How the time before the first pillar was counted (the school’s luckStart)',
    }),
    start: instant('When the first luck pillar begins'),
    uncertainty: z.string().nullable().meta({
      description: 'How far the start may move when the birth time is not exact, in English',
    }),
    pillars: z.array(LuckPillarSchema).length(9),
  }),
  uncertain: z
    .array(z.string())
    .meta({ description: 'What an unknown or approximate birth time leaves open, in English' }),
});

/** GET /api/v1/bazi's answer: the chart and its reading on a date (issue 45). */
export const BaziChartSchema = BaziNatalSchema.extend({ reading: BaziReadingSchema }).meta({
  id: 'BaziChart',
});

export type BaziRequest = z.output<typeof BaziRequest>;
/** The chart alone (`baziAnswer`). */
export type BaziChartAnswer = z.output<typeof BaziNatalSchema>;
/** The chart with its reading (`GET /api/v1/bazi`). */
export type BaziAnswer = z.output<typeof BaziChartSchema>;

/** GET /api/v1/almanac/{date}: the request and the day as v1 answers it (docs/api.md). */
import { z } from 'zod';
import { TermSchema } from '../shared/term';
import { PillarSchema } from '../shared/pillar';
import { isoDate, personField, schoolFields, zoneField } from '../shared/inputs';
import { PersonalDaySchema } from './personalSchema';

export const AlmanacRequest = z.object({
  date: isoDate('The day, YYYY-MM-DD'),
  zone: zoneField(
    'IANA time zone whose clock the hours and instants are given on (default: the key owner’s zone, or Asia/Shanghai)',
  ).optional(),
  person: personField().optional(),
  yearStart: schoolFields().yearStart,
});

const instant = (description: string) =>
  z.string().meta({
    description: `${description}: ISO 8601 with the offset of the request’s zone`,
    format: 'date-time',
    example: '2026-11-27T09:00:00+01:00',
  });

const BeltSchema = z.object({ god: TermSchema, belt: TermSchema, luck: TermSchema }).meta({
  id: 'Belt',
  description: 'The Yellow or Black Belt god (黄道/黑道) in charge, and its luck',
});

const SolarTermSchema = z
  .object({ term: TermSchema, at: instant('When it begins') })
  .meta({ id: 'SolarTermAt' });

export const HourSchema = z
  .object({
    branch: TermSchema,
    pillar: PillarSchema,
    start: instant('Start of the two-hour slot'),
    end: instant('End of the slot (the next slot’s start)'),
    star: TermSchema.meta({ description: 'The hour’s flying star (时家紫白)' }),
    spirits: z
      .array(TermSchema)
      .meta({ description: 'Hour spirits fixed by the day pillar (贵人, 日禄 ...)' }),
    nobleman: TermSchema.nullable().meta({
      description: 'The nobleman ascending the Heavenly Gate in this hour, if any',
    }),
    belt: BeltSchema,
    nayin: TermSchema,
    clash: PillarSchema.meta({ description: 'The pillar the hour clashes' }),
    halting: TermSchema.meta({ description: 'Halting (煞) direction of the hour' }),
    suitable: z.array(TermSchema),
    avoid: z.array(TermSchema),
  })
  .meta({ id: 'AlmanacHour' });

const directionsShape = {
  yangNobleman: TermSchema,
  yinNobleman: TermSchema,
  joy: TermSchema,
  fortune: TermSchema,
  wealth: TermSchema,
};

export const AlmanacDaySchema = z
  .object({
    date: z.string().meta({ format: 'date', description: 'The day, YYYY-MM-DD' }),
    zone: z.string().meta({
      description: 'The IANA zone of every hour and instant in the answer',
      example: 'Europe/Berlin',
    }),
    weekday: z.number().int().min(0).max(6).meta({ description: '0 Sunday ... 6 Saturday' }),
    yearStart: z
      .enum(['lichun', 'lunar-new-year'])
      .meta({ description: 'Where the printed year pillar begins' }),
    pillars: z.object({ year: PillarSchema, month: PillarSchema, day: PillarSchema }),
    lunar: z.object({
      year: PillarSchema,
      month: z.number().int().min(1).max(12),
      leapMonth: z.boolean(),
      day: z.number().int().min(1).max(30),
    }),
    luminary: TermSchema.meta({ description: 'The day’s luminary of the seven (七政)' }),
    officer: TermSchema.meta({ description: 'Day officer (建除十二值星)' }),
    belt: BeltSchema,
    mansion: z
      .object({
        name: TermSchema,
        animal: TermSchema,
        luck: TermSchema,
        palace: TermSchema,
        beast: TermSchema,
      })
      .meta({
        description: 'The lunar mansion (二十八宿), its palace (四宫) and heavenly animal (四象)',
      }),
    suitable: z.array(TermSchema).meta({ description: 'Activities the day suits (宜)' }),
    avoid: z.array(TermSchema).meta({ description: 'Activities to avoid (忌)' }),
    auspiciousStars: z.array(TermSchema).meta({ description: '吉神宜趋' }),
    inauspiciousStars: z.array(TermSchema).meta({ description: '凶煞宜忌' }),
    monthBreaker: z
      .boolean()
      .meta({ description: 'The day branch clashes the month branch (月破)' }),
    yearBreaker: z.boolean().meta({ description: 'The day branch clashes the year branch (岁破)' }),
    directions: z
      .object(directionsShape)
      .meta({ description: 'Directions of the nobleman, joy, fortune and wealth gods' }),
    nayinDoors: z
      .object({ life: TermSchema, death: TermSchema, ghost: TermSchema, whiteTiger: TermSchema })
      .meta({ description: 'Nayin five-element doors (生门, 死门, 五鬼, 白虎)' }),
    fetusGod: z
      .object({ day: TermSchema, month: TermSchema })
      .meta({ description: 'Where the fetus god (胎神) rests' }),
    pengZu: z
      .object({ stem: TermSchema, branch: TermSchema })
      .meta({ description: 'Peng Zu’s taboos (彭祖百忌)' }),
    nayin: TermSchema,
    clash: PillarSchema.meta({ description: 'The pillar the day clashes' }),
    halting: TermSchema.meta({ description: 'Halting (煞) direction of the day' }),
    void: z.array(TermSchema).meta({ description: 'The two void (空亡) branches' }),
    hexagram: z
      .number()
      .int()
      .min(1)
      .max(64)
      .meta({ description: 'King Wen number of the day pillar’s hexagram' }),
    moon: z.object({ name: TermSchema, phase: TermSchema }),
    solarTerm: z.object({ current: SolarTermSchema, next: SolarTermSchema }),
    hours: z.array(HourSchema).length(12).meta({
      description:
        'The twelve two-hour slots on the zone’s clock, 子 (from 23:00 the evening before) first',
    }),
    personal: PersonalDaySchema.nullable().meta({
      description: 'The day for the person asked for, or null',
    }),
  })
  .meta({ id: 'AlmanacDay' });

export type AlmanacRequest = z.output<typeof AlmanacRequest>;
export type AlmanacDayAnswer = z.output<typeof AlmanacDaySchema>;

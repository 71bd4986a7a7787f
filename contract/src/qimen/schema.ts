/** GET /api/v1/qimen/{hour|day|month|year}: the requests and the chart as v1 answers it (docs/api.md). */
import { z } from 'zod';
import { TermSchema } from '../shared/term';
import { PillarSchema } from '../shared/pillar';
import { clockTime, isoDate, schoolFields, zoneField } from '../shared/inputs';

export const QIMEN_KINDS = ['hour', 'day', 'month', 'year'] as const;
export type QimenKindName = (typeof QIMEN_KINDS)[number];

const zone = () =>
  zoneField(
    'IANA time zone whose clock `date` and `time` are read on (default: the key owner’s zone, or Asia/Shanghai)',
  ).optional();

const { dayChange, qimenMethod, qimenPlate } = schoolFields();

/**
 * Each kind asks only for what draws it (the engine's stamp names the same options): the method
 * and the plate change hour charts alone, the day change every chart.
 */
export const QimenHourRequest = z.object({
  date: isoDate('The date, YYYY-MM-DD, on the clock of `zone`'),
  time: clockTime(
    'The time, HH:mm, on the clock of `zone`: the chart is drawn for the two-hour slot holding it (an even hour belongs to the slot that began the hour before)',
  ),
  zone: zone(),
  dayChange,
  qimenMethod,
  qimenPlate,
});

export const QimenDayRequest = z.object({
  date: isoDate('The date, YYYY-MM-DD, on the clock of `zone`'),
  time: clockTime(
    'The time, HH:mm (default 12:00): from 23:00 the next day’s pillar rules under the default day change',
  ).optional(),
  zone: zone(),
  dayChange,
});

/** Month and year charts: drawn at noon of `date`. */
export const QimenDateRequest = z.object({
  date: isoDate('The date, YYYY-MM-DD, on the clock of `zone`; the chart is drawn at its noon'),
  zone: zone(),
  dayChange,
});

const FormationSchema = z
  .object({
    zh: z.string(),
    en: z.string(),
    auspicious: z
      .boolean()
      .meta({ description: 'An auspicious (吉) or inauspicious (凶) pattern' }),
  })
  .meta({ id: 'QimenFormation', description: 'A special formation (格局) in a palace' });

export const QimenPalaceSchema = z
  .object({
    palace: z.number().int().min(1).max(9).meta({ description: 'Luo Shu number, 5 the centre' }),
    direction: TermSchema,
    trigram: TermSchema.nullable().meta({ description: 'Null for the centre' }),
    element: TermSchema.meta({ description: 'The palace’s element' }),
    star: TermSchema.meta({ description: 'Nine star (九星)' }),
    door: TermSchema.meta({ description: 'Eight door (八门); 中门 in a flying plate’s centre' }),
    deity: TermSchema.meta({ description: 'Deity (八神)' }),
    heavenStem: TermSchema.meta({ description: 'Heaven plate stem (天盘)' }),
    heavenStemHidden: TermSchema.nullable().meta({
      description: 'A second heaven stem carried in with the centre’s (寄宫), or null',
    }),
    earthStem: TermSchema.meta({ description: 'Earth plate stem (地盘)' }),
    earthStemHidden: TermSchema.nullable().meta({
      description: 'A second earth stem lodged from the centre, or null',
    }),
    doorInteraction: TermSchema.nullable().meta({
      description: 'How the door’s element meets the palace’s; null for the centre',
    }),
    formations: z.array(FormationSchema),
  })
  .meta({ id: 'QimenPalace' });

export const QimenChartSchema = z
  .object({
    kind: z.enum(QIMEN_KINDS),
    date: z
      .string()
      .meta({ format: 'date', description: 'The date the chart is drawn for, on `zone`’s clock' }),
    time: z.string().meta({
      description:
        'HH:mm on `zone`’s clock: the start of the two-hour slot (hour charts), the time asked (day charts) or 12:00',
    }),
    zone: z
      .string()
      .meta({ description: 'The IANA zone of `date` and `time`', example: 'Europe/Berlin' }),
    pillars: z
      .object({
        year: PillarSchema,
        month: PillarSchema.nullable(),
        day: PillarSchema.nullable(),
        hour: PillarSchema.nullable(),
      })
      .meta({ description: 'The pillars the chart reads: those finer than its kind are null' }),
    dun: TermSchema.meta({ description: 'Yang or yin dun (阳遁/阴遁)' }),
    yuan: TermSchema.meta({ description: 'The yuan (上元/中元/下元)' }),
    ju: z.number().int().min(1).max(9).meta({ description: 'The ju (局) number' }),
    dutyStar: TermSchema.meta({ description: 'The duty star (值符星)' }),
    dutyDoor: TermSchema.meta({ description: 'The duty door (值使门)' }),
    leadStem: TermSchema.meta({ description: 'The stem 甲 hides under in this xun (旬首)' }),
    void: z.array(TermSchema).meta({ description: 'Void (空亡) branches of the chart’s pillar' }),
    dayVoid: z
      .array(TermSchema)
      .nullable()
      .meta({ description: 'Void branches of the day pillar (hour charts), or null' }),
    horse: z
      .object({
        branch: TermSchema.meta({
          description: 'The branch: 申子辰 → 寅, 寅午戌 → 申, 巳酉丑 → 亥, 亥卯未 → 巳',
        }),
        palace: z.number().int().min(1).max(9).meta({ description: 'Luo Shu number' }),
        direction: TermSchema,
        trigram: TermSchema.meta({ description: 'The palace’s trigram, its name (坤, 乾 ...)' }),
      })
      .meta({
        description:
          'The Travelling Horse (驿马) of the chart’s pillar (the hour’s on an hour chart) and the palace holding its branch',
      }),
    fuYin: z
      .object({ star: z.boolean(), door: z.boolean() })
      .meta({ description: 'Stars or doors at home (伏吟)' }),
    fanYin: z
      .object({ star: z.boolean(), door: z.boolean() })
      .meta({ description: 'Stars or doors opposite home (反吟)' }),
    palaces: z.array(QimenPalaceSchema).min(8).max(9).meta({
      description:
        'The outer eight palaces clockwise from north (坎 1, 艮 8, 震 3, 巽 4, 离 9, 坤 2, 兑 7, 乾 6), then the centre for a flying plate',
    }),
    conventions: z.string().meta({
      description: 'The options the chart was drawn with, as the engine stamps them, and the zone',
    }),
  })
  .meta({ id: 'QimenChart' });

export type QimenChartAnswer = z.output<typeof QimenChartSchema>;
export type QimenPalaceAnswer = z.output<typeof QimenPalaceSchema>;

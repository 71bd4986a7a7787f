/** GET /api/v1/house: a house's natal flying-star chart (玄空飞星 宅命盘), docs/api.md. */
import { z } from 'zod';
import { MOUNTAINS } from '@tongshu/engine';
import { TermSchema } from '../shared/term';
import { isoDate, schoolFields, zoneField } from '../shared/inputs';
import { StarSchema } from './schema';
import { mountainOfCode } from './mountainTerm';

/** The 替卦 school options (docs/engine/schools.md), as every endpoint takes them. */
const { replacementDegrees, replacementFive, yearStart } = schoolFields();

const PERIOD_MESSAGE = 'Please give a period from 1 to 9';
export const FACING_MESSAGE =
  'Please give the facing as compass degrees from 0 to 360, a mountain such as 午, or its code such as S2';

/** A facing as the engine takes it: degrees, or a mountain (from its Chinese or its code). */
export function facingOf(text: string): number | (typeof MOUNTAINS)[number] | undefined {
  const trimmed = text.trim();
  if (/^\d{1,3}(\.\d+)?$/.test(trimmed)) {
    const degrees = Number(trimmed);
    return degrees <= 360 ? degrees % 360 : undefined;
  }
  return MOUNTAINS.find((mountain) => mountain === trimmed) ?? mountainOfCode(trimmed);
}

export const HouseRequest = z.object({
  // A tool's caller may send numbers (MCP walk of 2026-11-28): digits in a query, numbers in JSON.
  period: z
    .union([z.string().regex(/^[1-9]$/), z.number().int().min(1).max(9)], {
      error: PERIOD_MESSAGE,
    })
    .meta({
      description:
        'The period (运, 1-9) the house was built or last renewed in: period 9 runs 2024-2043, 8 ran 2004-2023, 7 1984-2003',
      example: '9',
    }),
  facing: z
    .union([z.string().max(12), z.number().min(0).max(360)], { error: FACING_MESSAGE })
    .refine((given) => facingOf(String(given)) !== undefined, { error: FACING_MESSAGE })
    .meta({
      description:
        'Where the house faces: compass degrees (0 north, 90 east), one of the 24 mountains (午), or its code (S2). Degrees within `replacementDegrees` of a mountain’s edge give a 替卦 (replacement) chart; a mountain is read at its middle (下卦)',
      example: '180',
    }),
  replacementDegrees,
  replacementFive,
  yearStart,
  date: isoDate(
    'A date, YYYY-MM-DD: the year’s and the month’s stars on it are laid over the palaces',
  ).optional(),
  zone: zoneField(
    'IANA time zone whose clock `date` is read on (default: the key owner’s zone, or Asia/Shanghai)',
  ).optional(),
});

const HousePalaceSchema = z.object({
  palace: z.enum(['c', 'nw', 'w', 'ne', 's', 'n', 'sw', 'e', 'se']),
  direction: TermSchema,
  period: StarSchema.meta({ description: 'The period star (运星)' }),
  mountain: StarSchema.meta({ description: 'The mountain star (山星): people, health' }),
  water: StarSchema.meta({ description: 'The water or facing star (向星): wealth' }),
  year: StarSchema.optional().meta({ description: 'The year’s star on `date`' }),
  month: StarSchema.optional().meta({ description: 'The month’s star on `date`' }),
});

export const HouseSchema = z
  .object({
    period: z.number().int().min(1).max(9),
    facing: z.object({ degrees: z.number().optional(), mountain: TermSchema }),
    sitting: z.object({ mountain: TermSchema }),
    method: TermSchema.meta({
      description: '下卦 (base chart) or 替卦 (replacement chart, near a mountain’s edge)',
    }),
    palaces: z.array(HousePalaceSchema).meta({
      description: 'The nine palaces in the flight order: centre, NW, W, NE, S, N, SW, E, SE',
    }),
    formations: z.array(TermSchema).meta({
      description:
        'Named formations: 旺山旺向, 上山下水, 双星会向, 双星会坐, 伏吟, 反吟, 合十, 连珠三般卦',
    }),
    overlay: z
      .object({ date: z.string(), zone: z.string(), year: StarSchema, month: StarSchema })
      .optional()
      .meta({ description: 'The year’s and the month’s centre stars on `date`' }),
    conventions: z.record(z.string(), z.string()),
  })
  .meta({ id: 'HouseChart' });

export type HouseAnswer = z.output<typeof HouseSchema>;

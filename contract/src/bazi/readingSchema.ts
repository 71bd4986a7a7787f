/**
 * The Bazi reading on a date as v1 answers it (issue 45, docs/api.md): the pillars now, the
 * interactions, the symbolic stars, the elements and the day master's strength, each Chinese term
 * with its English (the engine's `baziReading`, docs/engine/reading.md).
 */
import { z } from 'zod';
import { INTERACTION_ZH, type InteractionKind, type ReadingSlot } from '@tongshu/engine';
import { PillarSchema } from '../shared/pillar';
import { TermSchema } from '../shared/term';

const SLOTS = [
  'year',
  'month',
  'day',
  'hour',
  'luck',
  'flowYear',
  'flowMonth',
] as const satisfies readonly ReadingSlot[];

const SlotSchema = z.enum(SLOTS).meta({
  id: 'ReadingSlot',
  description:
    'A pillar: the natal `year`, `month`, `day` or `hour`, the luck pillar in force (`luck`, 大运), the year now (`flowYear`, 流年) or the month now (`flowMonth`, 流月)',
});

const KINDS = Object.keys(INTERACTION_ZH) as [InteractionKind, ...InteractionKind[]];

const hiddenStems = () =>
  z
    .array(z.object({ stem: TermSchema, tenGod: TermSchema }))
    .meta({ description: 'The branch’s hidden stems (藏干), main qi first, with their ten gods' });

const FlowPillarSchema = z
  .object({
    name: TermSchema.meta({
      description:
        'Which pillar: 大运 (Luck pillar), 流年 (Annual pillar) or 流月 (Monthly pillar)',
    }),
    pillar: PillarSchema,
    tenGod: TermSchema.meta({ description: 'Ten god (十神) of its stem to the day master' }),
    hiddenStems: hiddenStems(),
  })
  .meta({ id: 'FlowPillar', description: 'A pillar in force on the date' });

const LuckNowSchema = FlowPillarSchema.extend({
  index: z.number().int().min(1).max(9),
  age: z.number().int().meta({ description: 'Age at its start, Chinese reckoning (虚岁)' }),
  year: z.number().int().meta({ description: 'Gregorian year it starts in' }),
}).meta({ id: 'LuckNow', description: 'The luck pillar (大运) in force on the date' });

const InteractionSchema = z
  .object({
    kind: z.enum(KINDS).meta({ description: 'The kind, e.g. `sixCombination`' }),
    name: TermSchema.meta({ description: 'The kind in Chinese and English, e.g. 六合' }),
    members: z
      .array(SlotSchema)
      .min(2)
      .max(3)
      .meta({ description: 'The two or three pillars involved, natal ones first' }),
    element: TermSchema.optional().meta({
      description: 'The element the combination produces, where there is one',
    }),
  })
  .meta({ id: 'Interaction', description: 'An interaction between pillars (刑冲合会)' });

const StarSchema = z
  .object({
    name: TermSchema.meta({ description: 'The star, e.g. 天乙贵人 (Heavenly Nobleman)' }),
    slot: SlotSchema.meta({ description: 'The pillar it falls on' }),
    from: z.array(SlotSchema).meta({ description: 'The natal pillars it is looked up from' }),
    source: z.string().meta({ description: 'The table’s book, with its volume' }),
  })
  .meta({ id: 'SymbolicStar', description: 'A symbolic star (神煞) on a pillar' });

const method = {
  method: z.string().meta({ description: 'The method’s name' }),
  rule: z.string().meta({ description: 'The rule in words' }),
  source: z.string(),
};

const ElementsSchema = z
  .object({
    ...method,
    pillars: z.array(SlotSchema).meta({ description: 'The natal pillars counted' }),
    counts: z
      .array(z.object({ element: TermSchema, count: z.number() }))
      .length(5)
      .meta({
        description: 'Weight of each element, Wood, Fire, Earth, Metal, Water (木火土金水)',
      }),
  })
  .meta({ id: 'ElementCounts', description: 'The five elements of the natal pillars' });

const StrengthSchema = z
  .object({
    ...method,
    element: TermSchema.meta({ description: 'The day master’s element' }),
    season: z.boolean().meta({ description: '得令 (In season)' }),
    root: z.boolean().meta({ description: '得地 (Rooted)' }),
    support: z.boolean().meta({ description: '得势 (Supported)' }),
    verdict: z.enum(['strong', 'weak']),
    name: TermSchema.meta({ description: 'The verdict, 身强 (strong) or 身弱 (weak)' }),
  })
  .meta({ id: 'DayMasterStrength', description: 'The day master’s strength by a named method' });

export const BaziReadingSchema = z
  .object({
    on: z.string().meta({ format: 'date', description: 'The date read, at 12:00 on `zone`' }),
    zone: z.string().meta({ description: 'The clock the date is read on' }),
    now: z.object({
      luck: LuckNowSchema.nullable().meta({ description: 'Null before the first luck pillar' }),
      year: FlowPillarSchema,
      month: FlowPillarSchema,
    }),
    interactions: z.array(InteractionSchema),
    stars: z.array(StarSchema),
    elements: ElementsSchema,
    strength: StrengthSchema,
  })
  .meta({
    id: 'BaziReading',
    description:
      'The chart read on a date: the luck pillar, 流年 and 流月 in force, the interactions among the natal pillars and with those now, the symbolic stars on all of them, the elements and the day master’s strength',
  });

export type BaziReadingAnswer = z.output<typeof BaziReadingSchema>;

/** GET /api/v1/schools and /api/v1/schools/{bazi|day|qimen}: the MCP tools `school_options`, `compare_schools_*`. */
import { z } from 'zod';
import {
  DEFAULT_SCHOOL,
  parseCivilDate,
  SCHOOL_OPTIONS,
  schoolOf,
  type SchoolDifferences,
} from '@tongshu/engine';
import { endpoint } from '../shared/endpoint';
import { birthFields, subjectOf } from '../shared/subject';
import { clockOf, clockTime, isoDate, schoolFields, schoolIn, zoneField } from '../shared/inputs';
import { term } from '../shared/term';
import { differencesIn } from './differences';
import {
  SchoolDifferencesSchema,
  SchoolOptionsSchema,
  type SchoolDifferencesAnswer,
} from './schema';

const answerOf = (found: SchoolDifferences): SchoolDifferencesAnswer => ({
  school: { ...found.school },
  compared: [...found.compared],
  differences: found.differences.map((difference) => ({
    ...difference,
    values: difference.values.map((value) => ({ ...value })),
  })),
});

function summary(found: SchoolDifferencesAnswer): string {
  if (found.differences.length === 0) return 'Every school compared gives the same answer here.';
  return found.differences
    .map(
      (difference) =>
        `${difference.field}: ${difference.values.map((value) => `${value.value} under ${value.label}`).join('; ')}. ${difference.why}`,
    )
    .join(' ');
}

const DESCRIPTION =
  'Computes the answer under every choice of the options that can change it and lists only what ' +
  'changes, each with one sentence of why and its source.';

export const schoolOptionsEndpoint = endpoint({
  name: 'school_options',
  path: '/schools',
  pathParams: [],
  tag: 'Schools',
  summary: 'The schools (流派) as options: every choice, its meaning and its source',
  description:
    'Where traditions part, each a named option with a default; any endpoint takes them as query fields.',
  request: z.object({}),
  answer: SchoolOptionsSchema,
  example: {},
  compute: async () => ({
    defaults: { ...DEFAULT_SCHOOL },
    options: Object.values(SCHOOL_OPTIONS).map((option) => ({
      field: option.field,
      name: term(option.zh, option.label),
      choices: option.choices.map((choice) => ({
        value: choice.value,
        name: term(choice.zh, choice.label),
        meaning: choice.meaning,
        source: choice.source,
      })),
    })),
  }),
  summarize: (answer) =>
    answer.options
      .map(
        (option) =>
          `${option.name.en} (${option.name.zh}): ${option.choices.map((choice) => choice.value).join(', ')}`,
      )
      .join('; '),
});

export const compareBaziEndpoint = endpoint({
  name: 'compare_schools_bazi',
  path: '/schools/bazi',
  pathParams: [],
  tag: 'Schools',
  summary:
    'Where schools differ on a Bazi chart: day change, luck start, the Heavenly Noble rhyme and stem clashes',
  description: DESCRIPTION,
  request: z.object(birthFields()),
  answer: SchoolDifferencesSchema,
  example: { date: '1988-08-02', time: '23:30', zone: 'Asia/Shanghai', gender: 'male' },
  async compute(input, scope) {
    const subject = await subjectOf(input, scope);
    const request = { chart: 'bazi', birth: subject.birth, options: subject.options } as const;
    return answerOf(await differencesIn(request, scope));
  },
  summarize: summary,
});

export const compareDayEndpoint = endpoint({
  name: 'compare_schools_day',
  path: '/schools/day',
  pathParams: [],
  tag: 'Schools',
  summary:
    'Where schools differ on an almanac day: the Rat hour, the year’s start and star, the day’s flying star and the grids’ flight',
  description: DESCRIPTION,
  request: z.object({ date: isoDate('The day'), ...schoolFields() }),
  answer: SchoolDifferencesSchema,
  example: { date: '2026-02-10' },
  compute: async (input, scope) => {
    const date = parseCivilDate(input.date);
    return answerOf(
      await differencesIn({ chart: 'day', date, school: schoolOf(schoolIn(input)) }, scope),
    );
  },
  summarize: summary,
});

export const compareQimenEndpoint = endpoint({
  name: 'compare_schools_qimen',
  path: '/schools/qimen',
  pathParams: [],
  tag: 'Schools',
  summary: 'Where schools differ on a Qi Men chart: method, plate and day change',
  description: `${DESCRIPTION} An hour chart is the two-hour slot holding \`time\`.`,
  request: z.object({
    kind: z
      .enum(['hour', 'day', 'month', 'year'], { error: 'Please choose hour, day, month or year' })
      .meta({ description: 'Which chart: the hour, day, month or year chart' }),
    date: isoDate('The chart’s date on the zone’s clock'),
    time: clockTime('The chart’s time (default 12:00)').optional(),
    zone: zoneField().optional(),
    ...schoolFields(),
  }),
  answer: SchoolDifferencesSchema,
  example: { kind: 'hour', date: '2024-10-01', time: '13:03', zone: 'Asia/Shanghai' },
  async compute(input, scope) {
    scope.requireCharts();
    const { hour, minute } = clockOf(input.time);
    const at = { ...parseCivilDate(input.date), hour, minute };
    const options = { zone: input.zone ?? scope.zone, ...schoolOf(schoolIn(input)) };
    return answerOf(await differencesIn({ chart: 'qimen', kind: input.kind, at, options }, scope));
  },
  summarize: summary,
});

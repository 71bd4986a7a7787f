/** GET /api/v1/almanac/month/{month}, and the MCP tool `almanac_month`. */
import { endpoint } from '../shared/endpoint';
import { schoolOfSubject } from '../shared/subject';
import type { Scope } from '../shared/endpoint';
import { monthAnswer, type MonthPerson } from './monthAnswer';
import { AlmanacMonthRequest, AlmanacMonthSchema, type AlmanacMonthAnswer } from './monthSchema';

/** The person's year branch as /select reads it, and their school's two fields the month uses. */
async function personOf(id: string, scope: Scope) {
  const school = schoolOfSubject(await scope.subjectOf(id));
  const [chosen] = await scope.selectionPeople([id]);
  const person: MonthPerson | undefined = chosen && { id, ...chosen };
  return { person, school };
}

/** The dates of the days a month marks `fit` or `clash` as asked, as "3, 15, 27". */
function daysWhere(
  month: AlmanacMonthAnswer,
  keep: (day: AlmanacMonthAnswer['days'][number]) => boolean,
) {
  const days = month.days.filter(keep).map((day) => String(Number(day.date.slice(8))));
  return days.length > 0 ? days.join(', ') : 'none';
}

export const almanacMonthEndpoint = endpoint({
  name: 'almanac_month',
  path: '/almanac/month/{month}',
  pathParams: ['month'],
  tag: 'Almanac',
  summary: 'A month of almanac days at a glance: officer, belt, day star, top suitable and avoided',
  description:
    'Each day of the month as a printed almanac’s month page shows it: the lunar date, the day ' +
    'officer (建除), the Yellow or Black Belt god (黄道/黑道), the day’s flying star by the ' +
    'school’s `dayStarRule`, and the first few suitable and avoided activities, every term in ' +
    'Chinese with its English; each agrees with GET /almanac/{date}. With `activity`, each day ' +
    'is good, neutral or to avoid for it, by /select’s verdicts. With `person` (an id, or `me`), ' +
    'the days that clash their year branch are marked and their school applies.',
  request: AlmanacMonthRequest,
  answer: AlmanacMonthSchema,
  example: { month: '2026-12', activity: 'Marriage' },
  async compute(input, scope) {
    const { person, school } =
      input.person === undefined
        ? { person: undefined, school: undefined }
        : await personOf(input.person, scope);
    return monthAnswer({
      month: input.month,
      yearStart: input.yearStart ?? school?.yearStart ?? 'lichun',
      dayStarRule: input.dayStarRule ?? school?.dayStarRule ?? 'solstice-jiazi',
      ...(input.activity !== undefined && { activity: input.activity }),
      ...(person && { person }),
    });
  },
  cacheKey: (input) =>
    input.person === undefined
      ? [input.month, input.activity ?? '', input.yearStart ?? '', input.dayStarRule ?? ''].join(
          '|',
        )
      : undefined,
  summarize(month) {
    const activity = month.activity;
    const fit = activity
      ? ` For ${activity.en} (${activity.zh}), good: ${daysWhere(month, (day) => day.fit === 'good')}; ` +
        `avoid: ${daysWhere(month, (day) => day.fit === 'avoid')}.`
      : '';
    const clash = month.person
      ? ` Days clashing ${month.person.name}'s year branch ${month.person.yearBranch.en} ` +
        `(${month.person.yearBranch.zh}): ${daysWhere(month, (day) => day.clash !== null)}.`
      : '';
    const yellow = daysWhere(month, (day) => day.belt.belt.zh === '黄道');
    return `${month.month}: ${month.days.length} days; Yellow Belt (黄道) days: ${yellow}.${fit}${clash}`;
  },
});

/** GET /api/v1/almanac/{date}, and the MCP tool `almanac_day`. */
import { personalAlmanacDay, parseCivilDate } from '@tongshu/engine';
import { endpoint } from '../shared/endpoint';
import { natalOf, schoolOfSubject } from '../shared/subject';
import { AlmanacDaySchema, AlmanacRequest } from './schema';
import { almanacAnswer, dayAnswer } from './answer';
import { personalAnswer } from './personal';

export const almanacDayEndpoint = endpoint({
  name: 'almanac_day',
  path: '/almanac/{date}',
  pathParams: ['date'],
  tag: 'Almanac',
  summary:
    'The almanac day (通书): pillars, officer, mansion, suitable and avoided activities, hours',
  description:
    'Everything the Tong Shu prints for one day, every term in Chinese with its English, the twelve ' +
    'two-hour slots on the clock of `zone`. With `person`, the personal part for one of your people ' +
    '(their ten gods, Qi Men boxes and hour notes) in their school. The day’s content is the same ' +
    'everywhere (docs/engine/almanac.md); only the hours and instants follow the clock.',
  request: AlmanacRequest,
  answer: AlmanacDaySchema,
  example: { date: '2026-11-27', zone: 'Europe/Berlin' },
  async compute(input, scope) {
    const zone = input.zone ?? scope.zone;
    if (input.person === undefined) {
      return almanacAnswer(input.date, zone, input.yearStart ?? 'lichun');
    }
    const subject = await scope.subjectOf(input.person);
    const yearStart = input.yearStart ?? schoolOfSubject(subject).yearStart;
    const day = personalAlmanacDay(parseCivilDate(input.date), natalOf(subject), { yearStart });
    return {
      ...dayAnswer(day.ts, zone, yearStart),
      personal: personalAnswer(day, input.person, zone),
    };
  },
  cacheKey: (input, scope) =>
    input.person === undefined
      ? [input.date, input.zone ?? scope.zone, input.yearStart ?? 'lichun'].join('|')
      : undefined,
  summarize(day) {
    const name = (term: { zh: string; en: string }) => `${term.en} (${term.zh})`;
    const pillar = (p: { stem: { zh: string }; branch: { zh: string } }) =>
      `${p.stem.zh}${p.branch.zh}`;
    const list = (items: readonly { zh: string; en: string }[]) =>
      items.length > 0 ? items.map(name).join(', ') : 'nothing in particular';
    return (
      `${day.date}: a ${pillar(day.pillars.day)} day in a ${pillar(day.pillars.month)} month of a ` +
      `${pillar(day.pillars.year)} year; officer ${name(day.officer)}, ${name(day.belt.belt)} day of ` +
      `${name(day.belt.god)}. Suitable: ${list(day.suitable)}. Avoid: ${list(day.avoid)}. ` +
      `Clashes ${name(day.clash.branch)}; hours on ${day.zone}.`
    );
  },
});

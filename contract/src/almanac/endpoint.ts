/** GET /api/v1/almanac/{date}, and the MCP tool `almanac_day`. */
import { personalAlmanacDay, parseCivilDate } from '@tongshu/engine';
import { endpoint } from '../shared/endpoint';
import { pillarText } from '../shared/pillar';
import { natalOf, schoolOfSubject } from '../shared/subject';
import { AlmanacDaySchema, AlmanacRequest } from './schema';
import { almanacAnswer, dayAnswer } from './answer';
import { personalAnswer } from './personal';
import type { PersonalDayAnswer } from './personalSchema';

/** The personal part in a sentence or two: the day's gods to the person, their best hours. */
function personalText(personal: PersonalDayAnswer): string {
  const hours = personal.hours.filter((hour) => hour.items.length > 0);
  const notes = hours
    .slice(0, 4)
    .map(
      (hour) => `${hour.start.slice(11, 16)} ${hour.items.map((item) => item.title).join(', ')}`,
    );
  return (
    `For this person the day stem is ${personal.stemGod.en} (${personal.stemGod.zh}) and the day ` +
    `branch ${personal.branchGod.en} (${personal.branchGod.zh}).` +
    (notes.length > 0 ? ` Hours of note: ${notes.join('; ')}.` : '') +
    (personal.notes.length > 0 ? ` ${personal.notes.join(' ')}` : '')
  );
}

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
    'everywhere; only the hours and instants follow the clock.',
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
    const list = (items: readonly { zh: string; en: string }[]) =>
      items.length > 0 ? items.map(name).join(', ') : 'nothing in particular';
    return (
      `${day.date}: a ${pillarText(day.pillars.day)} day in a ${pillarText(day.pillars.month)} month of a ` +
      `${pillarText(day.pillars.year)} year; officer ${name(day.officer)}, ${name(day.belt.belt)} day of ` +
      `${name(day.belt.god)}. Suitable: ${list(day.suitable)}. Avoid: ${list(day.avoid)}. ` +
      `Clashes ${name(day.clash.branch)}; hours on ${day.zone}.` +
      (day.personal ? ` ${personalText(day.personal)}` : '')
    );
  },
});

/** The key owner's people: GET /api/v1/people, /api/v1/people/{id} (MCP over HTTP only). */
import { endpoint } from '../shared/endpoint';
import { PeopleRequest, PeopleSchema, PersonRequest, PersonSchema } from './schema';

const birthText = (person: {
  name: string;
  birth: { date: string; time: string | null; zone: string };
}) =>
  `${person.name}, born ${person.birth.date}${person.birth.time ? ` ${person.birth.time}` : ' (hour unknown)'} ${person.birth.zone}`;

export const listPeopleEndpoint = endpoint({
  name: 'list_people',
  path: '/people',
  pathParams: [],
  tag: 'People',
  summary: 'Your people: the births you keep, with their ids',
  description:
    'The people the key’s owner keeps on Tongshu (never a teammate’s), with their birth and ' +
    'school, the owner first as `me` when their profile has a birth. Give an id as `person` to ' +
    'the almanac, Bazi, 3VV, selection and schools endpoints.',
  needsAccount: true,
  request: PeopleRequest,
  answer: PeopleSchema,
  example: {},
  async compute(_input, scope) {
    return { people: [...(await scope.people())] };
  },
  summarize: ({ people }) =>
    people.length === 0
      ? 'You keep no people yet.'
      : `${people.length === 1 ? '1 person' : `${people.length} people`}: ${people.map((person) => `${birthText(person)} (id ${person.id})`).join('; ')}.`,
});

export const personEndpoint = endpoint({
  name: 'person',
  path: '/people/{id}',
  pathParams: ['id'],
  tag: 'People',
  summary: 'One of your people',
  description: 'One person the key’s owner keeps, by id; anyone else’s is 404.',
  needsAccount: true,
  request: PersonRequest,
  answer: PersonSchema,
  example: { id: '{person}' },
  compute: (input, scope) => scope.person(input.id),
  summarize: (person) => `${birthText(person)}.`,
});

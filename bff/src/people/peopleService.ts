/**
 * A user's people (issue 23): up to 50 besides themselves, each with the birth fields of a
 * profile, checked the same way, and its Bazi chart. A person is its user's alone: any other
 * user's id answers 404, inside one account too.
 */
import { randomUUID } from 'node:crypto';
import { normalDate, normalTime } from '@tongshu/contract';
import type { PersonRecord } from '../api';
import { lockRow, type Database } from '../platform/db';
import { badInput, notFound } from '../platform/errors';
import { Person } from '../models/Person';
import type { User } from '../models/User';
import { birthPatch, DEFAULT_BIRTH_SETTINGS, schoolSettingsOf } from '../accounts';
import { idOf, requiredText } from '../platform/validation';

export const MAX_PEOPLE = 50;
export const PERSON_NOT_FOUND = 'Person not found';
export const TOO_MANY_PEOPLE = `You can keep up to ${MAX_PEOPLE} people`;

/** A person as the bff answers it (`@tongshu/bff/api`). */
export type PersonView = PersonRecord;

export function personView(person: Person): PersonView {
  return {
    id: person.id,
    name: person.name,
    gender: Number(person.gender),
    // Rows kept before saves normalised them (19881102, 8:05) are answered in the one form too.
    birth_date: normalDate(person.birth_date),
    birth_time: normalTime(person.birth_time),
    birth_place: person.birth_place,
    birth_tz: person.birth_tz,
    birth_longitude: person.birth_longitude === null ? null : Number(person.birth_longitude),
    solar_time: Boolean(Number(person.solar_time)),
    china_dst: person.china_dst,
    ...schoolSettingsOf({}, person),
    dm: person.dm,
    bz_chart: person.bz_chart,
    date_created: person.date_created,
  };
}

/** The form's fields, checked as the profile's are, with the chart they give. */
function personFields(body: Record<string, unknown>, current: Person | undefined) {
  const name = requiredText(body, 'name', 'Please enter a name', 100);
  const birth = birthPatch(body, { ...DEFAULT_BIRTH_SETTINGS, ...current });
  // time_zone is a user's own clock, not a birth's: a person has none.
  const { time_zone, ...fields } = birth;
  void time_zone;
  return { name, ...fields, dm: fields.dm ?? '' };
}

/** The user's own people, by name: the rows (the public API shapes them its own way). */
export async function listPeopleRows(db: Database, user: User): Promise<Person[]> {
  return Person.query(db.knex)
    .where({ user_id: user.id })
    .orderBy([{ column: 'name' }, { column: 'date_created' }]);
}

export async function listPeople(db: Database, user: User): Promise<PersonView[]> {
  return (await listPeopleRows(db, user)).map(personView);
}

/** The user's own person by id; anyone else's (or none) is 404. */
export async function ownPerson(db: Database, user: User, id: unknown): Promise<Person> {
  const known = idOf(id);
  const person = known
    ? await Person.query(db.knex).findOne({ id: known, user_id: user.id })
    : undefined;
  if (!person) throw notFound(PERSON_NOT_FOUND);
  return person;
}

/**
 * The user's own people among `ids`, in one query whatever their number (the caller bounds it);
 * ids of nobody or of anyone else's people are simply not in the answer.
 */
export async function ownPeople(
  db: Database,
  user: User,
  ids: readonly string[],
): Promise<Person[]> {
  if (ids.length === 0) return [];
  return Person.query(db.knex).where({ user_id: user.id }).whereIn('id', ids);
}

export async function addPerson(
  db: Database,
  user: User,
  body: Record<string, unknown>,
): Promise<PersonView> {
  const fields = personFields(body, undefined);
  return db.knex.transaction(async (trx) => {
    // Concurrent adds (on several processes too) count one after another: the cap holds.
    await lockRow(trx, 'users', user.id);
    const [{ count }] = (await trx('people').where({ user_id: user.id }).count({ count: '*' })) as [
      { count: number | string },
    ];
    if (Number(count) >= MAX_PEOPLE) throw badInput(TOO_MANY_PEOPLE, 'name');
    const person = await Person.query(trx).insertAndFetch({
      id: randomUUID(),
      user_id: user.id,
      ...fields,
      date_created: new Date().toISOString(),
    });
    return personView(person);
  });
}

export async function updatePerson(
  db: Database,
  user: User,
  id: unknown,
  body: Record<string, unknown>,
): Promise<PersonView> {
  const person = await ownPerson(db, user, id);
  const fields = personFields(body, person);
  return personView(await person.$query(db.knex).patchAndFetch(fields));
}

export async function deletePerson(db: Database, user: User, id: unknown): Promise<void> {
  const person = await ownPerson(db, user, id);
  await Person.query(db.knex).deleteById(person.id);
}

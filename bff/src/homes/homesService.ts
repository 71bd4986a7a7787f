/**
 * Homes (issue 43): the house of the user and of each of their people, saved with its period and
 * facing, answered with its natal flying-star chart and the year's and month's stars over it. A
 * home is its user's alone: a person's id that is not theirs answers 404, inside one account too.
 */
import { randomUUID } from 'node:crypto';
import { dateIn, formatCivilDate, parseZone, type School } from '@tongshu/engine';
import { FACING_MESSAGE, facingOf, houseAnswer } from '@tongshu/contract';
import type { HomeFields, HomeRecord, HomesAnswer } from '../api';
import type { Database } from '../platform/db';
import { badInput } from '../platform/errors';
import { Home } from '../models/Home';
import type { User } from '../models/User';
import { listPeopleRows, ownPerson } from '../people';
import { dateParam } from '../almanac';
import { schoolOfRow } from '../accounts';

export const PERIOD_MESSAGE = 'Please choose a period from 1 to 9';
export const MY_HOME = 'My home';

/** The period and facing of a save, or a 400 naming the field. */
export function homeFields(body: Record<string, unknown>): HomeFields {
  // Only a number or its digits: anything else (an object, a list) is no period, not a glitch.
  const given = body.period;
  const period = typeof given === 'number' || typeof given === 'string' ? Number(given) : NaN;
  if (!Number.isInteger(period) || period < 1 || period > 9 || given === '')
    throw badInput(PERIOD_MESSAGE, 'period');
  const facing = typeof body.facing === 'number' ? String(body.facing) : body.facing;
  if (typeof facing !== 'string' || facing.length > 12 || facingOf(facing) === undefined)
    throw badInput(FACING_MESSAGE, 'facing');
  return { period, facing: facing.trim() };
}

/** The date the overlay is read on: `date` if given (a 400 if bad), else today on `zone`. */
export function overlayDate(date: unknown, zone: string): string {
  if (date === undefined || date === '')
    return formatCivilDate(dateIn(parseZone(zone), Date.now()));
  return formatCivilDate(dateParam(typeof date === 'string' ? date : ''));
}

/** Where the charts are read: the overlay's date and the user's clock and school. */
interface Reading {
  readonly date: string;
  readonly zone: string;
  readonly school: School;
}

const readingOf = (user: User, date: unknown): Reading => ({
  date: overlayDate(date, user.time_zone),
  zone: user.time_zone,
  school: schoolOfRow(user),
});

/** A home with its chart, in the user's school (the 替卦 threshold, the 5, the year's start). */
const recordOf = (
  subject: string,
  name: string,
  home: Pick<Home, 'period' | 'facing'> | undefined,
  { date, zone, school }: Reading,
): HomeRecord => ({
  subject,
  name,
  home: home ? { period: home.period, facing: home.facing } : null,
  chart: home
    ? houseAnswer({
        period: home.period,
        facing: home.facing,
        replacementDegrees: school.replacementDegrees,
        replacementFive: school.replacementFive,
        yearStart: school.yearStart,
        date,
        zone,
      })
    : null,
});

/** Every home of the user: theirs first, then their people's by name, saved or not. */
export async function listHomes(db: Database, user: User, date: unknown): Promise<HomesAnswer> {
  const reading = readingOf(user, date);
  const [homes, people] = await Promise.all([
    Home.query(db.knex).where({ user_id: user.id }),
    listPeopleRows(db, user),
  ]);
  const bySubject = new Map(homes.map((home) => [home.subject, home]));
  return {
    date: reading.date,
    zone: reading.zone,
    year_start: reading.school.yearStart,
    homes: [
      recordOf('me', MY_HOME, bySubject.get('me'), reading),
      ...people.map((person) =>
        recordOf(person.id, person.name, bySubject.get(person.id), reading),
      ),
    ],
  };
}

/** `me`, or one of the user's own people (404 for anyone else's). */
async function subjectOf(
  db: Database,
  user: User,
  subject: unknown,
): Promise<{ id: string; name: string; personId: string | null }> {
  if (subject === 'me') return { id: 'me', name: MY_HOME, personId: null };
  const person = await ownPerson(db, user, subject);
  return { id: person.id, name: person.name, personId: person.id };
}

/** Saves (or replaces) the subject's home: one row per subject, whoever saves at once. */
export async function saveHome(
  db: Database,
  user: User,
  subject: unknown,
  body: Record<string, unknown>,
  date: unknown,
): Promise<HomeRecord> {
  const fields = homeFields(body);
  const reading = readingOf(user, date);
  const { id, name, personId } = await subjectOf(db, user, subject);
  await db
    .knex('homes')
    .insert({
      id: randomUUID(),
      user_id: user.id,
      subject: id,
      person_id: personId,
      ...fields,
      date_created: new Date().toISOString(),
    })
    .onConflict(['user_id', 'subject'])
    .merge(['period', 'facing']);
  return recordOf(id, name, fields, reading);
}

/** Forgets the subject's home (a person's is forgotten with them too). */
export async function deleteHome(db: Database, user: User, subject: unknown): Promise<void> {
  const { id } = await subjectOf(db, user, subject);
  await Home.query(db.knex).delete().where({ user_id: user.id, subject: id });
}

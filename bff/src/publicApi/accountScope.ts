/**
 * What the public API reads of an account, for the key's owner alone: their people (never a
 * teammate's: `ownPerson` is 404 for anyone else's), their clock, their right to the charts.
 */
import { DEFAULT_ZONE } from '@tongshu/engine';
import { normalDate, normalTime, type PersonRecord, type Scope } from '@tongshu/contract';
import type { Database } from '../platform/db';
import type { User } from '../models/User';
import type { Person } from '../models/Person';
import { chartBirthOf, chartOptionsOf, schoolOfRow, type BirthRow } from '../accounts';
import { listPeopleRows, ownPerson } from '../people';
import { householdInputOf } from '../household';
import { requireInternalTeam } from '../almanac';
import { badInput, forbidden } from '../platform/errors';
import {
  keptSelectionFor,
  schoolsInWorker,
  selectAnswerInWorker,
  selectionPeopleOf,
  victoryInWorker,
} from '../select';

export const CHARTS_CLOSED =
  'Qi Men charts and the three victory days are open to accounts the operator of this Tongshu has given the charts (the internal team); please ask them to open the charts to your account';

/** The owner, wherever a person is taken (`person=me`), as select has always taken them. */
const ME = 'me';
export const NEEDS_OWN_BIRTH = 'Add your date of birth to your profile to use person=me';

/** A birth kept on a row: one of the owner's people, or the owner themselves (`me`). */
type BirthHolder = Pick<Person, 'id' | 'name' | 'gender' | 'birth_date' | 'birth_time'> & BirthRow;

function recordOf(person: BirthHolder): PersonRecord {
  const unknown = Boolean(Number(person.birth_time_unknown));
  return {
    id: person.id,
    name: person.name,
    birth: {
      // Rows kept before saves normalised them (19881102, 8:05) are answered in v1's form too.
      date: normalDate(person.birth_date),
      time: unknown ? null : normalTime(person.birth_time.slice(0, 5)),
      zone: person.birth_tz || DEFAULT_ZONE,
      gender: Number(person.gender) === 1 ? 'male' : 'female',
    },
    school: { ...schoolOfRow(person) },
  };
}

/** The owner as a person of their own, `me` (as select takes it), or null without a birth. */
function ownerOf(user: User): BirthHolder | null {
  const { birth_date, gender } = user;
  return birth_date && gender !== null ? { ...user, id: ME, birth_date, gender } : null;
}

export function accountScope(db: Database, user: User): Scope {
  /** `me` or one of the owner's people; `me` without a birth on the profile is a 400. */
  const holderOf = async (personId: string): Promise<BirthHolder> => {
    if (personId !== ME) return ownPerson(db, user, personId);
    const owner = ownerOf(user);
    if (!owner) throw badInput(NEEDS_OWN_BIRTH, 'person');
    return owner;
  };
  return {
    zone: user.time_zone || DEFAULT_ZONE,
    async subjectOf(personId) {
      const person = await holderOf(personId);
      return {
        birth: chartBirthOf(person.birth_date, person.birth_time, person.gender, person),
        options: chartOptionsOf(person),
      };
    },
    async person(personId) {
      return recordOf(await holderOf(personId));
    },
    async people() {
      const owner = ownerOf(user);
      const people = (await listPeopleRows(db, user)).map(recordOf);
      return owner ? [recordOf(owner), ...people] : people;
    },
    selectionPeople: (ids) => selectionPeopleOf(db, user, ids),
    selectAnswer: selectAnswerInWorker,
    victoryDays: victoryInWorker,
    schoolDifferences: schoolsInWorker,
    keptSelection: () => keptSelectionFor(db, user),
    householdInput: (window) => householdInputOf(db, user, window, Date.now()),
    // The pages' rule (spec section 6): Qi Men and 3VV charts for the internal team.
    requireCharts: () => {
      try {
        requireInternalTeam(user);
      } catch {
        // The pages' rule in words for a tool's author, who sees no page to explain it.
        throw forbidden(CHARTS_CLOSED);
      }
    },
  };
}

/**
 * What the public API reads of an account, for the key's owner alone: their people (never a
 * teammate's: `ownPerson` is 404 for anyone else's), their clock, their right to the charts.
 */
import { DEFAULT_ZONE } from '@tongshu/engine';
import type { PersonRecord, Scope } from '@tongshu/contract';
import type { Database } from '../platform/db';
import type { User } from '../models/User';
import type { Person } from '../models/Person';
import { chartBirthOf, chartOptionsOf, schoolOfRow } from '../accounts';
import { listPeopleRows, ownPerson } from '../people';
import { requireInternalTeam } from '../almanac';
import { forbidden } from '../platform/errors';

export const CHARTS_CLOSED =
  'Qi Men charts and the three victory days are open to accounts the operator of this Tongshu has given the charts (the internal team); please ask them to open the charts to your account';
import { keptSelectionFor, selectInWorker, selectionPeopleOf } from '../select';

function recordOf(person: Person): PersonRecord {
  const unknown = Boolean(Number(person.birth_time_unknown));
  return {
    id: person.id,
    name: person.name,
    birth: {
      date: person.birth_date,
      time: unknown ? null : person.birth_time.slice(0, 5),
      zone: person.birth_tz || DEFAULT_ZONE,
      gender: Number(person.gender) === 1 ? 'male' : 'female',
    },
    school: { ...schoolOfRow(person) },
  };
}

export function accountScope(db: Database, user: User): Scope {
  return {
    zone: user.time_zone || DEFAULT_ZONE,
    async subjectOf(personId) {
      const person = await ownPerson(db, user, personId);
      return {
        birth: chartBirthOf(person.birth_date, person.birth_time, person.gender, person),
        options: chartOptionsOf(person),
      };
    },
    async person(personId) {
      return recordOf(await ownPerson(db, user, personId));
    },
    async people() {
      return (await listPeopleRows(db, user)).map(recordOf);
    },
    selectionPeople: (ids) => selectionPeopleOf(db, user, ids),
    selectDays: selectInWorker,
    keptSelection: () => keptSelectionFor(db, user),
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

/**
 * A client report of `me` or one of the user's people (issue 45): their chart read on a date of
 * the user's clock, with the user's kept selection when it is for them and their home's chart,
 * where the plan has those (docs/decisions.md, "The client report"). The person is read as the
 * public API reads the key owner's (`accountScope`): a teammate's person is 404.
 */
import type { ReportSource } from '@tongshu/contract/report';
import type { Database } from '../platform/db';
import type { User } from '../models/User';
import type { Access } from '../billing';
import { accountScope } from '../publicApi';
import { readingDate } from '../reading';
import { HOMES_GATE, listHomes } from '../homes';
import { SELECTION_TIER } from '../select';
import { reportInWorker } from './reportPool';

/** The report's file name: its person's name in letters and digits (`Li Wei` -> `li-wei-report.pdf`). */
export function reportFileName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  return `${slug || 'bazi'}-report.pdf`;
}

export interface Report {
  readonly name: string;
  readonly pdf: Buffer;
}

export async function personReport(
  db: Database,
  user: User,
  access: Access,
  id: string,
  on: unknown,
): Promise<Report> {
  const scope = accountScope(db, user);
  const [person, subject] = [await scope.person(id), await scope.subjectOf(id)];
  // The date as the reading's route reads it: the pages and the report agree on "today".
  const date = readingDate(on, scope.zone);
  // The kept selection is one per user, for the people it names: this person's if it names them.
  const kept = access.tier >= SELECTION_TIER ? await scope.keptSelection() : null;
  const forThem = kept?.people.split(',').includes(person.id) ? kept : null;
  const homes = access.tier >= HOMES_GATE.tier ? (await listHomes(db, user, date)).homes : [];
  const house = homes.find((home) => home.subject === person.id)?.chart ?? null;
  const source: ReportSource = {
    name: person.name,
    subject,
    on: date,
    zone: scope.zone,
    kept: forThem,
    house,
  };
  return { name: person.name, pdf: await reportInWorker(source) };
}

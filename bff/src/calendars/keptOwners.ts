/**
 * Feed owners kept until the database changes. A calendar app polls one subscriber's link every
 * few minutes or hours, far apart for the session cache's second, so every such poll read the
 * owner's row and billing again: two fifths of a feed poll with nothing kept (issue 46;
 * docs/performance.md). On SQLite a kept row is served only while nothing at all has been
 * committed to the database since it was read, by this process or any other connection: SQLite
 * counts every commit in the file's header ("file change counter", offset 24,
 * https://sqlite.org/fileformat.html#file_change_counter). Reading those 4 bytes is one read of
 * the file; asking SQLite (`PRAGMA data_version`) took a read transaction, eight system calls and
 * a third of the poll. So a kept owner is exactly as fresh as a read of the row. In WAL mode the
 * counter is not kept per commit, and PostgreSQL has none: there the owner is read every time,
 * kept only by the session cache.
 */
import fs from 'node:fs';
import type { Database } from '../platform/db';
import { LruCache } from '../platform/cache/lruCache';
import type { UserWithBilling } from '../auth';

interface Kept {
  /** The file change counter when the row was read. */
  readonly stamp: number;
  readonly found: UserWithBilling;
}

/** How many owners are kept: one subscriber's row each, a few KB apiece. */
const KEPT_OWNERS = 10000;
/** The header's bytes from the write version (offset 18; 2 in WAL mode) to the change counter. */
const FROM = 18;
const WRITE_VERSION = 0;
const CHANGE_COUNTER = 24 - FROM;
const WAL = 2;

type Find = () => Promise<UserWithBilling | undefined>;
type LookUp = (icalId: string, find: Find) => Promise<UserWithBilling | undefined>;

/** The database file's commit count, or undefined when it does not count commits (new, WAL). */
function changeCounterOf(file: number, header: Buffer): number | undefined {
  if (fs.readSync(file, header, 0, header.length, FROM) < header.length) return undefined;
  return header[WRITE_VERSION] === WAL ? undefined : header.readUInt32BE(CHANGE_COUNTER);
}

function lookUpOn(db: Database): LookUp {
  const { filename } = db.knex.client.config.connection as { filename?: string };
  if (db.kind !== 'sqlite' || !filename || filename === ':memory:') {
    return (_icalId, find) => find();
  }
  // Kept open for the process's life: one descriptor per database, read on every poll.
  const file = fs.openSync(filename, 'r');
  const header = Buffer.alloc(CHANGE_COUNTER + 4);
  const kept = new LruCache<Kept>(KEPT_OWNERS);
  return async (icalId, find) => {
    // Read before the row: a commit while it is read leaves it stale, and the counter then differs.
    const stamp = changeCounterOf(file, header);
    if (stamp === undefined) return find();
    const entry = kept.get(icalId);
    if (entry?.stamp === stamp) return entry.found;
    const found = await find();
    // Unknown ids are not kept: anyone can ask for many, and they would push out real owners.
    if (found) kept.set(icalId, { stamp, found });
    return found;
  };
}

/** One look-up per database (an app, or a test's own database). */
const lookUps = new WeakMap<Database, LookUp>();

/** The owner `icalId` names: kept from an earlier `find` while the database is unchanged. */
export function keptOwner(
  db: Database,
  icalId: string,
  find: Find,
): Promise<UserWithBilling | undefined> {
  let lookUp = lookUps.get(db);
  if (!lookUp) lookUps.set(db, (lookUp = lookUpOn(db)));
  return lookUp(icalId, find);
}

/**
 * A feed owner kept until the database changes: served again only while nothing was written,
 * through this process or any other connection to the same file (SQLite's file change counter,
 * https://sqlite.org/fileformat.html#file_change_counter). In WAL mode and on PostgreSQL the
 * owner is read every time.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import knex from 'knex';
import { signedUpOwner, startTestServer, type TestServer } from '@tongshu/test-support/server';
import { findUserWithBilling, type UserWithBilling } from '../auth';
import { keptOwner } from './keptOwners';

const sqlite = !process.env.DATABASE_URL;

describe(`feed owners kept until the database changes (${sqlite ? 'SQLite' : 'PostgreSQL'})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  /** A look-up of `icalId` through `keptOwner`, and how many times it read the row. */
  function counted(icalId: string) {
    let reads = 0;
    const lookUp = () =>
      keptOwner(server.db, icalId, () => {
        reads += 1;
        return findUserWithBilling(server.db, { ical_id: icalId });
      });
    return { lookUp, reads: () => reads };
  }

  (sqlite ? it : it.skip)('reads the row once while nothing is written', async () => {
    const owner = await signedUpOwner(server);
    const { lookUp, reads } = counted(owner.icalId);
    const first = await lookUp();
    expect(first?.user.id).toBe(owner.id);
    expect(await lookUp()).toBe(first);
    expect(reads()).toBe(1);
  });

  (sqlite ? it : it.skip)('reads it again after a write through this process', async () => {
    const owner = await signedUpOwner(server);
    const { lookUp, reads } = counted(owner.icalId);
    await lookUp();
    await server.db.knex('users').where({ id: owner.id }).update({ name: 'Renamed' });
    expect((await lookUp())?.user.name).toBe('Renamed');
    expect(reads()).toBe(2);
  });

  (sqlite ? it : it.skip)('reads it again after a write by another connection', async () => {
    const owner = await signedUpOwner(server);
    const { lookUp, reads } = counted(owner.icalId);
    await lookUp();
    const { filename } = server.db.knex.client.config.connection as { filename: string };
    // As another process or the CLI would: its own connection to the same file.
    const other = new BetterSqlite3(filename);
    try {
      other.prepare('UPDATE users SET name = ? WHERE id = ?').run('Elsewhere', owner.id);
    } finally {
      other.close();
    }
    expect((await lookUp())?.user.name).toBe('Elsewhere');
    expect(reads()).toBe(2);
  });

  it('never keeps an unknown id', async () => {
    const { lookUp, reads } = counted('no-such-link');
    expect(await lookUp()).toBeUndefined();
    expect(await lookUp()).toBeUndefined();
    expect(reads()).toBe(2);
  });

  it('reads the row every time in WAL mode, where the file does not count commits', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tongshu-wal-'));
    const filename = path.join(dir, 'wal.sqlite');
    const wal = new BetterSqlite3(filename);
    wal.pragma('journal_mode = WAL');
    wal.exec('CREATE TABLE t (x)');
    const db = {
      kind: 'sqlite' as const,
      knex: knex({ client: 'better-sqlite3', connection: { filename }, useNullAsDefault: true }),
    };
    try {
      const owner = { user: { id: 'u' } } as unknown as UserWithBilling;
      let reads = 0;
      const find = () => {
        reads += 1;
        return Promise.resolve(owner);
      };
      expect(await keptOwner(db, 'link', find)).toBe(owner);
      expect(await keptOwner(db, 'link', find)).toBe(owner);
      expect(reads).toBe(2);
    } finally {
      wal.close();
      await db.knex.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  (sqlite ? it.skip : it)('reads the row every time on PostgreSQL', async () => {
    const owner = await signedUpOwner(server);
    const { lookUp, reads } = counted(owner.icalId);
    await lookUp();
    await lookUp();
    expect(reads()).toBe(2);
  });
});

/**
 * The database goes away under load, twice, and comes back. On PostgreSQL a TCP proxy between the
 * bff and the shared server is cut (first refusing connections, then dropping each one); on
 * SQLite another process holds the file locked (BEGIN EXCLUSIVE), as a backup or a second writer
 * would. While it is gone every request answers 503 with a clear message and Retry-After; once
 * it is back the bff recovers by itself; and no sign-up is left half made, no answered write lost.
 */
import type { Knex } from 'knex';
import { loadConfig, openDatabase, type Database, DATABASE_DOWN } from '@tongshu/bff/settings';
import {
  backend,
  createStore,
  onPostgres,
  startBff,
  type Bff,
  type Store,
} from '../support/bffProcess';
import { signUpProblems } from '../support/invariants';
import { startLoad, type Outcome } from '../support/load';
import { signUp, type Person } from '../support/people';
import { startTcpProxy, type TcpProxy } from '../support/tcpProxy';
import { Tally } from '../support/tally';

const tally = new Tally(__filename);
const ROUNDS = 2;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Takes the database away from the bff and gives it back. */
interface Outage {
  readonly how: string;
  cut(round: number): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

function proxyOutage(proxy: TcpProxy): Outage {
  return {
    how: 'a TCP proxy to PostgreSQL is cut',
    cut: (round) => proxy.cut(round % 2 === 0 ? 'refuse' : 'drop'),
    restore: () => proxy.restore(),
    close: () => proxy.close(),
  };
}

/** Another connection to the SQLite file holding an exclusive lock: readers and writers wait. */
function lockOutage(dataDir: string): Outage {
  const holder: Database = openDatabase(loadConfig({ TONGSHU_DATA_DIR: dataDir }));
  const client = holder.knex.client as Knex.Client;
  let connection: { exec(sql: string): void } | undefined;
  return {
    how: 'another process locks the SQLite file',
    async cut() {
      connection = (await client.acquireConnection()) as { exec(sql: string): void };
      connection.exec('BEGIN EXCLUSIVE');
    },
    async restore() {
      connection?.exec('ROLLBACK');
      await client.releaseConnection(connection);
      connection = undefined;
    },
    async close() {
      await holder.knex.destroy();
    },
  };
}

async function untilHealthy(bff: Bff, limitMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    const answer = await bff.call('GET', '/api/health').catch(() => undefined);
    if (answer?.status === 200) return Date.now() - started;
    await sleep(50);
  }
  throw new Error(`the bff did not recover within ${limitMs} ms`);
}

describe(`the database goes away under load (${backend})`, () => {
  let store: Store;
  let outage: Outage;
  let bff: Bff;
  let people: Person[];

  beforeAll(async () => {
    store = await createStore();
    // Every request must reach the database to show the outage: a session cached just before the
    // cut could otherwise answer a read for up to a second (SESSION_CACHE_MS).
    const env = { SESSION_CACHE_MS: '0' };
    if (onPostgres) {
      const target = new URL(process.env.DATABASE_URL ?? '');
      const proxy = await startTcpProxy(
        target.hostname || '127.0.0.1',
        Number(target.port || 5432),
      );
      outage = proxyOutage(proxy);
      bff = await startBff({ store, env, databaseVia: proxy.port });
    } else {
      // A short lock wait: better-sqlite3 waits synchronously, stalling the process meanwhile.
      bff = await startBff({ store, env: { ...env, SQLITE_BUSY_TIMEOUT_MS: '100' } });
      outage = lockOutage(store.dataDir);
    }
    people = [
      await signUp(bff, 'steady-1'),
      await signUp(bff, 'steady-2'),
      await signUp(bff, 'steady-3'),
    ];
  }, 30000);

  afterAll(async () => {
    await bff?.stop();
    await outage?.close();
    await store?.close();
    tally.report();
  });

  it(`answers 503 while ${onPostgres ? 'a TCP proxy to PostgreSQL is cut' : 'another process locks the SQLite file'}, recovers, and loses nothing`, async () => {
    const load = startLoad(bff, people);
    const recoveries: number[] = [];
    try {
      await sleep(600);
      for (let round = 0; round < ROUNDS; round += 1) {
        await outage.cut(round);
        load.phase(`down ${round}`);
        // At least 1.5 s down, and until the load has had answers in it: on a busy machine a
        // fixed pause alone once held none (the product's own answers are the signal).
        await Promise.all([sleep(1500), load.answered(3, `down ${round}`)]);
        load.phase(`restoring ${round}`);
        await outage.restore();
        recoveries.push(await untilHealthy(bff, 10000));
        load.phase(`up ${round}`);
        await Promise.all([sleep(700), load.answered(3, `up ${round}`)]);
      }
    } finally {
      await load.stop();
    }
    const outcomes = await load.stop();
    expect({
      exited: bff.child.exitCode,
      log: bff.child.exitCode === null ? '' : bff.stdout(),
    }).toEqual({
      exited: null,
      log: '',
    });
    tally.input(outcomes.length);

    const during = (phase: string) =>
      outcomes.filter((o) => o.startedIn === phase && o.endedIn === phase);
    const describeAll = (list: Outcome[]) => [...new Set(list.map((o) => `${o.kind} ${o.status}`))];
    // Only success or "database unavailable": never a 500, never a dropped connection.
    const unexpected = outcomes.filter((o) => ![200, 201, 503].includes(o.status));
    expect(describeAll(unexpected)).toEqual([]);
    for (const refused of outcomes.filter((o) => o.status === 503)) {
      expect({ message: refused.message, retryAfter: refused.retryAfter }).toEqual({
        message: DATABASE_DOWN,
        retryAfter: '5',
      });
    }
    for (let round = 0; round < ROUNDS; round += 1) {
      const down = during(`down ${round}`);
      const up = during(`up ${round}`);
      expect(down.length).toBeGreaterThanOrEqual(3);
      expect(describeAll(down.filter((o) => o.status !== 503))).toEqual([]);
      expect(up.length).toBeGreaterThanOrEqual(3);
      expect(describeAll(up.filter((o) => o.status >= 300))).toEqual([]);
    }
    expect(Math.max(...recoveries)).toBeLessThan(10000);
    // The outage is reported in the log, one line per refused request.
    expect(bff.stdout()).toContain('database unavailable');

    const db = store.db();
    const problems = await signUpProblems(db, load.signUps);
    const feedback = await db.knex('feedback').whereIn('id', load.feedback).count('* as count');
    const lostFeedback = load.feedback.length - Number(feedback[0]?.count ?? 0);
    tally.lost(problems.length + lostFeedback);
    expect(problems).toEqual([]);
    expect(lostFeedback).toBe(0);
    expect([...load.signUps.values()].filter((status) => status === 201).length).toBeGreaterThan(0);
    tally.fault(ROUNDS);
  }, 60000);
});

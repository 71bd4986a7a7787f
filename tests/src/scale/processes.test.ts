/**
 * Many bff processes on one database and one Redis, as production runs them behind a load
 * balancer (docs/deploy.md): requests are spread over the processes in turn, and whatever one
 * process learns, limits, writes, revoked links, every other one knows on the next request. Then
 * faults: a process killed with SIGKILL under load, and Redis killed and restarted under load.
 *
 * Redis: the machine's where REDIS_URL names it (CI's PostgreSQL pass), else a redis-server of
 * this suite's own; the fault test always kills its own, never the machine's. Each run keeps its
 * keys under its own REDIS_PREFIX.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { LIMITS, SIGN_IN_LIMITS } from '@tongshu/bff/settings';
import { backend, createStore, startBff, type Bff, type Store } from '../support/bffProcess';
import { freshAddress, type Client } from '../support/http';
import { signUpProblems } from '../support/invariants';
import { startLoad, type Load, type Outcome } from '../support/load';
import {
  BIRTH,
  invite,
  operator,
  outboxMailbox,
  PASSWORD,
  signUp,
  uniqueEmail,
} from '../support/people';
import { logMessages, startOwnRedis, type OwnRedis } from '@tongshu/test-support';
import { Tally } from '../support/tally';

const tally = new Tally(__filename);
const PROCESSES = 3;
/** Failed sign-ins from one address to one account before a 429 (limits/signInLimit.ts). */
const AUTH_POINTS = SIGN_IN_LIMITS.addressAndEmail.points;
/** Magic-link requests from one address (limits/actionLimits.ts). */
const LINK_POINTS = LIMITS.magicRequest.points;

/** One client over many processes: each call goes to the next one, as a round-robin balancer. */
function spread(processes: readonly Bff[]): Client & { next(): Bff } {
  let turn = 0;
  const next = () => processes[turn++ % processes.length] as Bff;
  return {
    next,
    raw: (request) => next().raw(request),
    call: (...args) => {
      tally.input();
      return next().call(...args);
    },
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const serverErrors = (outcomes: readonly Outcome[]) =>
  outcomes.filter((outcome) => outcome.status >= 500);

/** Starts `count` processes at once; if one fails, the others are stopped before it throws. */
async function startAll(count: number, start: () => Promise<Bff>): Promise<Bff[]> {
  const started = await Promise.allSettled(Array.from({ length: count }, start));
  const running = started.flatMap((one) => (one.status === 'fulfilled' ? [one.value] : []));
  const failed = started.find((one) => one.status === 'rejected');
  if (!failed) return running;
  await Promise.all(running.map((bff) => bff.stop()));
  throw failed.reason;
}

/** A sign-up whose body is sent in two halves: `finish` sends the rest and reads the status. */
function slowSignUp(port: number): { finish(): Promise<number> } {
  const body = JSON.stringify({
    name: 'Leaving',
    email: uniqueEmail('leaving'),
    password: PASSWORD,
  });
  const request = http.request({
    port,
    host: '127.0.0.1',
    method: 'POST',
    path: '/api/account',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answered = new Promise<number>((resolve, reject) => {
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
  });
  const half = Math.floor(body.length / 2);
  request.write(body.slice(0, half));
  return {
    finish() {
      request.end(body.slice(half));
      return answered;
    },
  };
}

async function healthOf(bff: Bff): Promise<Record<string, unknown>> {
  return (await bff.call('GET', '/api/health')).json.data as Record<string, unknown>;
}

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let waited = 0; waited < 10000; waited += 100) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`not within 10 s: ${what}`);
}

/** Loads still running when a test ends (it failed midway) are stopped, or jest would never exit. */
const loads: Load[] = [];
function loadOver(...args: Parameters<typeof startLoad>): Load {
  const load = startLoad(...args);
  loads.push(load);
  return load;
}
afterEach(async () => {
  await Promise.all(loads.splice(0).map((load) => load.stop()));
});
afterAll(() => tally.report());

/**
 * The bound a process that missed a write's message may serve the old user (VERSION_READ_MS, 1 s
 * after its last read of the shared count, which came before the write), and a margin for the ask.
 */
const STALE_BOUND_MS = 1000 + 250;

/**
 * The user's name as `bff` answers it, asked again until it is `name` or the bound has passed;
 * `late` when the first answer was not yet `name`.
 */
async function nameSeen(
  bff: Bff,
  token: string,
  name: string,
): Promise<{ name: unknown; late: boolean }> {
  const started = Date.now();
  for (let ask = 0; ; ask += 1) {
    const seen: unknown = (await bff.call('GET', '/api/user', undefined, token)).json.data.name;
    if (seen === name || Date.now() - started > STALE_BOUND_MS)
      return { name: seen, late: ask > 0 };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe(`${PROCESSES} bff processes on one ${backend} database and one Redis`, () => {
  let store: Store;
  let own: OwnRedis | undefined;
  let redisUrl: string;
  let processes: Bff[];
  const prefix = `tongshu-test-${randomBytes(4).toString('hex')}:`;
  const jwtSecret = randomBytes(32).toString('hex');
  const env = () => ({ REDIS_URL: redisUrl, REDIS_PREFIX: prefix });

  beforeAll(async () => {
    store = await createStore();
    if (process.env.REDIS_URL) redisUrl = process.env.REDIS_URL;
    else {
      own = await startOwnRedis();
      redisUrl = own.url;
    }
    // All at once on the empty database: one migrates and seeds, the others wait for it.
    processes = await startAll(PROCESSES, () => startBff({ store, jwtSecret, env: env() }));
  }, 60000);

  afterAll(async () => {
    await Promise.all((processes ?? []).map((bff) => bff.stop()));
    await own?.close();
    await store?.close();
  });

  it('starts together on an empty database: one operator, one set of plans, one password', async () => {
    const knex = store.db().knex;
    const counted = await knex('users').where({ permission: 'master' }).count({ n: '*' });
    expect(Number(counted[0]?.n)).toBe(1);
    const plans = await knex('plans').select('id');
    expect(new Set(plans.map((plan: { id: string }) => plan.id)).size).toBe(plans.length);
    expect(processes.filter((bff) => bff.operator).length).toBe(1);
    for (const bff of processes) {
      await until(async () => (await healthOf(bff)).redis === 'up', 'health says redis up');
      expect(await healthOf(bff)).toMatchObject({
        status: 'ok',
        limits: 'shared',
        caches: 'shared',
      });
    }
  });

  it('holds the sign-in limit across processes: the 11th failure from one address is refused', async () => {
    const balancer = spread(processes);
    const person = await signUp(balancer, 'limited');
    const from = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= AUTH_POINTS; i += 1) {
      const answer = await balancer.call(
        'POST',
        '/api/user/auth',
        { email: person.email, password: `Wrong${i}abc` },
        undefined,
        from,
      );
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array<number>(AUTH_POINTS).fill(400), 429]);
    tally.refused();
  });

  it('holds the link limit across processes, and the per-account slowdown', async () => {
    const balancer = spread(processes);
    const person = await signUp(balancer, 'links');
    const from = freshAddress();
    const asked: number[] = [];
    // A new email each time: the per-address count is what is shared (one mailbox would meet its
    // own, smaller, counter first).
    for (let i = 0; i <= LINK_POINTS; i += 1) {
      asked.push(
        (
          await balancer.call(
            'POST',
            '/api/user/auth/magic',
            { email: uniqueEmail('asked') },
            undefined,
            from,
          )
        ).status,
      );
    }
    expect(asked).toEqual([...Array<number>(LINK_POINTS).fill(200), 429]);
    tally.refused();
    // Many addresses, one account, spread over every process: slowed as one process would.
    for (let i = 0; i < SIGN_IN_LIMITS.account.points + 1; i += 1) {
      await balancer.call('POST', '/api/user/auth', { email: person.email, password: 'Guess1234' });
    }
    const slowed = await balancer.call('POST', '/api/user/auth', {
      email: person.email,
      password: 'Guess1234',
    });
    expect(slowed.status).toBe(429);
    tally.refused();
  });

  it('shows a profile, plan and role change through one process on the others at once', async () => {
    const [first, second, third] = processes as [Bff, Bff, Bff];
    let late = 0;
    const owner = await signUp(first, 'changes');
    const member = await invite(first, outboxMailbox(first), owner, 'member');
    const master = await operator(processes.find((bff) => bff.operator) as Bff);
    for (let round = 0; round < 10; round += 1) {
      const name = `Renamed ${round}`;
      // Read through the others first, so that each holds the user in its session cache.
      for (const bff of [second, third]) {
        expect((await bff.call('GET', '/api/user', undefined, owner.token)).status).toBe(200);
      }
      const saved = await first.call(
        'PATCH',
        '/api/account',
        { name, email: owner.email, ...BIRTH },
        owner.token,
      );
      expect(saved.status).toBe(200);
      for (const bff of [second, third]) {
        tally.input();
        const seen = await nameSeen(bff, owner.token, name);
        expect(seen.name).toBe(name);
        if (seen.late) late += 1;
      }
    }
    // The write's message reaches the others before the client's next request nearly always; on a
    // loaded machine one may come after it, and the shared count, read again within its bound
    // (docs/security.md, "Sessions"), makes the read right. Never later than that bound.
    expect(late).toBeLessThanOrEqual(2);
    // The operator gives the account another plan through one; the others answer with it.
    const plans = ['simple', 'pro'];
    for (const plan of plans) {
      await second.call('GET', '/api/account/subscription', undefined, owner.token);
      const changed = await first.call(
        'PATCH',
        '/api/master/account',
        { id: owner.accountId, email: owner.email, plan, active: 1 },
        master.token,
      );
      expect(changed.status).toBe(200);
      const seen = await second.call('GET', '/api/account/subscription', undefined, owner.token);
      expect(JSON.stringify(seen.json.data)).toContain(`"${plan}"`);
    }
    // The owner makes the member an admin through one; the member's next call elsewhere sees it.
    expect(
      (await third.call('GET', '/api/user/permissions', undefined, member.token)).json.data,
    ).toMatchObject({ admin: false });
    const promoted = await first.call(
      'PATCH',
      '/api/user',
      { id: member.id, name: 'member', email: member.email, permission: 'admin' },
      owner.token,
    );
    expect(promoted.status).toBe(200);
    expect(
      (await third.call('GET', '/api/user/permissions', undefined, member.token)).json.data,
    ).toMatchObject({ admin: true });
    // And a password change through one ends the old session on every other at once.
    const changed = await second.call(
      'PATCH',
      '/api/user/password',
      { oldpassword: PASSWORD, newpassword: 'Changed123' },
      member.token,
    );
    expect(changed.status).toBe(200);
    for (const bff of [first, third]) {
      expect((await bff.call('GET', '/api/user', undefined, member.token)).status).toBe(401);
      tally.refused();
    }
  });

  it('stops answering a revoked feed link on every process at once', async () => {
    const [first, second, third] = processes as [Bff, Bff, Bff];
    const owner = await signUp(first, 'feeds');
    const path = `/download/ical/tongshueng/${owner.icalId}`;
    // Each process builds and keeps the feed's answer.
    for (const bff of processes) {
      expect((await bff.call('GET', path)).status).toBe(200);
      expect((await bff.call('GET', path)).status).toBe(200);
    }
    const rotated = await second.call('POST', '/api/calendars/rotate', {}, owner.token);
    expect(rotated.status).toBe(200);
    for (const bff of [first, third, second]) {
      expect((await bff.call('GET', path)).status).toBe(404);
      tally.refused();
    }
    const renewed = `/download/ical/tongshueng/${rotated.json.data.ical_id as string}`;
    expect((await first.call('GET', renewed)).status).toBe(200);
  });

  it('loses no answered write when one process is killed (SIGKILL) mid-load; the others serve on', async () => {
    const balancer = spread(processes);
    const people = await Promise.all([1, 2, 3].map((i) => signUp(balancer, `load${i}`)));
    const load = loadOver(balancer, people, 9);
    // At least 1.5 s of load in each phase, and enough answers for the counts below.
    await Promise.all([pause(1500), load.answered(70, 'start')]);
    const victim = processes[2] as Bff;
    load.phase('killed');
    await victim.stop('SIGKILL');
    tally.fault();
    await Promise.all([pause(1500), load.answered(40, 'killed')]);
    const outcomes = await load.stop();
    // A balancer retries what a dead process refused; answered requests are what must hold.
    const answered = outcomes.filter((outcome) => outcome.status !== 0);
    expect(answered.length).toBeGreaterThan(100);
    expect(serverErrors(answered)).toEqual([]);
    const afterKill = answered.filter((outcome) => outcome.startedIn === 'killed');
    expect(afterKill.length).toBeGreaterThan(30);
    const problems = await signUpProblems(store.db(), load.signUps);
    const knex = store.db().knex;
    const kept = await knex('feedback').whereIn('id', load.feedback).select('id');
    const lost = load.feedback.length - kept.length;
    tally.lost(lost + problems.length);
    expect(problems).toEqual([]);
    expect(lost).toBe(0);
    // The survivors carry on; the killed one comes back on the same database.
    processes[2] = await startBff({ store, jwtSecret, env: env() });
    const restarted = processes[2];
    await until(async () => (await healthOf(restarted)).redis === 'up', 'the restart shares');
  }, 60000);

  it('on SIGTERM finishes the requests in flight, closes its connections and exits 0', async () => {
    const leaving = processes[1] as Bff;
    // Sign-ups whose bodies are half sent when the signal comes: received, not yet answered.
    const halfSent = Array.from({ length: 4 }, () => slowSignUp(leaving.port));
    await new Promise((resolve) => setTimeout(resolve, 300));
    leaving.child.kill('SIGTERM');
    tally.fault();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const statuses = await Promise.all(halfSent.map((request) => request.finish()));
    expect(statuses).toEqual(Array<number>(4).fill(201));
    await leaving.stop();
    expect(leaving.child.exitCode).toBe(0);
    expect(logMessages(leaving.stdout())).toContain('stopped');
    // Refused from now on: the balancer sends its requests elsewhere.
    await expect(leaving.call('GET', '/api/health')).rejects.toThrow();
    processes[1] = await startBff({ store, jwtSecret, env: env() });
  }, 30000);

  it('the control: without Redis between them, a second process reads a change stale', async () => {
    // The control: the same write-then-read across two processes with no Redis between them.
    const alone = await startAll(2, () =>
      startBff({ store, jwtSecret, env: { SESSION_CACHE_MS: '60000' } }),
    );
    try {
      const [writer, reader] = alone as [Bff, Bff];
      const owner = await signUp(writer, 'control');
      expect((await reader.call('GET', '/api/user', undefined, owner.token)).status).toBe(200);
      const saved = await writer.call(
        'PATCH',
        '/api/account',
        { name: 'Changed elsewhere', email: owner.email, ...BIRTH },
        owner.token,
      );
      expect(saved.status).toBe(200);
      const read = await reader.call('GET', '/api/user', undefined, owner.token);
      expect(read.json.data.name).toBe('control');
    } finally {
      await Promise.all(alone.map((bff) => bff.stop()));
    }
  }, 30000);
});

describe(`Redis killed and restarted under load (${backend})`, () => {
  let store: Store;
  let redis: OwnRedis;
  let pair: Bff[];

  beforeAll(async () => {
    store = await createStore();
    redis = await startOwnRedis();
    const jwtSecret = randomBytes(32).toString('hex');
    const env = { REDIS_URL: redis.url, REDIS_PREFIX: 'fault:' };
    pair = await startAll(2, () => startBff({ store, jwtSecret, env }));
  }, 60000);

  afterAll(async () => {
    await Promise.all((pair ?? []).map((bff) => bff.stop()));
    await redis?.close();
    await store?.close();
  });

  it('answers no 5xx, falls back to per-process limits and bypasses caches, then shares again', async () => {
    const balancer = spread(pair);
    const people = await Promise.all([1, 2].map((i) => signUp(balancer, `redis${i}`)));
    // Not in the load, whose profile saves would overwrite the names this test reads back.
    const owner = await signUp(balancer, 'watcher');
    const load = loadOver(balancer, people, 6);
    // At least 1 s of load in each phase, and over 100 answers in all.
    await Promise.all([pause(1000), load.answered(35, 'start')]);
    load.phase('redis down');
    await redis.stop();
    tally.fault();
    for (const bff of pair) {
      await until(async () => (await healthOf(bff)).redis === 'down', 'health says redis down');
      expect(await healthOf(bff)).toMatchObject({
        status: 'ok',
        limits: 'process',
        caches: 'bypassed',
      });
    }
    // Caches bypassed: a write through one is read through the other at once, Redis or not.
    const [first, second] = pair as [Bff, Bff];
    await second.call('GET', '/api/user', undefined, owner.token);
    await first.call(
      'PATCH',
      '/api/account',
      { name: 'While down', email: owner.email, ...BIRTH },
      owner.token,
    );
    expect((await second.call('GET', '/api/user', undefined, owner.token)).json.data.name).toBe(
      'While down',
    );
    // Limits still hold, each process counting for itself.
    const from = freshAddress();
    const guesses: number[] = [];
    for (let i = 0; i <= AUTH_POINTS; i += 1) {
      guesses.push(
        (
          await first.call(
            'POST',
            '/api/user/auth',
            { email: uniqueEmail('nobody'), password: 'Guess1234' },
            undefined,
            from,
          )
        ).status,
      );
    }
    expect(guesses.slice(0, AUTH_POINTS).every((status) => status === 400)).toBe(true);
    await Promise.all([pause(1000), load.answered(35, 'redis down')]);
    load.phase('redis back');
    await redis.start();
    for (const bff of pair) {
      await until(async () => (await healthOf(bff)).redis === 'up', 'health says redis up');
    }
    await Promise.all([pause(1000), load.answered(35, 'redis back')]);
    const outcomes = await load.stop();
    expect(outcomes.length).toBeGreaterThan(100);
    expect(serverErrors(outcomes)).toEqual([]);
    expect(outcomes.filter((outcome) => outcome.status === 0)).toEqual([]);
    expect(outcomes.some((outcome) => outcome.startedIn === 'redis down')).toBe(true);
    const logged = pair.flatMap((bff) => logMessages(bff.stdout()));
    expect(logged.some((line) => line.startsWith('redis: unreachable'))).toBe(true);
    // Each process: connected at start, and again after the restart.
    expect(logged.filter((line) => line.startsWith('redis: connected')).length).toBe(
      2 * pair.length,
    );
    // Shared again: a write through one is seen through the other on the next request.
    await second.call('GET', '/api/user', undefined, owner.token);
    await first.call(
      'PATCH',
      '/api/account',
      { name: 'Back', email: owner.email, ...BIRTH },
      owner.token,
    );
    expect((await second.call('GET', '/api/user', undefined, owner.token)).json.data.name).toBe(
      'Back',
    );
  }, 60000);
});

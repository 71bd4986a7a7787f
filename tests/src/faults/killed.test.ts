/**
 * The bff process is killed (SIGKILL: no cleanup, no flush) while sign-ups are in flight, three
 * times, and restarted on the same database each time (the same SQLite file, or the same
 * PostgreSQL schema). Every attempted sign-up must either fully exist (owner, account,
 * subscription row) or not at all, every answered one must exist, and the restarted bff serves
 * them.
 */
import { backend, bffForFile, startBff } from '../support/bffProcess';
import { freshAddress } from '../support/http';
import { signUpProblems } from '../support/invariants';
import { PASSWORD, uniqueEmail } from '../support/people';
import { Tally } from '../support/tally';

const tally = new Tally(__filename);
const ROUNDS = 3;
const SIGN_UPS = 24;
const IN_FLIGHT = 8;

describe(`the process killed during sign-up (${backend})`, () => {
  // The bff is restarted on the same store; the last one is stopped after the tests.
  const shared = bffForFile(tally);
  const attempts = new Map<string, number>();

  /** Sends SIGN_UPS sign-ups, IN_FLIGHT at a time, and kills the process after `killAfter` answers. */
  async function signUpsUntilKilled(killAfter: number): Promise<void> {
    const emails = Array.from({ length: SIGN_UPS }, () => uniqueEmail('killed'));
    let answered = 0;
    let next = 0;
    const worker = async () => {
      while (next < emails.length) {
        const email = emails[next++] as string;
        attempts.set(email, 0);
        tally.input();
        const body = { name: 'Killed', email, password: PASSWORD, plan: 'pro' };
        // Each from an address of its own: sign-ups are limited per address.
        const answer = await shared.bff
          .call('POST', '/api/account', body, undefined, freshAddress())
          .catch(() => undefined);
        if (answer) attempts.set(email, answer.status);
        answered += 1;
        if (answered === killAfter) shared.bff.child.kill('SIGKILL');
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    await shared.bff.stop('SIGKILL');
  }

  it('leaves no half-made account, loses no answered one, and serves them after a restart', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      await signUpsUntilKilled(2 + round * 3);
      expect(shared.bff.child.signalCode).toBe('SIGKILL');
      // Restart on the same database: SQLite rolls back the journal of the killed transaction.
      shared.bff = await startBff({ store: shared.store, jwtSecret: shared.bff.jwtSecret });
      const problems = await signUpProblems(shared.store.db(), attempts);
      tally.lost(problems.length);
      expect(problems).toEqual([]);
      tally.fault();
    }
    const statuses = [...attempts.values()];
    // Some answered before each kill and some never did: the kill hit sign-ups in flight.
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(ROUNDS);
    expect(statuses.filter((s) => s === 0).length).toBeGreaterThanOrEqual(ROUNDS);
    expect(statuses.filter((s) => ![0, 201].includes(s))).toEqual([]);
    // The restarted bff serves every account that exists, and a killed sign-up can be redone.
    const users = await shared.store
      .db()
      .knex('users')
      .whereIn('email', [...attempts.keys()]);
    for (const user of users.slice(0, 5)) {
      const signedIn = await shared.bff.call('POST', '/api/user/auth', {
        email: user.email,
        password: PASSWORD,
      });
      expect(signedIn.status).toBe(200);
    }
    const lost = [...attempts].find(([email]) => !users.some((u) => u.email === email));
    if (lost) {
      const again = await shared.bff.call('POST', '/api/account', {
        name: 'Again',
        email: lost[0],
        password: PASSWORD,
      });
      expect(again.status).toBe(201);
    }
  }, 60000);
});

/**
 * Single-use links and guessing against the running bff: magic-link, reset and invite tokens work
 * once, expire, do not cross kinds; guessing them, passwords or flooding the mail routes hits the
 * rate limit (429 with Retry-After) per client address, a new email in each request or not
 * (tests/src/security/limits.test.ts has the other counters); failed sign-ins are audited; and an
 * unknown email costs the same time as a wrong password.
 */
import { LIMITS, SIGN_IN_LIMITS } from '@tongshu/bff/settings';
import { backend, type Bff, bffForFile, type Store } from '../support/bffProcess';
import { freshAddress } from '../support/http';
import {
  outboxMailbox,
  PASSWORD,
  signUp,
  uniqueEmail,
  type Mailbox,
  type Person,
} from '../support/people';
import { Tally } from '../support/tally';

const tally = new Tally(__filename);
const MAGIC_INVALID = 'Magic Link is invalid';
const RESET_INVALID = 'This reset link is invalid or has expired, please ask for a new one';
/** Failed sign-ins from one address to one account before a 429 (limits/signInLimit.ts). */
const SIGN_IN = SIGN_IN_LIMITS.addressAndEmail.points;

describe(`single-use links and guessing (${backend})`, () => {
  let store: Store;
  let bff: Bff;
  let mailbox: Mailbox;
  let victim: Person;

  bffForFile(tally, async (shared) => {
    ({ store, bff } = shared);
    mailbox = outboxMailbox(bff);
    victim = await signUp(bff, 'victim');
  });

  async function post(path: string, body: Record<string, unknown>, from = freshAddress()) {
    tally.input();
    return bff.call('POST', path, body, undefined, from);
  }

  async function magicToken(email: string): Promise<string> {
    const since = mailbox.mark();
    const asked = await post('/api/user/auth/magic', { email });
    expect(asked.status).toBe(200);
    return mailbox.link(email, since, 'token');
  }

  async function resetToken(email: string): Promise<string> {
    const since = mailbox.mark();
    const asked = await post('/api/user/password/reset/request', { email });
    expect(asked.status).toBe(200);
    return mailbox.link(email, since, 'token');
  }

  function refused(
    answer: { status: number; json: { message?: unknown } },
    status: number,
    message?: string,
  ) {
    expect(answer.status).toBe(status);
    if (message !== undefined) expect(answer.json.message).toBe(message);
    tally.refused();
  }

  it('answers a magic-link request the same whether or not the email has an account', async () => {
    const known = await post('/api/user/auth/magic', { email: victim.email });
    const unknown = await post('/api/user/auth/magic', { email: uniqueEmail('nobody') });
    expect(unknown.status).toBe(known.status);
    expect(unknown.json).toEqual(known.json);
    tally.refused();
  });

  it('signs in once with a magic link, and never again with the same link', async () => {
    const token = await magicToken(victim.email);
    const first = await post('/api/user/auth/magic/verify', { token });
    expect(first.status).toBe(200);
    expect(first.json.data.id).toBe(victim.id);
    refused(await post('/api/user/auth/magic/verify', { token }), 400, MAGIC_INVALID);
    // Concurrent replays of a fresh link: exactly one wins (the token is consumed atomically).
    const raced = await magicToken(victim.email);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post('/api/user/auth/magic/verify', { token: raced })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400, 400, 400]);
    tally.refused(4);
  });

  it('refuses expired links and links of another kind', async () => {
    // Another holder: one mailbox gets only a few link mails an hour, and the victim had theirs.
    const holder = await signUp(bff, 'holder');
    const magic = await magicToken(holder.email);
    const reset = await resetToken(holder.email);
    refused(
      await post('/api/user/password/reset', {
        jwt: magic,
        email: holder.email,
        password: 'Another123',
      }),
      400,
      RESET_INVALID,
    );
    refused(await post('/api/user/auth/magic/verify', { token: reset }), 400, MAGIC_INVALID);
    refused(
      await post('/api/user', {
        name: 'X',
        email: holder.email,
        password: PASSWORD,
        inviteId: magic,
      }),
      400,
    );
    const expiring = await magicToken(holder.email);
    await store
      .db()
      .knex('tokens')
      .whereNull('used_at')
      .update({ expires_at: new Date(Date.now() - 1000).toISOString() });
    refused(await post('/api/user/auth/magic/verify', { token: expiring }), 400, MAGIC_INVALID);
  });

  it('resets a password once with the reset link, and only for its own email', async () => {
    const wrongEmail = await resetToken(victim.email);
    const other = await signUp(bff, 'other');
    refused(
      await post('/api/user/password/reset', {
        jwt: wrongEmail,
        email: other.email,
        password: 'Another123',
      }),
      400,
      RESET_INVALID,
    );
    const token = await resetToken(victim.email);
    const reset = await post('/api/user/password/reset', {
      jwt: token,
      email: victim.email,
      password: 'Another123',
    });
    expect(reset.status).toBe(200);
    refused(
      await post('/api/user/password/reset', {
        jwt: token,
        email: victim.email,
        password: 'Third1234',
      }),
      400,
      RESET_INVALID,
    );
    refused(await post('/api/user/auth', { email: victim.email, password: PASSWORD }), 400);
    expect(
      (await post('/api/user/auth', { email: victim.email, password: 'Another123' })).status,
    ).toBe(200);
  });

  it('rate-limits guessing and flooding on every link, sign-in and mail route per address: 429 with Retry-After', async () => {
    const guess = (i: number) => `guess-${i}-${'x'.repeat(40)}`;
    // A new email in each request but sign-in's (whose counter is per address and email): the
    // email is no fresh count.
    const guesses: [string, number, (i: number) => Record<string, unknown>][] = [
      [
        '/api/user/auth/magic/verify',
        LIMITS.magicVerify.points,
        (i) => ({ token: guess(i), email: uniqueEmail('g') }),
      ],
      [
        '/api/user/password/reset',
        LIMITS.reset.points,
        (i) => ({ jwt: guess(i), email: uniqueEmail('g'), password: 'Guess1234' }),
      ],
      [
        '/api/user',
        LIMITS.acceptInvite.points,
        (i) => ({ name: 'G', email: uniqueEmail('g'), password: PASSWORD, inviteId: guess(i) }),
      ],
      ['/api/user/auth', SIGN_IN, (i) => ({ email: victim.email, password: `Wrong${i}abc` })],
      ['/api/user/auth/magic', LIMITS.magicRequest.points, () => ({ email: uniqueEmail('f') })],
      [
        '/api/user/password/reset/request',
        LIMITS.resetRequest.points,
        () => ({ email: uniqueEmail('f') }),
      ],
      [
        '/api/account',
        LIMITS.signUp.points,
        () => ({ name: 'Flood', email: victim.email, password: PASSWORD }),
      ],
      [
        '/api/utility/mail',
        LIMITS.contact.points,
        () => ({ name: 'Flood', email: uniqueEmail('f'), message: 'spam' }),
      ],
    ];
    for (const [path, limit, body] of guesses) {
      const from = freshAddress();
      for (let i = 0; i < limit; i += 1) {
        const answer = await post(path, body(i), from);
        expect({ path, i, limited: answer.status === 429 }).toEqual({ path, i, limited: false });
      }
      const blocked = await post(path, body(limit), from);
      expect({ path, status: blocked.status }).toEqual({ path, status: 429 });
      const wait = Number(blocked.headers['retry-after']);
      expect(Number.isInteger(wait) && wait > 0 && wait <= 3600).toBe(true);
      expect(blocked.json.message).toMatch(/^Too many attempts, please try again in \d+ seconds$/);
      tally.refused();
    }
    // The right password from the blocked address is blocked too: the limit is not a hint. (A
    // fresh account: the victim's failures from every address above now slow it down, which
    // security/sessions.test.ts covers.)
    const guessed = await signUp(bff, 'guessed');
    const limitedFrom = freshAddress();
    for (let i = 0; i < SIGN_IN; i += 1)
      await post('/api/user/auth', { email: guessed.email, password: 'nope' }, limitedFrom);
    refused(
      await post('/api/user/auth', { email: guessed.email, password: PASSWORD }, limitedFrom),
      429,
    );
    // Another address is its own window (a shared office is not locked out by one guesser).
    expect(
      (await post('/api/user/auth', { email: guessed.email, password: PASSWORD })).status,
    ).toBe(200);
  });

  it('audits every failed sign-in with its address, known email or not', async () => {
    const knex = store.db().knex;
    const failed = await knex('audit_log').where({ action: 'auth.signin_failed' });
    const forVictim = failed.filter((row) => row.target_id === victim.id);
    expect(forVictim.length).toBeGreaterThanOrEqual(SIGN_IN);
    const detail = JSON.parse(forVictim[0].detail) as Record<string, unknown>;
    expect(detail).toMatchObject({
      method: 'password',
      reason: 'wrong password',
      email: victim.email,
    });
    expect(String(detail.ip)).toMatch(/127\./);
    const nobody = uniqueEmail('nobody');
    await post('/api/user/auth', { email: nobody, password: 'Whatever1' });
    const anonymous = await knex('audit_log').where({
      action: 'auth.signin_failed',
      actor_id: 'anonymous',
    });
    expect(anonymous.some((row) => String(row.detail).includes(nobody))).toBe(true);
    const magicFailures = anonymous.filter((row) => String(row.detail).includes('magic_link'));
    expect(magicFailures.length).toBeGreaterThanOrEqual(LIMITS.magicVerify.points);
    const signins = await knex('audit_log').where({ action: 'auth.signin', target_id: victim.id });
    expect(signins.map((row) => JSON.parse(row.detail).method).sort()).toEqual(
      expect.arrayContaining(['magic_link', 'password']),
    );
  });

  it('takes as long for an unknown email as for a wrong password (no account oracle)', async () => {
    async function median(email: string): Promise<number> {
      const times: number[] = [];
      for (let i = 0; i < 7; i += 1) {
        const started = process.hrtime.bigint();
        await post('/api/user/auth', { email, password: 'Wrong1234' });
        times.push(Number(process.hrtime.bigint() - started) / 1e6);
      }
      return times.sort((a, b) => a - b)[3] ?? 0;
    }
    const known = await median(victim.email);
    const unknown = await median(uniqueEmail('ghost'));
    // Without the decoy hash an unknown email answered in ~2 ms against ~60 ms: a 30x gap.
    expect(unknown / known).toBeGreaterThan(0.4);
    tally.refused();
  });
});

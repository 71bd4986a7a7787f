/**
 * Sessions end when they must, and guessing is capped however it is spread, against the running
 * bff (docs/security.md, "Sessions" and "Sign-in limits"):
 * - a password change, a reset and "sign out everywhere" end every older session of the user (a
 *   token taken before answers 401), while other users' sessions go on;
 * - one address trying many accounts (spraying) is capped across emails, yet an office behind
 *   one address, its people mistyping now and then, is never refused;
 * - many addresses guessing one account slow it to one attempt per 30 seconds, and its holder
 *   still signs in.
 */
import { SIGN_IN_LIMITS } from '@tongshu/bff/settings';
import { backend, type Bff, bffForFile } from '../support/bffProcess';
import { freshAddress } from '../support/http';
import { outboxMailbox, PASSWORD, signUp, uniqueEmail, type Person } from '../support/people';
import { Tally } from '../support/tally';

const tally = new Tally(__filename);
// Dozens of password hashes per test (sign-ups and sign-ins), on a machine running other suites.
jest.setTimeout(60000);
const EXPIRED = 'Your session has expired, please sign in again';

describe(`sessions and sign-in limits (${backend})`, () => {
  let bff: Bff;

  bffForFile(tally, async (shared) => {
    ({ bff } = shared);
  });

  async function call(method: string, path: string, body?: unknown, token?: string, from?: string) {
    tally.input();
    return bff.call(method, path, body, token, from ?? freshAddress());
  }

  async function signIn(email: string, password = PASSWORD, from?: string) {
    return call('POST', '/api/user/auth', { email, password }, undefined, from);
  }

  /** A second device's session of the same person. */
  async function secondSession(person: Person, password = PASSWORD): Promise<string> {
    const answer = await signIn(person.email, password);
    expect(answer.status).toBe(200);
    return String(answer.json.data.token);
  }

  async function expectEnded(token: string) {
    const answer = await call('GET', '/api/user', undefined, token);
    expect(answer.status).toBe(401);
    expect(answer.json.message).toBe(EXPIRED);
    tally.refused();
  }

  it('a password change ends every other session; the answer carries this device a new one', async () => {
    const person = await signUp(bff, 'changer');
    const bystander = await signUp(bff, 'bystander');
    const laptop = await secondSession(person);
    const changed = await call(
      'PATCH',
      '/api/user/password',
      { oldpassword: PASSWORD, newpassword: 'Changed123' },
      person.token,
    );
    expect(changed.status).toBe(200);
    await expectEnded(person.token);
    await expectEnded(laptop);
    const renewed = await call('GET', '/api/user', undefined, String(changed.json.data.token));
    expect(renewed.status).toBe(200);
    expect((await call('GET', '/api/user', undefined, bystander.token)).status).toBe(200);
  });

  it('a reset by mailed link ends every session of the user', async () => {
    const person = await signUp(bff, 'resetter');
    const laptop = await secondSession(person);
    const mailbox = outboxMailbox(bff);
    const since = mailbox.mark();
    await call('POST', '/api/user/password/reset/request', { email: person.email });
    const jwt = await mailbox.link(person.email, since, 'token');
    const reset = await call('POST', '/api/user/password/reset', {
      jwt,
      email: person.email,
      password: 'Reset1234',
    });
    expect(reset.status).toBe(200);
    await expectEnded(person.token);
    await expectEnded(laptop);
    expect((await signIn(person.email, 'Reset1234')).status).toBe(200);
  });

  it('sign out everywhere ends every session of the user, the calling one included', async () => {
    const person = await signUp(bff, 'leaver');
    const phone = await secondSession(person);
    const out = await call('POST', '/api/user/signout', {}, person.token);
    expect(out).toMatchObject({
      status: 200,
      json: { message: 'You have been signed out on every device' },
    });
    await expectEnded(person.token);
    await expectEnded(phone);
    expect((await call('POST', '/api/user/signout', {}, phone)).status).toBe(401);
    tally.refused();
    expect((await signIn(person.email)).status).toBe(200);
  });

  it('caps one address trying one password on many accounts (spraying)', async () => {
    const sprayer = freshAddress();
    const { points } = SIGN_IN_LIMITS.address;
    for (let i = 0; i < points; i += 1) {
      expect((await signIn(uniqueEmail('sprayed'), 'Guess1234', sprayer)).status).toBe(400);
    }
    const capped = await signIn(uniqueEmail('sprayed'), 'Guess1234', sprayer);
    expect(capped.status).toBe(429);
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(0);
    tally.refused();
    // The cap is the sprayer's address, not the accounts: from elsewhere they sign in.
    const person = await signUp(bff, 'elsewhere');
    expect((await signIn(person.email)).status).toBe(200);
  });

  it('never refuses an office behind one address whose people mistype now and then', async () => {
    const office = freshAddress();
    const staff = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signUp(bff, `office${i}`)),
    );
    // Three mistakes and a success each: 36 failures from one address within the window.
    for (const person of staff) {
      for (let typo = 0; typo < 3; typo += 1) {
        expect((await signIn(person.email, 'Typo12345', office)).status).toBe(400);
      }
      expect((await signIn(person.email, PASSWORD, office)).status).toBe(200);
    }
  });

  it('slows many addresses guessing one account to one attempt per 30 s; its holder gets in', async () => {
    const holder = await signUp(bff, 'guessed');
    const { points } = SIGN_IN_LIMITS.account;
    for (let i = 0; i < points; i += 1) {
      expect((await signIn(holder.email, `Guess${i}abc`)).status).toBe(400);
    }
    // Past the limit, one attempt goes through per pace, from whichever address...
    expect((await signIn(holder.email, 'Guess999abc')).status).toBe(400);
    const slowed = await signIn(holder.email, 'Guess998abc');
    expect(slowed.status).toBe(429);
    const wait = Number(slowed.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(SIGN_IN_LIMITS.accountPace.windowMs / 1000);
    tally.refused();
    // ...so the holder, once the pace allows, signs in: slowed, never locked out.
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
    expect((await signIn(holder.email)).status).toBe(200);
  }, 60000);
});

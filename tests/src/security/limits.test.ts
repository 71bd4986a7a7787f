/**
 * The hostile walk of issue 32 ("limits that count what they claim"), against the running bff:
 * every limit used to count per route, address and body email, so a new email in the body was a
 * fresh count. Each attack below varies what the caller chooses freely (the email, the sender,
 * the client address) and is refused by the counter of what the action protects: the client
 * address, the user, the account, or the mailbox that receives the mail. With REDIS_URL set, the
 * counts are Redis's, as in production.
 */
import { LIMITS } from '@tongshu/bff/settings';
import { logMessages } from '@tongshu/test-support';
import { backend, bffForFile, type Bff } from '../support/bffProcess';
import { freshAddress, type RawResponse } from '../support/http';
import { PASSWORD, signUp, uniqueEmail, type Person } from '../support/people';
import { Tally } from '../support/tally';

const tally = new Tally(__filename);
const TOO_MANY = /^Too many attempts, please try again in \d+ seconds$/;

describe(`limits by what they protect (${backend})`, () => {
  let bff: Bff;

  bffForFile(
    tally,
    (shared) => {
      ({ bff } = shared);
    },
    {
      env: (): Record<string, string> => {
        const redis = process.env.REDIS_URL;
        const prefix = `limits-${Date.now()}-${process.pid}:`;
        return redis ? { REDIS_URL: redis, REDIS_PREFIX: prefix } : {};
      },
    },
  );

  function send(path: string, body: unknown, token?: string, from?: string) {
    tally.input();
    return bff.call('POST', path, body, token, from);
  }

  /** Sends `count` requests; expects none refused, then the next one refused with a 429. */
  async function floodUntilRefused(
    count: number,
    request: (i: number) => Promise<RawResponse>,
  ): Promise<void> {
    for (let i = 0; i < count; i += 1) {
      const answer = await request(i);
      expect({ i, status: answer.status }).not.toEqual({ i, status: 429 });
    }
    const refused = await request(count);
    expect(refused.status).toBe(429);
    expect(refused.json.message).toMatch(TOO_MANY);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    tally.refused();
  }

  /** The mails the bff sent (its outbox log) to `to`. */
  const mailsTo = (to: string) =>
    logMessages(bff.stdout()).filter((line) => line.startsWith(`Mail to ${to}:`)).length;

  /** The mails to `to` once the log has caught up with `expected` (or 5 s have passed). */
  async function mailsSettled(to: string, expected: number): Promise<number> {
    for (let waited = 0; waited < 5000 && mailsTo(to) < expected; waited += 20)
      await new Promise((resolve) => setTimeout(resolve, 20));
    // A little longer, so that a mail too many would show.
    await new Promise((resolve) => setTimeout(resolve, 200));
    return mailsTo(to);
  }

  const addresses = (n: number) => Array.from({ length: n }, () => uniqueEmail('hired'));

  it("counts invites by addresses: the account's daily budget holds whatever the request size", async () => {
    const owner = await signUp(bff, 'hiring');
    const invite = (emails: readonly string[]) =>
      send('/api/invite', { email: emails.join(', ') }, owner.token);
    const budget = LIMITS.inviteAccount.points;
    expect((await invite(addresses(20))).status).toBe(200);
    expect((await invite(addresses(20))).status).toBe(200);
    // 40 spent of 50: twenty more do not fit, and the refused request spends nothing.
    const tooMany = addresses(20);
    const refused = await invite(tooMany);
    expect(refused.status).toBe(429);
    expect(refused.json.message).toMatch(TOO_MANY);
    tally.refused();
    expect(tooMany.map(mailsTo)).toEqual(tooMany.map(() => 0));
    expect((await invite(addresses(budget - 40))).status).toBe(200);
    expect((await invite(addresses(1))).status).toBe(429);
    tally.refused();
  });

  it('invites one address a few times a day at most, whichever account asks', async () => {
    const target = uniqueEmail('invited');
    const owners = [await signUp(bff, 'inviter-a'), await signUp(bff, 'inviter-b')];
    const inviteFrom = (i: number) =>
      send('/api/invite', { email: target }, (owners[i % 2] as Person).token, freshAddress());
    await floodUntilRefused(LIMITS.inviteMailbox.points, inviteFrom);
    expect(await mailsSettled(target, LIMITS.inviteMailbox.points)).toBe(
      LIMITS.inviteMailbox.points,
    );
  });

  it('limits contact mail per client address, whatever sender each message names', async () => {
    const from = freshAddress();
    await floodUntilRefused(LIMITS.contact.points, () =>
      send(
        '/api/utility/mail',
        { name: 'Spam', email: uniqueEmail('sender'), message: 'Buy now' },
        undefined,
        from,
      ),
    );
  });

  it('limits help mail per signed-in user, from whatever address', async () => {
    const user = await signUp(bff, 'helped');
    await floodUntilRefused(LIMITS.help.points, () =>
      send(
        '/api/utility/mail',
        { template: 'help', message: 'Help', email: uniqueEmail('forged') },
        user.token,
        freshAddress(),
      ),
    );
  });

  it('limits sign-ups per client address, a new email each time', async () => {
    const from = freshAddress();
    await floodUntilRefused(LIMITS.signUp.points, () =>
      send(
        '/api/account',
        { name: 'Farm', email: uniqueEmail('farm'), password: PASSWORD, plan: 'free' },
        undefined,
        from,
      ),
    );
  });

  // 301 requests: more than jest's default 5 s on a loaded 2-core machine.
  it('limits page views per client address, a new email in the body each time', async () => {
    const from = freshAddress();
    await floodUntilRefused(LIMITS.pageView.points, () =>
      send('/api/analytics/pageview', { route: '/pricing', email: uniqueEmail('v') }, '', from),
    );
  }, 60000);

  it('limits magic-link guesses per client address, a new email each time', async () => {
    const from = freshAddress();
    await floodUntilRefused(LIMITS.magicVerify.points, (i) =>
      send(
        '/api/user/auth/magic/verify',
        { token: `guess-${i}-${'x'.repeat(40)}`, email: uniqueEmail('g') },
        undefined,
        from,
      ),
    );
  });

  it('limits reset-token guesses per client address, a new email each time', async () => {
    const from = freshAddress();
    await floodUntilRefused(LIMITS.reset.points, (i) =>
      send(
        '/api/user/password/reset',
        { jwt: `guess-${i}-${'x'.repeat(40)}`, email: uniqueEmail('g'), password: 'Guess1234' },
        undefined,
        from,
      ),
    );
  });

  it.each([
    ['reset', '/api/user/password/reset/request', LIMITS.resetMailbox.points],
    ['magic-link', '/api/user/auth/magic', LIMITS.magicMailbox.points],
  ])(
    'sends a victim at most a few %s mails an hour, asked from ten addresses',
    async (_, path, allowed) => {
      const victim = await signUp(bff, 'victim');
      // The sign-up's own mails (a welcome) are not the flood's.
      const before = await mailsSettled(victim.email, 0);
      const statuses: number[] = [];
      for (let i = 0; i < 10; i += 1)
        statuses.push(
          (await send(path, { email: ` ${victim.email.toUpperCase()}` }, undefined, freshAddress()))
            .status,
        );
      expect(statuses).toEqual([
        ...Array<number>(allowed).fill(200),
        ...Array<number>(10 - allowed).fill(429),
      ]);
      tally.refused(10 - allowed);
      expect((await mailsSettled(victim.email, before + allowed)) - before).toBe(allowed);
    },
  );

  it('limits feedback per signed-in user, from whatever address', async () => {
    const user = await signUp(bff, 'critic');
    await floodUntilRefused(LIMITS.feedback.points, () =>
      send('/api/feedback', { rating: 'smile', comment: 'Again' }, user.token, freshAddress()),
    );
  });
});

/**
 * The signed-in user's side of spec section 7 around mission control: the feedback widget, the
 * referral table, getting-started progress, and contact and help mail through a real SMTP server.
 */
import { freshAddress } from '@tongshu/test-support';
import {
  mailTestSuite,
  startTestServer,
  uniqueEmail,
  signUpRequest,
} from '@tongshu/test-support/server';
import { LIMITS } from '../platform/limits/actionLimits';
import { log } from '../platform/log/logger';

describe(`user calls on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  const suite = mailTestSuite();

  async function signUp(fields: Record<string, unknown> = {}) {
    const created = await signUpRequest(suite.server, {
      name: 'Mei',
      email: uniqueEmail('user'),
      password: 'Secret123',
      ...fields,
    });
    expect(created.status).toBe(201);
    return created.body.data as { token: string; id: string; email: string; account_id: string };
  }

  describe('POST /api/feedback', () => {
    it.each([
      ['smile', 'positive'],
      ['meh', 'neutral'],
      ['frown', 'negative'],
      ['positive', 'positive'],
      ['Neutral', 'neutral'],
      ['negative', 'negative'],
    ])('stores %s as %s', async (rating, stored) => {
      const { token } = await signUp();
      const posted = await suite.server.call(
        'POST',
        '/api/feedback',
        { rating, comment: ' Hi ' },
        token,
      );
      expect(posted).toEqual({
        status: 201,
        body: {
          message: 'Thank you for your feedback!',
          data: {
            id: expect.any(String),
            rating: stored,
            comment: 'Hi',
            date_created: expect.any(String),
          },
        },
      });
    });

    it('takes the comment as optional', async () => {
      const { token } = await signUp();
      const posted = await suite.server.call(
        'POST',
        '/api/feedback',
        { rating: 'smile', comment: '' },
        token,
      );
      expect(posted.body.data.comment).toBeNull();
    });

    it.each([
      [{}, 'Please select an option', 'rating'],
      [{ rating: 'love' }, 'Please select an option', 'rating'],
      [{ rating: 3 }, 'Please select an option', 'rating'],
      [
        { rating: 'meh', comment: 'x'.repeat(2001) },
        'Please enter a comment of at most 2000 characters',
        'comment',
      ],
      [
        { rating: 'meh', comment: 42 },
        'Please enter a comment of at most 2000 characters',
        'comment',
      ],
    ])('%j answers "%s"', async (body, message, inputError) => {
      const { token } = await signUp();
      expect(await suite.server.call('POST', '/api/feedback', body, token)).toEqual({
        status: 400,
        body: { message, inputError },
      });
    });

    it('needs a signed-in user', async () => {
      expect((await suite.server.call('POST', '/api/feedback', { rating: 'smile' })).status).toBe(
        401,
      );
    });
  });

  describe('GET /api/referral/breakdown', () => {
    it('counts sign-ups under the code per month, newest first', async () => {
      const referrer = await signUp();
      const code = `r${Date.now().toString(36)}`;
      await suite.server.db
        .knex('users')
        .where({ id: referrer.id })
        .update({ reference_code: code });
      for (let i = 0; i < 3; i += 1) await signUp({ reference_code: code });
      await signUp({ reference_code: 'someone-else' });
      const oldest = await suite.server.db
        .knex('referrals')
        .where({ reference_code: code })
        .first();
      await suite.server.db
        .knex('referrals')
        .where({ id: oldest.id })
        .update({ date_created: '2025-03-15T12:00:00.000Z' });
      const now = new Date();
      const { status, body } = await suite.server.call(
        'GET',
        '/api/referral/breakdown',
        undefined,
        referrer.token,
      );
      expect(status).toBe(200);
      expect(body.data).toEqual([
        { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, count: 2 },
        { year: 2025, month: 3, count: 1 },
      ]);
    });

    it('is an empty table for a code nobody used yet', async () => {
      const referrer = await signUp();
      await suite.server.db
        .knex('users')
        .where({ id: referrer.id })
        .update({ reference_code: `n${Date.now()}` });
      const { body } = await suite.server.call(
        'GET',
        '/api/referral/breakdown',
        undefined,
        referrer.token,
      );
      expect(body.data).toEqual([]);
    });

    it('is closed to users without a reference code and to visitors', async () => {
      const { token } = await signUp();
      expect(await suite.server.call('GET', '/api/referral/breakdown', undefined, token)).toEqual({
        status: 403,
        body: { message: 'The referral programme is not open to this user' },
      });
      expect((await suite.server.call('GET', '/api/referral/breakdown')).status).toBe(401);
    });
  });

  describe('GET /api/demo/progress', () => {
    const progress = async (token: string) =>
      (await suite.server.call('GET', '/api/demo/progress', undefined, token)).body.data;

    it('follows the profile and the welcome setup', async () => {
      const { token, email } = await signUp();
      expect(await progress(token)).toEqual({
        steps: [
          { key: 'profile', label: 'Enter your birth date and time', done: false },
          { key: 'onboarded', label: 'Finish the welcome setup', done: false },
        ],
        done: 0,
        total: 2,
      });
      const profile = {
        name: 'Mei',
        email,
        gender: 0,
        birth_date: '1990-05-01',
        birth_time: '08:30',
      };
      expect((await suite.server.call('PATCH', '/api/user', profile, token)).status).toBe(200);
      expect(await progress(token)).toMatchObject({ done: 1, total: 2 });
      await suite.server.call('PATCH', '/api/user', { onboarded: true }, token);
      expect(await progress(token)).toMatchObject({ done: 2, total: 2 });
    });

    it('adds the referral step for users with a reference code', async () => {
      const referrer = await signUp();
      const code = `p${Date.now().toString(36)}`;
      await suite.server.db
        .knex('users')
        .where({ id: referrer.id })
        .update({ reference_code: code });
      expect((await progress(referrer.token)).steps[2]).toEqual({
        key: 'referral',
        label: 'Refer your first customer',
        done: false,
      });
      await signUp({ reference_code: code });
      expect(await progress(referrer.token)).toMatchObject({ done: 1, total: 3 });
      expect((await suite.server.call('GET', '/api/demo/progress')).status).toBe(401);
    });
  });

  describe('POST /api/utility/mail', () => {
    const support = () => suite.server.config.supportEmail;
    /** The mail's text with quoted-printable soft breaks undone. */
    const textOf = (raw: string) => raw.replace(/=\r?\n/g, '');

    it('sends a contact message to support with the sender as Reply-To', async () => {
      const email = uniqueEmail('visitor');
      const since = suite.smtp.mails.length;
      const sent = await suite.server.call('POST', '/api/utility/mail', {
        name: 'Visitor',
        email,
        message: 'When is the next solar term?',
      });
      expect(sent).toEqual({ status: 200, body: { message: 'Message Sent' } });
      const mail = textOf((await suite.smtp.next(support(), since)).raw);
      expect(mail).toContain(`Reply-To: ${email}`);
      expect(mail).toContain('Subject: Contact message from Visitor');
      expect(mail).toContain('When is the next solar term?');
    });

    it.each([
      [{ email: 'a@b.co', message: 'Hi' }, 'Please enter your name', 'name'],
      [{ name: 'N', message: 'Hi' }, 'Please enter your email address', 'email'],
      [{ name: 'N', email: ' ', message: 'Hi' }, 'Please enter your email address', 'email'],
      [{ name: 'N', email: 'nope', message: 'Hi' }, 'Please enter a valid email address', 'email'],
      [{ name: 'N', email: 'a@b.co' }, 'Please enter a message', 'message'],
      [
        { name: 'N', email: 'a@b.co', message: 'x'.repeat(5001) },
        'Please enter a message',
        'message',
      ],
    ])('contact %j answers "%s"', async (body, message, inputError) => {
      // Each from its own address: contact is limited per address, which the last test reaches.
      const from = freshAddress();
      expect(await suite.server.call('POST', '/api/utility/mail', body, undefined, from)).toEqual({
        status: 400,
        body: { message, inputError },
      });
    });

    it("sends a help request from the signed-in user's own address", async () => {
      const user = await signUp();
      await suite.server.call('PATCH', '/api/user', { enable_support: true }, user.token);
      const help = {
        template: 'help',
        name: 'Someone',
        email: 'forged@example.com',
        message: 'My feed is empty',
      };
      expect((await suite.server.call('POST', '/api/utility/mail', help)).status).toBe(401);
      const since = suite.smtp.mails.length;
      expect(await suite.server.call('POST', '/api/utility/mail', help, user.token)).toEqual({
        status: 200,
        body: { message: 'Message Sent' },
      });
      const mail = textOf((await suite.smtp.next(support(), since)).raw);
      expect(mail).toContain(`Reply-To: ${user.email}`);
      expect(mail).toContain('Subject: Help request from Mei');
      expect(mail).toContain('My feed is empty');
      expect(mail).toContain(`Account: ${user.account_id}`);
      expect(mail).toContain('Support may access the account: yes');
      expect(mail).not.toContain('forged@example.com');
      const empty = await suite.server.call(
        'POST',
        '/api/utility/mail',
        { template: 'help' },
        user.token,
      );
      expect(empty).toEqual({
        status: 400,
        body: { message: 'Please enter a message', inputError: 'message' },
      });
    });

    it('is rate limited per client address, whatever sender each message names', async () => {
      const from = freshAddress();
      const flood = () => ({ email: uniqueEmail('flood') });
      for (let i = 0; i < LIMITS.contact.points; i += 1)
        expect(
          (await suite.server.call('POST', '/api/utility/mail', flood(), undefined, from)).status,
        ).toBe(400);
      const limited = await suite.server.request
        .post('/api/utility/mail')
        .set('content-type', 'application/json')
        .set('x-forwarded-for', from)
        .send(JSON.stringify(flood()));
      expect(limited.status).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    });
  });
});

describe('support mail with SMTP down', () => {
  it('answers 503 rather than claiming the message was sent', async () => {
    const down = await startTestServer({ SMTP_URL: 'smtp://127.0.0.1:1' });
    const logged = jest.spyOn(log, 'error');
    try {
      const sent = await down.call('POST', '/api/utility/mail', {
        name: 'Visitor',
        email: uniqueEmail('down'),
        message: 'Anyone there?',
      });
      expect(sent).toEqual({
        status: 503,
        body: { message: 'Your message could not be sent right now – please try again shortly' },
      });
      expect(JSON.stringify(logged.mock.calls[0]?.[0])).toContain('Anyone there?');
    } finally {
      logged.mockRestore();
      await down.close();
    }
  });
});

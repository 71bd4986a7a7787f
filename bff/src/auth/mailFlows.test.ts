/**
 * Magic link and password reset end to end: real mail through a local SMTP server (smtp-server),
 * the link followed back into the API.
 */
import { createToken } from './tokens';
import { linkParam } from '@tongshu/test-support';
import { mailTestSuite, uniqueEmail } from '@tongshu/test-support/server';

describe(`mail flows on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  const mail = mailTestSuite();

  async function newUser(): Promise<string> {
    const email = uniqueEmail('mail');
    const since = mail.smtp.mails.length;
    const created = await mail.server.call('POST', '/api/account', {
      name: 'Wei',
      email,
      password: 'Secret123',
    });
    expect(created.status).toBe(201);
    expect((await mail.smtp.next(email, since)).raw).toContain('Welcome to Tongshu');
    return email;
  }

  it('signs in through an emailed magic link, once', async () => {
    const email = await newUser();
    const since = mail.smtp.mails.length;
    const asked = await mail.server.call('POST', '/api/user/auth/magic', { email });
    expect(asked).toEqual({
      status: 200,
      body: { message: 'If this email has an account, a sign-in link is on its way' },
    });
    const token = linkParam(await mail.smtp.next(email, since), 'token');
    const signedIn = await mail.server.call('POST', '/api/user/auth/magic/verify', { token });
    expect(signedIn.body.data.email).toBe(email);
    expect(
      (await mail.server.call('GET', '/api/user', undefined, signedIn.body.data.token)).status,
    ).toBe(200);
    const replay = await mail.server.call('POST', '/api/user/auth/magic/verify', { token });
    expect(replay).toEqual({
      status: 400,
      body: { message: 'Magic Link is invalid', inputError: 'token' },
    });
  });

  it('refuses an expired link and answers an unknown email the same way without sending mail', async () => {
    const email = await newUser();
    const user = await mail.server.call('POST', '/api/user/auth', { email, password: 'Secret123' });
    const expired = await createToken(
      mail.server.db,
      'magic',
      { userId: user.body.data.id },
      Date.now() - 16 * 60 * 1000,
    );
    expect(
      (await mail.server.call('POST', '/api/user/auth/magic/verify', { token: expired })).status,
    ).toBe(400);
    const since = mail.smtp.mails.length;
    const unknown = await mail.server.call('POST', '/api/user/auth/magic', {
      email: uniqueEmail('nobody'),
    });
    expect(unknown.body.message).toBe('If this email has an account, a sign-in link is on its way');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mail.smtp.mails.length).toBe(since);
  });

  it('resets a password through the emailed link, once, and changes it when signed in', async () => {
    const email = await newUser();
    const since = mail.smtp.mails.length;
    await mail.server.call('POST', '/api/user/password/reset/request', { email });
    const token = linkParam(await mail.smtp.next(email, since), 'token');
    const weak = await mail.server.call('POST', '/api/user/password/reset', {
      jwt: token,
      email,
      password: 'weak',
    });
    expect(weak.body).toEqual({
      message: 'Password must be a minimum of 8 characters',
      inputError: 'password',
    });
    const reset = await mail.server.call('POST', '/api/user/password/reset', {
      jwt: token,
      email,
      password: 'NewSecret9',
    });
    expect(reset.status).toBe(200);
    expect(
      (
        await mail.server.call('POST', '/api/user/password/reset', {
          jwt: token,
          email,
          password: 'Other1234',
        })
      ).status,
    ).toBe(400);
    const signedIn = await mail.server.call('POST', '/api/user/auth', {
      email,
      password: 'NewSecret9',
    });
    expect(signedIn.status).toBe(200);
    const change = { oldpassword: 'wrong', newpassword: 'Third1234' };
    expect(
      (await mail.server.call('PATCH', '/api/user/password', change, signedIn.body.data.token)).body
        .inputError,
    ).toBe('oldpassword');
    const changed = await mail.server.call(
      'PATCH',
      '/api/user/password',
      { ...change, oldpassword: 'NewSecret9' },
      signedIn.body.data.token,
    );
    expect(changed.status).toBe(200);
    expect(
      (await mail.server.call('POST', '/api/user/auth', { email, password: 'Third1234' })).status,
    ).toBe(200);
  });

  it('rate-limits repeated attempts on one email with 429 and Retry-After', async () => {
    const email = uniqueEmail('limited');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push(
        (await mail.server.call('POST', '/api/user/auth', { email, password: 'Wrong1234' })).status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    const response = await mail.server.request
      .post('/api/user/auth')
      .send({ email, password: 'Wrong1234' });
    expect(response.status).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });
});

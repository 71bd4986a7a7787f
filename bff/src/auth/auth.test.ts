import { SignJWT } from 'jose';
import { seedOperator, OPERATOR_EMAIL } from '../accounts';
import {
  startTestServer,
  uniqueEmail,
  type TestServer,
  signUpRequest,
} from '@tongshu/test-support/server';

describe(`accounts and sign-in on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const signUp = (overrides: Record<string, unknown> = {}) =>
    signUpRequest(server, {
      name: 'Mei Ling',
      email: uniqueEmail('owner'),
      password: 'Secret123',
      confirm_password: 'Secret123',
      plan: 'free',
      ...overrides,
    });

  it('signs up an owner, returns a token, and the token reads the user back', async () => {
    const email = uniqueEmail('mei');
    const created = await signUp({ email: email.toUpperCase() });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'Mei Ling',
      email,
      permission: 'owner',
      onboarded: false,
      dm: null,
    });
    const me = await server.call('GET', '/api/user', undefined, created.body.data.token);
    expect(me.body.data.email).toBe(email);
    expect(me.body.data.ical_id).toMatch(/^[\w-]{32}$/);
  });

  it.each([
    [{ name: '' }, 'Please enter your full name', 'name'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address', 'email'],
    [
      { password: 'Short1', confirm_password: 'Short1' },
      'Password must be a minimum of 8 characters',
      'password',
    ],
    [
      { password: 'lowercase1', confirm_password: 'lowercase1' },
      'Password must have at least one upper case letter',
      'password',
    ],
    [
      { password: 'UPPERCASE1', confirm_password: 'UPPERCASE1' },
      'Password must have at least one lower case letter',
      'password',
    ],
  ])('refuses sign-up %j with "%s"', async (fields, message, inputError) => {
    const response = await signUp(fields);
    expect(response).toEqual({ status: 400, body: { message, inputError } });
  });

  it('refuses a second account with the same email, and bad JSON, without a 500', async () => {
    const email = uniqueEmail('twice');
    expect((await signUp({ email })).status).toBe(201);
    expect(await signUp({ email })).toMatchObject({ status: 409, body: { inputError: 'email' } });
    expect(await server.call('POST', '/api/account', '{"name":')).toEqual({
      status: 400,
      body: { message: 'The request body is not valid JSON' },
    });
  });

  it('signs in with the right password and answers the same for a wrong password or an unknown email', async () => {
    const email = uniqueEmail('signin');
    await signUp({ email });
    const ok = await server.call('POST', '/api/user/auth', { email, password: 'Secret123' });
    expect(ok.status).toBe(200);
    expect(typeof ok.body.data.token).toBe('string');
    const wrong = await server.call('POST', '/api/user/auth', { email, password: 'Secret124' });
    const unknown = await server.call('POST', '/api/user/auth', {
      email: uniqueEmail('nobody'),
      password: 'Secret123',
    });
    expect(wrong).toEqual({
      status: 400,
      body: { message: 'The email or password is not correct', inputError: 'password' },
    });
    expect(unknown).toEqual(wrong);
  });

  it('refuses missing, forged, alg-none and foreign-secret tokens with 401', async () => {
    const created = await signUp();
    const userId = created.body.data.id;
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: userId })).toString('base64url')}.`;
    const foreign = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-secret'));
    for (const token of [undefined, 'garbage', none, foreign]) {
      expect((await server.call('GET', '/api/user', undefined, token)).status).toBe(401);
    }
  });

  it('saves the profile and computes the day master and Bazi chart with the engine', async () => {
    const token = (await signUp()).body.data.token;
    const profile = {
      name: 'Mei',
      email: uniqueEmail('profile'),
      gender: 0,
      birth_date: '1990-05-15',
      birth_time: '14:30',
    };
    const first = await server.call('PATCH', '/api/user', profile, token);
    expect(first.status).toBe(200);
    // A new email ended the session it was made with; the device goes on with a new token.
    expect((await server.call('GET', '/api/user', undefined, token)).status).toBe(401);
    const renewed = first.body.data.token as string;
    const saved = await server.call('PATCH', '/api/user', profile, renewed);
    expect(saved.body.data).not.toHaveProperty('token');
    expect(saved.body.data.dm).toBe('庚');
    expect(JSON.parse(saved.body.data.bz_chart).pillars.day).toMatchObject({
      stem: '庚',
      branch: '辰',
    });
    const bad = await server.call(
      'PATCH',
      '/api/user',
      { ...profile, birth_date: '2023-02-30' },
      renewed,
    );
    expect(bad).toEqual({
      status: 400,
      body: { message: 'Please enter your date of birth', inputError: 'birth_date' },
    });
    const late = await server.call(
      'PATCH',
      '/api/user',
      { ...profile, birth_time: '25:00' },
      renewed,
    );
    expect(late.body.inputError).toBe('birth_time');
    expect(
      (await server.call('PATCH', '/api/user', { onboarded: true }, renewed)).body.data.onboarded,
    ).toBe(true);
  });

  it('confirms the support-access radio in words (issue 33)', async () => {
    const token = (await signUp()).body.data.token;
    const on = await server.call('PATCH', '/api/user', { enable_support: true }, token);
    expect(on.body).toMatchObject({
      data: { enable_support: true },
      message: 'Our support team can now access your account',
    });
    const off = await server.call('PATCH', '/api/user', { enable_support: false }, token);
    expect(off.body.message).toBe('Our support team can no longer access your account');
    const quiet = await server.call('PATCH', '/api/user', { onboarded: true }, token);
    expect(quiet.body.message).toBeUndefined();
  });

  it('records last_active, and asks for a name and a birth date on a profile save', async () => {
    const token = (await signUp()).body.data.token;
    expect(
      (await server.call('PATCH', '/api/user', { last_active: '2026-11-21 10:00:00' }, token))
        .status,
    ).toBe(200);
    const noName = await server.call(
      'PATCH',
      '/api/user',
      { name: '', email: uniqueEmail('n'), gender: 1, birth_date: '1990-01-01' },
      token,
    );
    expect(noName.body).toEqual({ message: 'Please enter your name', inputError: 'name' });
    const noDate = await server.call(
      'PATCH',
      '/api/user',
      { name: 'N', email: uniqueEmail('n'), gender: 1 },
      token,
    );
    expect(noDate.body).toEqual({
      message: 'Please enter your date of birth',
      inputError: 'birth_date',
    });
  });

  it('records the referral from the body or the referral_code cookie', async () => {
    const code = `R${Date.now().toString(36)}`;
    await signUp({ reference_code: code });
    const response = await server.request
      .post('/api/account')
      .set('cookie', `referral_code=${code}`)
      .send({ name: 'Ref', email: uniqueEmail('ref'), password: 'Secret123' });
    expect(response.status).toBe(201);
    const [row] = await server.db
      .knex('referrals')
      .where({ reference_code: code })
      .count({ n: '*' });
    // PostgreSQL counts as a string, SQLite as a number.
    expect(Number(row?.n)).toBe(2);
  });

  it('answers the permissions of the role hierarchy', async () => {
    const token = (await signUp()).body.data.token;
    const permissions = await server.call('GET', '/api/user/permissions', undefined, token);
    expect(permissions.body.data).toEqual({ user: true, admin: true, owner: true, master: false });
  });

  it('seeds one operator (master) whose printed password signs in', async () => {
    const password = await seedOperator(server.db);
    if (password !== undefined) {
      const signedIn = await server.call('POST', '/api/user/auth', {
        email: OPERATOR_EMAIL,
        password,
      });
      expect(signedIn.body.data.permission).toBe('master');
    }
    expect(await seedOperator(server.db)).toBeUndefined();
  });
});

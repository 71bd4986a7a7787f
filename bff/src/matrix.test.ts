/**
 * Every signed-in route refuses a missing token; every validation message of spec section 5 that
 * these forms use comes back with its field; each role is refused what it may not do.
 */
import { createToken } from './auth';
import { startTestServer, uniqueEmail, type TestServer } from '@tongshu/test-support/server';

describe(`validation and roles on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  let server: TestServer;
  let ownerToken: string;
  let adminToken: string;
  let userToken: string;

  /** Signs up an owner, invites two people through the stored token, and makes one an admin. */
  beforeAll(async () => {
    server = await startTestServer();
    const owner = await server.call('POST', '/api/account', {
      name: 'Owner',
      email: uniqueEmail('o'),
      password: 'Secret123',
    });
    ownerToken = owner.body.data.token;
    const join = async (label: string) => {
      const email = uniqueEmail(label);
      const inviteId = await createToken(server.db, 'invite', {
        accountId: owner.body.data.account_id,
        email,
      });
      return (
        await server.call('POST', '/api/user', {
          name: label,
          email,
          password: 'Secret123',
          inviteId,
        })
      ).body.data;
    };
    const admin = await join('admin');
    const user = await join('user');
    await server.call(
      'PATCH',
      '/api/user',
      { id: admin.id, name: 'Admin', email: admin.email, permission: 'admin' },
      ownerToken,
    );
    adminToken = admin.token;
    userToken = user.token;
  });
  afterAll(() => server.close());

  it.each([
    ['GET', '/api/user'],
    ['PATCH', '/api/user'],
    ['DELETE', '/api/user'],
    ['GET', '/api/user/permissions'],
    ['PATCH', '/api/user/password'],
    ['PATCH', '/api/account'],
    ['DELETE', '/api/account'],
    ['GET', '/api/account/users'],
    ['POST', '/api/invite'],
  ])('%s %s without a token is 401', async (method, url) => {
    expect((await server.call(method, url, method === 'GET' ? undefined : {})).status).toBe(401);
  });

  it.each([
    ['POST', '/api/user/auth', {}, 'Please enter a valid email address', 'email'],
    ['POST', '/api/user/auth', { email: 'a@b.co' }, 'Please enter a password', 'password'],
    [
      'POST',
      '/api/user',
      { email: 'a@b.co', password: 'Secret123' },
      'Please enter your full name',
      'name',
    ],
    [
      'POST',
      '/api/user',
      { name: 'N', email: 'bad', password: 'Secret123' },
      'Please enter a valid email address',
      'email',
    ],
    [
      'POST',
      '/api/user',
      { name: 'N', email: 'a@b.co', password: 'secret123' },
      'Password must have at least one upper case letter',
      'password',
    ],
    [
      'POST',
      '/api/user',
      { name: 'N', email: 'a@b.co', password: 'Secret123', inviteId: 'x'.repeat(43) },
      'This invite is invalid or has expired',
      'inviteId',
    ],
    [
      'POST',
      '/api/user/password/reset',
      { email: 'a@b.co', password: 'Secret123', jwt: 'x'.repeat(43) },
      'This reset link is invalid or has expired, please ask for a new one',
      'jwt',
    ],
    ['POST', '/api/user/auth/magic', { email: '' }, 'Please enter a valid email address', 'email'],
    ['POST', '/api/user/auth/magic/verify', {}, 'Magic Link is invalid', 'token'],
    [
      'POST',
      '/api/user/password/reset/request',
      { email: 'nope' },
      'Please enter a valid email address',
      'email',
    ],
  ])('%s %s %j answers "%s"', async (method, url, body, message, inputError) => {
    expect(await server.call(method, url, body)).toEqual({
      status: 400,
      body: { message, inputError },
    });
  });

  it.each([
    [{ oldpassword: '', newpassword: 'Secret999' }, 'Please enter a password', 'oldpassword'],
    [
      { oldpassword: 'Secret123', newpassword: 'SECRET999' },
      'Password must have at least one lower case letter',
      'newpassword',
    ],
  ])('password change %j answers "%s"', async (body, message, inputError) => {
    expect((await server.call('PATCH', '/api/user/password', body, userToken)).body).toEqual({
      message,
      inputError,
    });
  });

  it.each([
    [
      { name: 'N', email: 'bad', gender: 1, birth_date: '1990-01-01' },
      'Please enter a valid email address',
      'email',
    ],
    [
      { name: 'N', email: 'n@example.com', gender: 'x', birth_date: '1990-01-01' },
      'Please select an option',
      'gender',
    ],
    [
      { name: 'N', email: 'n@example.com', gender: 1, birth_date: '1800-01-01' },
      'Please enter your date of birth',
      'birth_date',
    ],
  ])('profile %j answers "%s"', async (body, message, inputError) => {
    expect((await server.call('PATCH', '/api/user', body, userToken)).body).toEqual({
      message,
      inputError,
    });
  });

  it('refuses each role what it may not do', async () => {
    const refused = async (token: string, method: string, url: string, body?: unknown) =>
      (await server.call(method, url, body, token)).status;
    // user: no admin or owner routes
    expect(await refused(userToken, 'GET', '/api/account/users')).toBe(403);
    expect(await refused(userToken, 'POST', '/api/invite', { email: uniqueEmail('i') })).toBe(403);
    expect(await refused(userToken, 'DELETE', '/api/user', { id: 'anyone' })).toBe(403);
    expect(await refused(userToken, 'PATCH', '/api/account', { name: 'X' })).toBe(403);
    // admin: no owner routes
    expect(await refused(adminToken, 'PATCH', '/api/account', { name: 'X' })).toBe(403);
    expect(await refused(adminToken, 'DELETE', '/api/account')).toBe(403);
    // admin may list and invite
    expect(await refused(adminToken, 'GET', '/api/account/users')).toBe(200);
    expect(
      (await server.call('GET', '/api/user/permissions', undefined, adminToken)).body.data,
    ).toEqual({
      user: true,
      admin: true,
      owner: false,
      master: false,
    });
  });
});

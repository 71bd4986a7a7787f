/** Invites, user management and account closure: roles and account boundaries (spec section 6). */
import { linkParam } from '@tongshu/test-support';
import { mailTestSuite, uniqueEmail } from '@tongshu/test-support/server';

describe(`account users on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  const mail = mailTestSuite();

  async function owner(): Promise<{ token: string; id: string }> {
    const created = await mail.server.call('POST', '/api/account', {
      name: 'Owner',
      email: uniqueEmail('owner'),
      password: 'Secret123',
    });
    return { token: created.body.data.token, id: created.body.data.id };
  }

  /** Invites `email` into the account of `token` and accepts through the mailed link. */
  async function invited(
    token: string,
    label: string,
  ): Promise<{ token: string; id: string; email: string }> {
    const email = uniqueEmail(label);
    const since = mail.smtp.mails.length;
    const sent = await mail.server.call('POST', '/api/invite', { email }, token);
    expect(sent.body.data.invited).toEqual([email]);
    const inviteId = linkParam(await mail.smtp.next(email, since), 'id');
    const joined = await mail.server.call('POST', '/api/user', {
      name: label,
      email,
      password: 'Secret123',
      inviteId,
    });
    expect(joined.status).toBe(201);
    return { token: joined.body.data.token, id: joined.body.data.id, email };
  }

  it('invites several people at once and lets each join the account once', async () => {
    const boss = await owner();
    const a = uniqueEmail('a');
    const b = uniqueEmail('b');
    const since = mail.smtp.mails.length;
    const sent = await mail.server.call('POST', '/api/invite', { email: `${a}, ${b}` }, boss.token);
    expect(sent.body.data.invited).toEqual([a, b]);
    await mail.smtp.next(a, since);
    await mail.smtp.next(b, since);
    const member = await invited(boss.token, 'member');
    const users = await mail.server.call('GET', '/api/account/users', undefined, boss.token);
    expect(users.body.data.map((u: { id: string }) => u.id)).toEqual([boss.id, member.id]);
    expect(users.body.data[1].permission).toBe('user');
  });

  it('keeps users out of admin routes and admins out of other accounts', async () => {
    const boss = await owner();
    const member = await invited(boss.token, 'member');
    expect(
      (await mail.server.call('GET', '/api/account/users', undefined, member.token)).status,
    ).toBe(403);
    expect(
      (await mail.server.call('POST', '/api/invite', { email: uniqueEmail('x') }, member.token))
        .status,
    ).toBe(403);
    expect((await mail.server.call('DELETE', '/api/account', undefined, member.token)).status).toBe(
      403,
    );
    const other = await owner();
    const edit = { id: member.id, name: 'Taken', email: member.email, permission: 'user' };
    expect((await mail.server.call('PATCH', '/api/user', edit, other.token)).status).toBe(404);
    expect(
      (await mail.server.call('DELETE', '/api/user', { id: member.id }, other.token)).status,
    ).toBe(404);
  });

  it('lets an admin edit users below the owner but not grant ownership or remove the owner', async () => {
    const boss = await owner();
    const member = await invited(boss.token, 'member');
    const promote = { id: member.id, name: 'Admin Now', email: member.email, permission: 'admin' };
    expect(
      (await mail.server.call('PATCH', '/api/user', promote, boss.token)).body.data.permission,
    ).toBe('admin');
    const helper = await invited(boss.token, 'helper');
    const grabOwner = { id: helper.id, name: 'Helper', email: helper.email, permission: 'owner' };
    expect((await mail.server.call('PATCH', '/api/user', grabOwner, member.token)).status).toBe(
      403,
    );
    expect(
      (await mail.server.call('DELETE', '/api/user', { id: boss.id }, member.token)).status,
    ).toBe(403);
    expect(
      (await mail.server.call('DELETE', '/api/user', { id: helper.id }, member.token)).status,
    ).toBe(200);
    const master = { ...promote, permission: 'master' };
    expect((await mail.server.call('PATCH', '/api/user', master, boss.token)).body.inputError).toBe(
      'permission',
    );
  });

  it('closes the account for the owner: its users can no longer sign in', async () => {
    const boss = await owner();
    const member = await invited(boss.token, 'member');
    expect((await mail.server.call('DELETE', '/api/account', undefined, boss.token)).status).toBe(
      200,
    );
    expect((await mail.server.call('GET', '/api/user', undefined, boss.token)).status).toBe(401);
    expect(
      (
        await mail.server.call('POST', '/api/user/auth', {
          email: member.email,
          password: 'Secret123',
        })
      ).status,
    ).toBe(400);
  });

  it('saves the owner profile through the account endpoint', async () => {
    const boss = await owner();
    const profile = {
      name: 'New Name',
      email: uniqueEmail('p'),
      gender: 1,
      birth_date: '1984-02-04',
      birth_time: '23:30',
    };
    const saved = await mail.server.call('PATCH', '/api/account', profile, boss.token);
    expect(saved.body.data).toMatchObject({ name: 'New Name', gender: 1 });
    expect(saved.body.data.dm).toMatch(/^[甲乙丙丁戊己庚辛壬癸]$/);
  });
});

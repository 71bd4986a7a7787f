/**
 * What the public API and /mcp read of an account (issue 42): the owner is `me` wherever a person
 * is taken, and among their people; births are answered in one form (`YYYY-MM-DD`, `HH:mm`)
 * whichever form was sent or is stored; a kept selection drops a person removed since.
 */
import { signedUpOwner, startTestServer, type TestServer } from '@tongshu/test-support/server';
import { User } from '../models/User';
import { accountScope } from './accountScope';

const CLIENT = { name: 'Client', gender: 0, birth_date: '19881102', birth_time: '8:05' };
const KEPT = { activity: 'Marriage', from: '2027-03-01', to: '2027-03-31' };

describe(`the key owner's scope (${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let token: string;
  let key: string;
  let scopeOf: () => Promise<ReturnType<typeof accountScope>>;

  beforeAll(async () => {
    server = await startTestServer();
    const owner = await signedUpOwner(server);
    token = owner.token;
    const made = await server.call('POST', '/api/account/keys', { name: 'Scope' }, token);
    key = String(made.body.data.key);
    scopeOf = async () =>
      accountScope(server.db, (await User.query(server.db.knex).findById(owner.id)) as User);
  });

  afterAll(() => server.close());

  const addPerson = async (body: Readonly<Record<string, unknown>> = CLIENT) => {
    const added = await server.call('POST', '/api/people', body, token);
    expect(added.status).toBe(201);
    return added.body.data as { id: string; birth_date: string; birth_time: string };
  };

  it('charts the owner as `me` in v1 and lists them among their people', async () => {
    const scope = await scopeOf();
    const me = await scope.subjectOf('me');
    expect(me.birth.date).toEqual({ year: 1990, month: 5, day: 15 });
    expect((await scope.person('me')).name).toBe('Owner');
    expect((await scope.people()).map((person) => person.id)).toContain('me');
    for (const path of ['/api/v1/almanac/2026-11-28?person=me', '/api/v1/bazi?person=me']) {
      const answer = await server.call('GET', path, undefined, key);
      expect({ path, status: answer.status }).toEqual({ path, status: 200 });
    }
  });

  it('answers a zone given by its city with the suggestion the CLI gives', async () => {
    const answer = await server.call(
      'GET',
      '/api/v1/almanac/2026-11-28?zone=Berlin',
      undefined,
      key,
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: expect.stringContaining('Did you mean Europe/Berlin?'),
      inputError: 'zone',
    });
  });

  it('says where the date goes when it is asked as a query', async () => {
    const answer = await server.call('GET', '/api/v1/almanac?date=2026-11-28', undefined, key);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: 'Give the date in the path: /api/v1/almanac/{date}',
      inputError: 'date',
    });
  });

  it('stores and answers a birth in one form, whatever form was sent or stored', async () => {
    const added = await addPerson();
    expect([added.birth_date, added.birth_time]).toEqual(['1988-11-02', '08:05']);
    // A row kept before saves normalised it.
    await server.db.knex('people').where({ id: added.id }).update(CLIENT);
    const listed = await server.call('GET', '/api/people', undefined, token);
    const row = (listed.body.data as { id: string }[]).find((person) => person.id === added.id);
    expect(row).toMatchObject({ birth_date: '1988-11-02', birth_time: '08:05' });
    const v1 = await server.call('GET', `/api/v1/people/${added.id}`, undefined, key);
    expect(v1.body.birth).toMatchObject({ date: '1988-11-02', time: '08:05' });
  });

  it('drops a person removed since from the kept selection', async () => {
    const added = await addPerson({ ...CLIENT, name: 'Removed' });
    const keep = { ...KEPT, people: `me,${added.id}` };
    expect((await server.call('PUT', '/api/select/keep', keep, token)).status).toBe(200);
    await server.call('DELETE', `/api/people/${added.id}`, undefined, token);
    expect(await (await scopeOf()).keptSelection()).toMatchObject({ people: 'me' });
    const v1 = await server.call('GET', '/api/v1/select/kept', undefined, key);
    expect(v1.status).toBe(200);
    // Read outside the user's own pages, the user is named, not "Me"; the removed person is gone.
    const me = await server.call('GET', '/api/user', undefined, token);
    expect(v1.body.described).toBe(`for ${me.body.data.name}`);
  });
});
